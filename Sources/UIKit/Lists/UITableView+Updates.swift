import Foundation

/// Applying batches of row updates: the counts are checked against what the batch says (a mismatch
/// is reported in UIKit's words and the table reloads instead, as Casement recovers from bad data),
/// cells of rows that stay follow their rows, deleted rows fade out and inserted ones fade in.
extension UITableView: ListBatchUpdating {
    var updateVocabulary: ListUpdateBatch.Vocabulary { .table }

    /// Adds one update to the batch, animated unless `animation` is `.none`.
    func record(_ call: String, _ animation: RowAnimation, _ change: (inout ListUpdateBatch) -> Void) {
        record(call, animated: animation != .none, change)
    }

    func apply(_ batch: ListUpdateBatch) {
        let old = slots.rowCounts, new = readCounts()
        if let problem = batch.problem(before: old, after: new) {
            Diagnostics.report("UITableView.\(batch.call): \(problem) The table reloads from the data source instead.")
            reloadData()
            for completion in batch.completions { completion(false) }
            return
        }
        // A row being dragged is let go: the places it was between move. Section views are kept
        // by slot, and the slots move: they go back to their queues.
        reorder = nil
        for (slot, view) in sectionViews where view.superview === self { endDisplaying(view, slot: slot) }
        sectionViews.removeAll()
        slots = TableSlots(rowCounts: new)
        readTitles()
        loadHeights()
        let replaced = Set(batch.reloads)
        var kept: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in rowCells.sorted(by: { $0.key < $1.key }) {
            if !replaced.contains(indexPath), let moved = batch.newIndexPath(of: indexPath) {
                kept[moved] = cell
            } else {
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                remove(cell, animated: batch.animated)
            }
        }
        rowCells = kept
        selectedRows = Set(selectedRows.compactMap(batch.newIndexPath(of:)))
        arrivals = ListUpdateBatch.Arrivals(batch)
        animatesLayout = batch.animated
        setNeedsLayout()
        layoutIfNeeded()
        animatesLayout = false
        arrivals = nil
        for completion in batch.completions { completion(true) }
    }

    /// A cell whose row was deleted or reloaded: faded out first when animated, then queued.
    private func remove(_ cell: UITableViewCell, animated: Bool) {
        guard animated, cell.window != nil else { return enqueue(cell) }
        UIView.animate(withDuration: ListUpdateBatch.animationDuration, animations: { cell.alpha = 0 }) { _ in
            cell.alpha = 1
            self.enqueue(cell)
        }
    }

    /// Shows `cell` at `frame`: a row moved by an animated update slides there, a new row of one fades in.
    func place(_ cell: UITableViewCell, at frame: CGRect, isNew: Bool, indexPath: IndexPath) {
        guard animatesLayout, cell.window != nil || isNew else {
            if cell.frame != frame { cell.frame = frame }
            return
        }
        if isNew {
            cell.frame = frame
            guard arrivals?.contains(indexPath) == true else { return }
            UIView.performWithoutAnimation { cell.alpha = 0 }
            UIView.animate(withDuration: ListUpdateBatch.animationDuration) { cell.alpha = 1 }
        } else if cell.frame != frame {
            UIView.animate(withDuration: ListUpdateBatch.animationDuration) { cell.frame = frame }
        }
    }
}
