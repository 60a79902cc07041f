import Foundation

/// Configuring a row's cell again in place (`reconfigureRows(at:)`): while the data source answers
/// for the row, a dequeue of the cell's identifier returns the cell itself.
extension UITableView {
    /// Asks the data source for the row's cell, handing it the cell the row shows. A data source
    /// that answers with another cell gets the row reloaded with a new one.
    func reconfigure(_ indexPath: IndexPath) {
        guard let cell = rowCells[indexPath], let dataSource else { return }
        cellBeingReconfigured = cell
        let answer = dataSource.tableView(self, cellForRowAt: indexPath)
        cellBeingReconfigured = nil
        guard answer !== cell else { return }
        if answer.superview !== self { enqueue(answer) }
        reloadRows(at: [indexPath], with: .none)
    }

    /// The cell being reconfigured, if `identifier` is its identifier: the dequeue it answers.
    func takeCellBeingReconfigured(_ identifier: String) -> UITableViewCell? {
        guard let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier else { return nil }
        cellBeingReconfigured = nil
        return cell
    }
}
