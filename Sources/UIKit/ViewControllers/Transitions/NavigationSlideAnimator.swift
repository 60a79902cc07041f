import Foundation

/// The navigation controller's own push and pop (Navigation rule 20): the top view slides in
/// from (or out to) the right edge over the underlying view, which moves a third of the way less
/// (parallax) under a black dimming, on the navigation spring. Its property animator is
/// interruptible, so the interactive pop scrubs the same animation.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation
    private var animator: UIViewPropertyAnimator?

    init(_ operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        NavigationTransition.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let animator = makeAnimator(transitionContext)
        self.animator = animator
        return animator
    }

    /// Places the views at the slide's start and animates them to its end; at the end (or back at
    /// the start, when cancelled) the dimming goes and the context completes.
    private func makeAnimator(_ context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let container = context.containerView
        let animator = UIViewPropertyAnimator(duration: NavigationTransition.duration, timingParameters: NavigationTransition.timing)
        guard let incoming = context.view(forKey: .to), let outgoing = context.view(forKey: .from) else {
            animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
            return animator
        }
        let isPush = operation == .push
        if isPush { container.addSubview(incoming) } else { container.insertSubview(incoming, belowSubview: outgoing) }
        let width = container.bounds.width
        let parallax = -CGFloat(NavigationTransition.parallax) * width
        let (top, under) = isPush ? (incoming, outgoing) : (outgoing, incoming)
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        container.insertSubview(dimming, belowSubview: top)
        let covered = CGFloat(NavigationTransition.dimming)
        UIView.performWithoutAnimation {
            top.frame.origin.x = isPush ? width : 0
            under.frame.origin.x = isPush ? 0 : parallax
            dimming.alpha = isPush ? 0 : covered
        }
        animator.addAnimations {
            top.frame.origin.x = isPush ? 0 : width
            under.frame.origin.x = isPush ? parallax : 0
            dimming.alpha = isPush ? covered : 0
        }
        animator.addCompletion { _ in
            dimming.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }
}
