import Foundation

/// Putting cells and header-footer views that left the screen back in their reuse queues.
extension UITableView {
    /// Puts a cell that left the screen back in its queue (a cell without an identifier is dropped).
    func enqueue(_ cell: UITableViewCell) {
        cell.setHighlighted(false, animated: false)
        guard let identifier = cell.reuseIdentifier else { return cell.removeFromSuperview() }
        cellPool.enqueue(cell, under: identifier)
    }

    /// Puts a header or footer view that left the screen back in its queue.
    func enqueue(sectionView view: UIView) {
        view.removeFromSuperview()
        guard let headerFooter = view as? UITableViewHeaderFooterView else { return }
        if headerFooter.madeForTitle {
            titleViewQueue.append(headerFooter)
        } else if let identifier = headerFooter.reuseIdentifier {
            headerFooterPool.enqueue(headerFooter, under: identifier)
        }
    }
}
