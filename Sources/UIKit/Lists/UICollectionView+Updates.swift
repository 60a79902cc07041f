import Foundation

/// Applying batches of item and section updates (SCROLLING.md rule 34, shared with tables): the
/// counts are checked against what the batch says (a mismatch is reported in UIKit's words and the
/// collection view reloads instead), cells of items that stay follow their items, and the layout is
/// worked out again. Casement applies the updates at once, without animation.
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
        // Supplementary views are kept by section, and sections move: they go back to their queues.
        for (element, view) in supplementaryViews { endDisplaying(view, element) }
        let replaced = Set(batch.reloads)
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in itemCells.sorted(by: { $0.key < $1.key }) {
            if !replaced.contains(indexPath), let moved = batch.newIndexPath(of: indexPath) {
                kept[moved] = cell
            } else {
                endDisplaying(cell, at: indexPath)
            }
        }
        itemCells = kept
        selectedItems = Set(selectedItems.compactMap(batch.newIndexPath(of:)))
        collectionViewLayout.invalidateLayout()
        layoutIfNeeded()
        for completion in batch.completions { completion(true) }
    }
}
