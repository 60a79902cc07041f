import Foundation

/// Selecting and highlighting items (the state and the cells' looks), for code and touches alike.
extension UICollectionView {
    func setItem(_ indexPath: IndexPath, selected: Bool) {
        if selected { selectedItems.insert(indexPath) } else { selectedItems.remove(indexPath) }
        itemCells[indexPath]?.isSelected = selected
    }

    /// Ends the touch's highlight, telling the delegate.
    func endHighlight() {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        itemCells[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
