/// The presses delivered together: the application has one, kept from key to key. A call to
/// `pressesBegan`… gets the presses of its phase; `allPresses` has every key held.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses held, and those ending in this delivery.
    var pressList: [UIPress] = []

    public override init() {
        super.init()
        type = .presses
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses `gesture` handles: none, as Casement's recognizers take no presses.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }

    override var windowsInvolved: [UIWindow] { pressList.compactMap(\.window) }
}
