import Foundation

/// An object that animates one view controller transition: it puts the incoming view into the
/// context's `containerView`, animates, and calls `completeTransition(_:)` when done
/// (Navigation rules 39 and 40).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition animates, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the transition's animations.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator an interactive transition pauses, scrubs and continues (optional; the same
    /// object for the whole transition).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called once the transition completed (true) or was cancelled (false) (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: the transition is scrubbed through its container layer's time instead.
    /// Swift has no `respondsToSelector:`, so this default notes on Casement's context that the
    /// animator lacks the method, and answers an inactive animator that nothing uses.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        (transitionContext as? TransitionContext)?.animatorIsInterruptible = false
        return UIViewPropertyAnimator(duration: 0, curve: .linear)
    }

    public func animationEnded(_ transitionCompleted: Bool) {}
}
