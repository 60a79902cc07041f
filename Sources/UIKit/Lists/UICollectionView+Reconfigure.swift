import Foundation

/// Configuring an item's cell again in place (`reconfigureItems(at:)`): while the data source
/// answers for the item, a dequeue of the cell's identifier returns the cell itself.
extension UICollectionView {
    /// Asks the data source for the item's cell, lending it the cell the item shows. A data source
    /// that answers with another cell gets the item reloaded with a new one.
    func reconfigure(_ indexPath: IndexPath) {
        guard let cell = itemCells[indexPath], let dataSource else { return }
        if let identifier = cell.reuseIdentifier { cellPool.lend(cell, under: identifier) }
        let answer = dataSource.collectionView(self, cellForItemAt: indexPath)
        cellPool.endLoan()
        guard answer !== cell else { return }
        if answer.superview !== self, let identifier = answer.reuseIdentifier { cellPool.enqueue(answer, under: identifier) }
        reloadItems(at: [indexPath])
    }
}
