import Foundation

/// A view a list queues for reuse: table cells, header-footer views, collection view cells and
/// supplementary views.
@MainActor
protocol ReusableView: UIView {
    /// Resets what the view's previous place left, just before it is handed out again.
    func prepareForReuse()
}

/// The views of a table or collection view waiting for reuse, and how to make new ones, by key
/// (a reuse identifier, with a collection view's supplementary views also by kind): a view leaving
/// the screen goes to its key's queue; a dequeue takes the last one queued (last in, first out,
/// Scrolling rule 28), else makes one from the registration.
struct ReusePool<Key: Hashable, View: ReusableView> {
    private var makers: [Key: @MainActor () -> View] = [:]
    private var queues: [Key: [View]] = [:]
    /// A view on screen the next dequeue of its key returns as it is, without `prepareForReuse`:
    /// the cell whose data source configures it again in place (`reconfigureRows`, `reconfigureItems`).
    private var lent: (key: Key, view: View)?

    /// Makes views for `key` with `make` from now on; nil forgets the registration.
    mutating func register(_ key: Key, _ make: (@MainActor () -> View)?) {
        makers[key] = make
    }

    /// Whether views can be made for `key`.
    func isRegistered(_ key: Key) -> Bool { makers[key] != nil }

    /// The last view queued under `key` (after its `prepareForReuse`), else a new one from the
    /// registration, else nil.
    @MainActor
    mutating func dequeue(_ key: Key) -> View? {
        if let lent, lent.key == key {
            self.lent = nil
            return lent.view
        }
        if let view = queues[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return makers[key]?()
    }

    /// Lends `view` to the next dequeue of `key`, until `endLoan()`.
    mutating func lend(_ view: View, under key: Key) {
        lent = (key, view)
    }

    /// Ends a loan, whether or not a dequeue took the view.
    mutating func endLoan() {
        lent = nil
    }

    /// Takes `view` off the screen into `key`'s queue.
    @MainActor
    mutating func enqueue(_ view: View, under key: Key) {
        view.removeFromSuperview()
        queues[key, default: []].append(view)
    }
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}
extension UICollectionReusableView: ReusableView {}
