/// Actions sent to a target, or up the responder chain when the target is nil (Input rule 10). Swift has
/// no selectors: an action is an unapplied method (`EditorView.copy`), and "the first responder that
/// implements the action" is the first one, from the first responder up, that is of the method's type.
extension UIApplication {
    /// Sends `action` (a method taking the sender) to `target`, or, when nil, up the responder chain
    /// from the first responder; with none, from the sender if it is a responder (so a control's
    /// action with a nil target reaches its view controller), else from the key window. Returns
    /// whether a responder handled it; a sender that is not the method's kind is reported, and nothing is sent.
    @discardableResult
    public func sendAction<Target: AnyObject, Sender>(_ action: @escaping (Target) -> (Sender) -> Void, to target: AnyObject?,
                                                      from sender: Any?, for event: UIEvent?) -> Bool {
        guard let sender = sender as? Sender else {
            Diagnostics.report("sendAction: the sender \(sender.map { "\(type(of: $0))" } ?? "nil") is not the \(Sender.self) the action takes; not sent")
            return false
        }
        guard let receiver: Target = actionReceiver(for: target, from: sender) else { return false }
        action(receiver)(sender)
        return true
    }

    /// Sends `action` (a method taking the sender and the event) as `sendAction(_:to:from:for:)`
    /// does; without an event, one with no touches.
    @discardableResult
    public func sendAction<Target: AnyObject, Sender>(_ action: @escaping (Target) -> (Sender, UIEvent) -> Void, to target: AnyObject?,
                                                      from sender: Any?, for event: UIEvent?) -> Bool {
        sendAction({ (target: Target) in { (sender: Sender) in action(target)(sender, event ?? UIEvent()) } }, to: target, from: sender, for: event)
    }

    /// Sends `action` (a method taking nothing) as `sendAction(_:to:from:for:)` does.
    @discardableResult
    public func sendAction<Target: AnyObject>(_ action: @escaping (Target) -> () -> Void, to target: AnyObject?,
                                              from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver: Target = actionReceiver(for: target, from: sender) else { return false }
        action(receiver)()
        return true
    }

    /// Who gets an action of `Target`'s: `target` if it is one (a target of another type is
    /// reported, as UIKit raises for one that does not respond), else the first of the chain.
    private func actionReceiver<Target: AnyObject>(for target: AnyObject?, from sender: Any?) -> Target? {
        if let target {
            guard let receiver = target as? Target else {
                Diagnostics.report("sendAction: \(type(of: target)) has no action of \(Target.self); not sent")
                return nil
            }
            return receiver
        }
        return (UIResponder.firstResponder ?? sender as? UIResponder ?? keyWindow)?.target(forAction: Target.self)
    }
}

extension UIResponder {
    /// The responder, from this one up the chain, that handles actions of `Target`'s methods.
    func target<Target: AnyObject>(forAction _: Target.Type) -> Target? {
        var responder: UIResponder? = self
        while let current = responder {
            if let receiver = current as? Target { return receiver }
            responder = current.next
        }
        return nil
    }
}
