import Foundation

/// An object that drives a transition from input rather than a clock, e.g. a drag
/// (`UIPercentDrivenInteractiveTransition`) (Navigation rule 39).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition of `transitionContext`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest runs once the interaction ends (optional; 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest once the interaction ends (optional; ease in-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (optional; true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
