import Foundation

/// Applying batches of item and section updates (Scrolling rule 34, shared with tables): the
/// counts are checked against what the batch says (a mismatch is reported in UIKit's words and the
/// collection view reloads instead), cells of items that stay follow their items, and the layout is
/// worked out again. Animated (as UIKit animates `insertItems` and the rest), cells of deleted and
/// reloaded items fade out, cells of items that appear fade in and cells of items that move slide,
/// all in 0.3 s, as a table's rows do.
extension UICollectionView: ListBatchUpdating {
    var updateVocabulary: ListUpdateBatch.Vocabulary { .collection }

    func apply(_ batch: ListUpdateBatch) {
        let old = itemCounts, new = readCounts()
        if let problem = batch.problem(before: old, after: new) {
            Diagnostics.report("UICollectionView.\(batch.call): \(problem) The collection view reloads from the data source instead.")
            reloadData()
            for completion in batch.completions { completion(false) }
            return
        }
        itemCounts = new
        let animated = batch.animated && window != nil
        // Supplementary views are kept by section, and sections move: they go back to their queues.
        for (element, view) in supplementaryViews { endDisplaying(view, element) }
        let replaced = Set(batch.reloads)
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in itemCells.sorted(by: { $0.key < $1.key }) {
            if !replaced.contains(indexPath), let moved = batch.newIndexPath(of: indexPath) {
                kept[moved] = cell
            } else {
                endDisplaying(cell, at: indexPath, fadingOut: animated)
            }
        }
        itemCells = kept
        selectedItems = Set(selectedItems.compactMap(batch.newIndexPath(of:)))
        collectionViewLayout.invalidateLayout()
        arrivals = animated ? ListUpdateBatch.Arrivals(batch) : nil
        layoutIfNeeded()
        arrivals = nil
        for completion in batch.completions { completion(true) }
    }

    /// Gives a cell its attributes after an update: a cell that stays slides to them when the
    /// update animates, a new one of an item the update brought fades in.
    func placeAfterUpdate(_ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes, isNew: Bool) {
        guard let arrivals else { return place(cell, attributes) }
        if !isNew {
            guard cell.frame != attributes.frame else { return place(cell, attributes) }
            UIView.animate(withDuration: ListUpdateBatch.animationDuration) { self.place(cell, attributes) }
        } else {
            place(cell, attributes)
            guard arrivals.contains(attributes.indexPath) else { return }
            UIView.performWithoutAnimation { cell.alpha = 0 }
            UIView.animate(withDuration: ListUpdateBatch.animationDuration) { cell.alpha = attributes.alpha }
        }
    }
}
