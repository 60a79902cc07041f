import Foundation

/// What an animator knows of the transition it animates: the container its views animate in, the
/// controllers and their frames, and how to report progress and the end (Navigation rule 39).
/// UIKit makes these objects; an app only reads them (and a custom interaction controller reports
/// through them).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views animate in.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it now.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style, for presentations (`.none` otherwise).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition includes (always the identity on a desktop).
    var targetTransform: CGAffineTransform { get }

    /// Reports how far an interactive transition has come (0 to 1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition goes on to its end.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition goes back to its start.
    func cancelInteractiveTransition()
    /// Reports that the interaction paused a running transition.
    func pauseInteractiveTransition()
    /// Ends the transition: the animator calls it when its animations end, with whether the
    /// transition completed (`!transitionWasCancelled`).
    func completeTransition(_ didComplete: Bool)

    /// The outgoing (`.from`) or incoming (`.to`) controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The outgoing or incoming view the animator moves (nil where the container keeps it).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is when the transition starts (`.zero` when unknown or not shown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view is when the transition ends (`.zero` when unknown or removed).
    func finalFrame(for vc: UIViewController) -> CGRect
}
