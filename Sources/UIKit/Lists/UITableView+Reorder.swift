import Foundation

/// Dragging a row by its reorder control (editing mode): the row follows the pointer vertically
/// above its neighbours, which slide to make room; the delegate may retarget each new place; on
/// release the data source moves the row (`tableView(_:moveRowAt:to:)`, once) and the table
/// applies the move as an update, so data that disagrees is reported and reloaded.
extension UITableView {
    /// How long rows take to slide aside, and the dropped row to settle (Casement's choice).
    static let reorderSlideDuration: TimeInterval = 0.2

    func setUpReorder() {
        reorderPan.addTarget(self) { $0.reorderPanChanged }
        addGestureRecognizer(reorderPan)
    }

    /// The row whose reorder control is under `point` (content coordinates), if any.
    func reorderControlRow(at point: CGPoint) -> IndexPath? {
        guard editing, let indexPath = indexPathForRow(at: point),
              let control = rowCells[indexPath]?.shownReorderControl,
              control.bounds.contains(control.convert(point, from: self)) else { return nil }
        return indexPath
    }

    private func reorderPanChanged() {
        let dy = reorderPan.translation(in: self).y
        switch reorderPan.state {
        case .began:
            guard let indexPath = reorderControlRow(at: dragStart(of: reorderPan)), beginReorder(at: indexPath) else { return }
            dragReorder(by: dy)
        case .changed: dragReorder(by: dy)
        case .ended, .cancelled, .failed: endReorder(animated: true)
        default: break
        }
    }

    /// Lifts the row's cell above the others to follow the drag; false when the row has no cell.
    @discardableResult
    func beginReorder(at indexPath: IndexPath) -> Bool {
        guard reorder == nil, let cell = rowCells[indexPath] else { return false }
        closeRowSwipe(animated: false)
        let slot = slots.slot(ofRow: indexPath)
        reorder = RowReorder(source: indexPath, sourceSlot: slot, cell: cell, height: offsets.height(of: slot), startY: offsets.offset(of: slot),
                             startOffset: contentOffset.y)
        insertBelowIndicators(cell)
        return true
    }

    /// Moves the lifted row `dy` from where it started, and as far as the table has scrolled since
    /// (kept within the content); once its middle is over another place, the delegate may retarget
    /// it and the rows between slide aside. Near the top or bottom edge the table scrolls.
    func dragReorder(by dy: CGFloat) {
        guard let reorder else { return }
        reorder.translation = dy
        let scrolled = contentOffset.y - reorder.startOffset
        reorder.y = min(max(reorder.startY + dy + scrolled, 0), max(0, offsets.total - reorder.height))
        reorder.cell.frame.origin.y = reorder.y
        updateReorderAutoscroll()
        let hovered = offsets.slot(at: reorder.y + reorder.height / 2) ?? reorder.sourceSlot
        let proposed = slots.reorderProposal(hovering: hovered, from: reorder.source)
        guard proposed != reorder.proposed else { return }
        reorder.proposed = proposed
        var destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
        if !slots.canReorder(from: reorder.source, to: destination) {
            Diagnostics.report("UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt: \(reorder.source), toProposedIndexPath: \(proposed)) returned \(destination), where the row cannot go; \(proposed) is used")
            destination = proposed
        }
        reorder.destination = destination
        reorder.gapSlot = slots.reorderGap(from: reorder.source, to: destination)
        UIView.animate(withDuration: Self.reorderSlideDuration) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// Drops the lifted row: the data source moves it, the table applies the move (the row settles
    /// into its place, sliding there when `animated`).
    func endReorder(animated: Bool) {
        guard let reorder else { return }
        self.reorder = nil
        let source = reorder.source, destination = reorder.destination, dropped = reorder.cell.frame
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        var batch = ListUpdateBatch(call: "moveRow(at: \(source), to: \(destination)) (the user's reorder)", vocabulary: .table)
        if source != destination { batch.moves = [(source, destination)] }
        apply(batch)
        guard animated, window != nil, rowCells[destination] === reorder.cell else { return }
        let settled = reorder.cell.frame
        UIView.performWithoutAnimation { reorder.cell.frame = dropped }
        UIView.animate(withDuration: Self.reorderSlideDuration) { reorder.cell.frame = settled }
    }

    /// Where the row in `slot` shows: in its slot, slid aside for a dragged row, or (the dragged
    /// row itself) under the pointer.
    func shownRect(ofSlot slot: Int) -> CGRect {
        var rect = rect(ofSlot: slot)
        guard let reorder else { return rect }
        rect.origin.y = slot == reorder.sourceSlot ? reorder.y : rect.minY + reorder.displacement(ofSlot: slot)
        return rect
    }
}
