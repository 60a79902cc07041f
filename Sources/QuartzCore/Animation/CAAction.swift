import Foundation

/// Something that runs when a layer property changes (an animation, typically). A layer finds it
/// with `action(forKey:)` and runs it with the property's name as `event`.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject` (a `CALayer`).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` is Core Animation's "no action": a delegate or an `actions` entry returns it to stop
/// the search for an action, so the change happens at once.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
