import Foundation

/// Casement's transition coordinator: one for each animated transition between two controllers,
/// made before their appearance calls (so `viewWillAppear(_:)` can animate along) and joined by
/// the transition's context when it starts (or, for UIKit's own presentations, by their duration
/// and curve). Animations along run in the context's interruptible animator, so an interactive
/// transition scrubs them too; otherwise in a `UIView` animation of the transition's duration.
/// Completions run when the transition ends, before the controllers' did-callbacks.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    let isAnimated = true
    let targetTransform = CGAffineTransform.identity
    let completionVelocity: CGFloat = 1
    let completionCurve = UIView.AnimationCurve.easeInOut
    private(set) var initiallyInteractive = false
    private let from: UIViewController, to: UIViewController
    /// The controllers whose `transitionCoordinator` this is while it lasts.
    private let controllers: [UIViewController]
    /// What runs the transition, once it started.
    private enum Driver {
        /// A context and its animator.
        case context(TransitionContext)
        /// A view animation of UIKit's own (a presentation) of this duration and curve.
        case animation(duration: TimeInterval, options: UIView.AnimationOptions)
    }
    private var driver: Driver?
    /// The started transition's context, if a context runs it.
    private var context: TransitionContext? {
        if case .context(let context)? = driver { return context }
        return nil
    }
    /// Animations asked for before the transition started.
    private var waiting: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var ended = false

    /// A coordinator of the transition from `from` to `to` in `containerView`, answering
    /// `transitionCoordinator` for `controllers` until it ends.
    init(containerView: UIView, from: UIViewController, to: UIViewController, controllers: [UIViewController],
         presentationStyle: UIModalPresentationStyle = .none) {
        self.containerView = containerView
        self.from = from
        self.to = to
        self.controllers = controllers
        self.presentationStyle = presentationStyle
        for controller in controllers { controller.ownTransitionCoordinator = self }
    }

    var isInterruptible: Bool { context?.animatorIsInterruptible ?? true }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    var transitionDuration: TimeInterval {
        switch driver {
        case .context(let context)?: context.duration
        case .animation(let duration, _)?: duration
        case nil: 0
        }
    }
    var percentComplete: CGFloat { context?.percentComplete ?? 0 }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { context?.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if driver != nil { run(animation) } else { waiting.append(animation) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        guard !ended else { return }
        interactionHandlers.append(handler)
    }

    /// The transition starts in `context` (before its animator runs): the waiting animations join it.
    func start(in context: TransitionContext, interactive: Bool) {
        initiallyInteractive = interactive
        start(.context(context))
    }

    /// UIKit's own transition starts, a view animation of `duration` with `options`: the waiting
    /// animations run beside it.
    func start(duration: TimeInterval, options: UIView.AnimationOptions) {
        start(.animation(duration: duration, options: options))
    }

    private func start(_ driver: Driver) {
        self.driver = driver
        let waiting = self.waiting
        self.waiting = []
        for animation in waiting { run(animation) }
    }

    /// The interaction driving the transition ended (it finishes or is cancelled).
    func interactionEnded() {
        for handler in interactionHandlers { handler(self) }
        interactionHandlers = []
    }

    /// The transition ended: the completions run, and the controllers lose their coordinator.
    func end() {
        guard !ended else { return }
        ended = true
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
        for controller in controllers where controller.ownTransitionCoordinator === self { controller.ownTransitionCoordinator = nil }
    }

    /// Runs `animation` in the context's interruptible animator, else over the transition's duration.
    private func run(_ animation: @escaping Block) {
        var options = UIView.AnimationOptions()
        if case .animation(_, let curve)? = driver { options = curve }
        if let context {
            let animator = context.animator.interruptibleAnimator(using: context)
            if context.animatorIsInterruptible { return animator.addAnimations { animation(self) } }
        }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: options, animations: { animation(self) })
    }
}
