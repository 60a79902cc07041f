import Foundation

/// Configuring a row's cell again in place (`reconfigureRows(at:)`): while the data source answers
/// for the row, a dequeue of the cell's identifier returns the cell itself.
extension UITableView {
    /// Asks the data source for the row's cell, lending it the cell the row shows. A data source
    /// that answers with another cell gets the row reloaded with a new one.
    func reconfigure(_ indexPath: IndexPath) {
        guard let cell = rowCells[indexPath], let dataSource else { return }
        if let identifier = cell.reuseIdentifier { cellPool.lend(cell, under: identifier) }
        let answer = dataSource.tableView(self, cellForRowAt: indexPath)
        cellPool.endLoan()
        guard answer !== cell else { return }
        if answer.superview !== self { enqueue(answer) }
        reloadRows(at: [indexPath], with: .none)
    }
}
