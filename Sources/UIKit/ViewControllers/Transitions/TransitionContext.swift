import Foundation

/// Casement's transition context: one for each animated transition between two controllers. It
/// hands the animator the container, the controllers, their views and frames, and ends the
/// transition once — when the animator calls `completeTransition(_:)` — by telling its owner
/// whether it completed.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated = true
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    /// The object animating this transition.
    let animator: any UIViewControllerAnimatedTransitioning
    /// Whether `animator` offers an interruptible animator; its default `interruptibleAnimator`
    /// clears it when called.
    var animatorIsInterruptible = true

    private let from: UIViewController, to: UIViewController
    /// The views the animator moves: nil for one that stays where it is (a presenter under a custom presentation).
    private let views: (from: UIView?, to: UIView?)
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    private var ended: ((Bool) -> Void)?
    /// The coordinator of code animating along, if the transition has one.
    private let coordinator: TransitionCoordinator?
    /// How far an interaction has reported the transition to be, 0 to 1.
    private(set) var percentComplete: CGFloat = 0

    /// A transition from `from` to `to` in `containerView`, moving `views`, with the controllers'
    /// initial and final frames, and the `coordinator` of code animating along; `ended` hears
    /// whether it completed.
    init(containerView: UIView, from: UIViewController, to: UIViewController, views: (from: UIView?, to: UIView?),
         frames: (from: (CGRect, CGRect), to: (CGRect, CGRect)), animator: any UIViewControllerAnimatedTransitioning,
         presentationStyle: UIModalPresentationStyle = .none, coordinator: TransitionCoordinator? = nil,
         ended: @escaping (Bool) -> Void) {
        self.containerView = containerView
        self.from = from
        self.to = to
        self.views = views
        self.frames = [ObjectIdentifier(from): frames.from, ObjectIdentifier(to): frames.to]
        self.animator = animator
        self.isInteractive = false
        self.presentationStyle = presentationStyle
        self.coordinator = coordinator
        self.ended = ended
    }

    /// Starts the transition: `interaction` drives it when there is one that wants an interactive
    /// start, else the animator runs it.
    func start(drivenBy interaction: (any UIViewControllerInteractiveTransitioning)?) {
        let interactive = interaction?.wantsInteractiveStart ?? false
        coordinator?.start(in: self, interactive: interactive)
        guard let interaction, interactive else { return animator.animateTransition(using: self) }
        isInteractive = true
        interaction.startInteractiveTransition(self)
    }

    /// How long the animator says the transition takes.
    var duration: TimeInterval { animator.transitionDuration(using: self) }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    func finishInteractiveTransition() {
        isInteractive = false
        coordinator?.interactionEnded()
    }
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        coordinator?.interactionEnded()
    }
    func pauseInteractiveTransition() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        guard let ended else {
            return Diagnostics.report("completeTransition(_:) called again for a transition that has ended; ignored")
        }
        self.ended = nil
        // A percent-driven transition may have held the container's time.
        let layer = containerView.layer
        if layer.speed != 1 || layer.timeOffset != 0 || layer.beginTime != 0 {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        animator.animationEnded(didComplete)
        coordinator?.end()
        ended(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: views.from
        case .to: views.to
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }
}
