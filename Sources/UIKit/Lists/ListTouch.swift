import Foundation

extension UIScrollView {
    /// The index path and cell under a lone touch that began on the cell itself (a table or
    /// collection view highlights it), or nil: a second finger, a touch between cells or on a view
    /// the cell does not hold does not highlight.
    func touchedCell<Cell: UIView>(_ touches: Set<UITouch>, in cells: [IndexPath: Cell],
                                   at indexPath: (CGPoint) -> IndexPath?) -> (indexPath: IndexPath, cell: Cell)? {
        guard touches.count == 1, let touch = touches.first, let path = indexPath(touch.location(in: self)),
              let cell = cells[path], touch.view.map({ $0.isDescendant(of: cell) }) == true else { return nil }
        return (path, cell)
    }
}
