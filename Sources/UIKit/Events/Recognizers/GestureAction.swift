/// One action of a recognizer: a method of a weakly held target, or a closure. Swift cannot
/// compare functions, so an action is known by its target alone.
@MainActor
struct GestureAction {
    /// The target, for `removeTarget(_:action:)`; nil for a closure.
    private(set) weak var target: AnyObject?
    /// Whether the action is a closure (`removeTarget` leaves those).
    let isClosure: Bool
    private let perform: @MainActor (UIGestureRecognizer) -> Void

    /// `action` of `target`, taking the recognizer as `Sender` (it is not called with another type).
    init<Target: AnyObject, Sender: UIGestureRecognizer>(target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        self.target = target
        isClosure = false
        perform = { [weak target] recognizer in
            guard let target, let sender = recognizer as? Sender else { return }
            action(target)(sender)
        }
    }

    /// A closure.
    init(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        isClosure = true
        perform = handler
    }

    /// Whether the target is gone (a closure's never is).
    var isOrphaned: Bool { !isClosure && target == nil }

    func send(_ recognizer: UIGestureRecognizer) { perform(recognizer) }
}
