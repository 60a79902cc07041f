import Foundation

/// Selecting rows by touch, with the delegate's calls in UIKit's order (Scrolling rule 35), and
/// from code, which calls no delegate method.
extension UITableView {
    func setRow(_ indexPath: IndexPath, selected: Bool) {
        if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
        rowCells[indexPath]?.setSelected(selected, animated: false)
    }

    /// Ends the touch's highlight, telling the delegate; the row it was on.
    @discardableResult
    func endHighlight() -> IndexPath? {
        guard let indexPath = highlightedRow else { return nil }
        highlightedRow = nil
        rowCells[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        return indexPath
    }

    /// Deselects a row as a tap does: `willDeselectRowAt` may redirect or keep it.
    func deselectByUser(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
              selectedRows.contains(target) else { return }
        setRow(target, selected: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
