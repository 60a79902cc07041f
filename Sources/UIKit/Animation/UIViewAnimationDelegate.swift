/// The delegate of a `beginAnimations(_:context:)` block, set with `setAnimationDelegate(_:)`.
///
/// UIKit names the delegate's methods with Objective-C selectors (`setAnimationWillStart(_:)`,
/// `setAnimationDidStop(_:)`), which need the Objective-C runtime that Linux lacks. Casement
/// calls these two methods instead, with the arguments those selectors receive: the block's
/// animation ID and context pointer, and whether the animations ran to their end.
@preconcurrency @MainActor
public protocol UIViewAnimationDelegate: AnyObject {
    /// The block's animations are starting.
    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?)
    /// The block's animations have all stopped; `finished` is false if any was removed or
    /// replaced before its end.
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?)
}

extension UIViewAnimationDelegate {
    public func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
    public func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {}
}
