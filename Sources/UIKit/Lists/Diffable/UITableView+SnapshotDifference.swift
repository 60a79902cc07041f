import Foundation

extension UITableView {
    /// Shows the change between two snapshots as one batch update (part of the open batch, if any),
    /// animated or not, then configures the reconfigured rows' cells again. No change, no batch.
    func performUpdates(_ difference: SnapshotDifference, animated: Bool, call: String, completion: (() -> Void)?) {
        var rowsAndSections = difference
        rowsAndSections.reconfiguredItems = []
        if rowsAndSections.isEmpty {
            completion?()
        } else {
            beginBatch(call)
            pendingUpdates?.add(difference)
            if animated { pendingUpdates?.animated = true }
            if let completion { pendingUpdates?.completions.append { _ in completion() } }
            endBatch()
        }
        reconfigureRows(at: difference.reconfiguredItems)
    }
}
