/// One action of a recognizer or a control: a method of a weakly held target, or a closure. Swift
/// cannot compare functions, so an action is known by its target alone.
@MainActor
struct TargetAction<Sender: AnyObject> {
    /// The target, for `removeTarget`; nil for a closure.
    private(set) weak var target: AnyObject?
    /// Whether the action is a closure (`removeTarget` leaves those).
    let isClosure: Bool
    private let perform: (Sender, UIEvent?) -> Void

    /// `action` of `target`, taking the sender as `Specific` (it is not called with another type).
    init<Target: AnyObject, Specific>(target: Target, action: @escaping (Target) -> (Specific) -> Void) {
        self.init(target: target) { target, sender, _ in
            guard let sender = sender as? Specific else { return }
            action(target)(sender)
        }
    }

    /// `action` of `target`, taking the sender as `Specific` and the event; without one (actions sent
    /// by a call rather than by touches, where UIKit passes nil) an event with no touches.
    init<Target: AnyObject, Specific>(target: Target, action: @escaping (Target) -> (Specific, UIEvent) -> Void) {
        self.init(target: target) { target, sender, event in
            guard let sender = sender as? Specific else { return }
            action(target)(sender, event ?? UIEvent())
        }
    }

    private init<Target: AnyObject>(target: Target, call: @escaping (Target, Sender, UIEvent?) -> Void) {
        self.target = target
        isClosure = false
        perform = { [weak target] sender, event in
            guard let target else { return }
            call(target, sender, event)
        }
    }

    /// A closure.
    init(_ handler: @escaping (Sender) -> Void) {
        isClosure = true
        perform = { sender, _ in handler(sender) }
    }

    /// Whether the target is gone (a closure's never is).
    var isOrphaned: Bool { !isClosure && target == nil }

    func send(_ sender: Sender, with event: UIEvent? = nil) { perform(sender, event) }
}

/// A recognizer's action.
typealias GestureAction = TargetAction<UIGestureRecognizer>
