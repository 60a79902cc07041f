import Foundation

/// What a transition coordinator tells the code animating along with a transition: the
/// controllers, their views and container, and how far and how interactive the transition is.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style, for presentations (`.none` otherwise).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive; it never changes.
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animator can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition's animation takes.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition has come, 0 to 1.
    var percentComplete: CGFloat { get }
    /// How fast the rest runs once the interaction ends (1: the animation's own pace).
    var completionVelocity: CGFloat { get }
    /// The curve of the rest once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// The outgoing (`.from`) or incoming (`.to`) controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The outgoing or incoming view the transition moves.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition's views animate in.
    var containerView: UIView { get }
    /// The rotation the transition includes (always the identity on a desktop).
    var targetTransform: CGAffineTransform { get }
}
