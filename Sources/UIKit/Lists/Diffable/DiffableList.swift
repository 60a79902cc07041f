import Foundation

/// A list a diffable data source feeds, a table or a collection view: it takes the changes between
/// two snapshots as one batch update, reloads, and configures elements' cells again in place.
@MainActor
protocol DiffableList: ListBatchUpdating {
    /// Whether the list has yet to read its data source (then it reads the new snapshot when it does).
    var needsReload: Bool { get }
    func reloadData()
    /// Has the data source configure the cells of the elements (places after the update) again.
    func reconfigureElements(at indexPaths: [IndexPath])
}

extension DiffableList {
    /// Shows the change between two snapshots as one batch update (part of the open batch, if any),
    /// animated or not, then configures the reconfigured elements' cells again. No change, no batch.
    func performUpdates(_ difference: SnapshotDifference, animated: Bool, call: String, completion: (() -> Void)?) {
        var structural = difference
        structural.reconfiguredItems = []
        if structural.isEmpty {
            completion?()
        } else {
            beginBatch(call)
            pendingUpdates?.add(difference)
            if animated { pendingUpdates?.animated = true }
            if let completion { pendingUpdates?.completions.append { _ in completion() } }
            endBatch()
        }
        reconfigureElements(at: difference.reconfiguredItems)
    }
}

extension UITableView: DiffableList {
    func reconfigureElements(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
}

extension UICollectionView: DiffableList {
    func reconfigureElements(at indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
}
