import Foundation

/// Drives a transition by a fraction the app reports, typically from a drag: `update(_:)` scrubs
/// the animator's animations, `finish()` and `cancel()` let them run on to the end or back to the
/// start (Navigation rule 40).
///
/// An animator offering `interruptibleAnimator(using:)` is paused and scrubbed through that
/// animator. Otherwise, as UIKit does, the animations run in the container view's layer with its
/// `speed` 0 and its `timeOffset` scrubbed; finishing resumes the layer's time, cancelling runs it
/// back to 0 frame by frame and then removes the animations (their completions hear `false`).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How far the transition has come, 0 to 1, as last reported.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after `finish()` or `cancel()` (1: the animator's own pace).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest after `finish()` or `cancel()`.
    open var completionCurve = UIView.AnimationCurve.easeInOut
    /// The timing of the rest (an interruptible animator's); nil keeps `completionCurve`.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive.
    open var wantsInteractiveStart = true

    /// The transition being driven, once started.
    private var context: (any UIViewControllerContextTransitioning)?
    /// How the animations are held: through the animator, or through the container layer's time.
    private enum Hold {
        case animator(any UIViewImplicitlyAnimating)
        case layerTime(CALayer, duration: Double)
    }
    private var hold: Hold?
    /// `finish()` (true) or `cancel()` (false) called before the transition started.
    private var pendingOutcome: Bool?
    /// Runs a cancelled layer-time transition back to its start.
    private var rewind: CADisplayLink?

    public init() {}

    /// The transition's duration as its animator gives it (0 before it starts).
    open var duration: CGFloat {
        guard let context = context as? TransitionContext else { return 0 }
        return CGFloat(context.duration)
    }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let casement = transitionContext as? TransitionContext else {
            return Diagnostics.report("UIPercentDrivenInteractiveTransition needs a context UIKit made; the transition is not driven")
        }
        let animator = casement.animator
        let interruptible = animator.interruptibleAnimator(using: casement)
        animator.animateTransition(using: casement)
        if casement.animatorIsInterruptible {
            interruptible.pauseAnimation()
            interruptible.fractionComplete = percentComplete
            hold = .animator(interruptible)
        } else {
            // Committed with the layer's time stopped at 0, the animations begin at local time 0,
            // so a time offset of p × duration shows them p of the way.
            let layer = casement.containerView.layer
            layer.speed = 0
            layer.timeOffset = 0
            CATransaction.flush()
            layer.timeOffset = Double(percentComplete) * casement.duration
            hold = .layerTime(layer, duration: casement.duration)
        }
        if let outcome = pendingOutcome { outcome ? finish() : cancel() }
    }

    /// Shows the transition `percentComplete` (0 to 1) of the way through.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return Diagnostics.report("UIPercentDrivenInteractiveTransition.update(\(percentComplete)): not finite; ignored") }
        self.percentComplete = min(1, max(0, percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
        switch hold {
        case .animator(let animator)?: animator.fractionComplete = self.percentComplete
        case .layerTime(let layer, let duration)?: layer.timeOffset = Double(self.percentComplete) * duration
        case nil: break
        }
    }

    /// Holds the transition where it is, to drive it again.
    open func pause() {
        context?.pauseInteractiveTransition()
        if case .animator(let animator)? = hold { animator.pauseAnimation() }
    }

    /// Lets the transition run on to its end.
    open func finish() {
        guard let context, let hold else { return pendingOutcome = true }
        context.finishInteractiveTransition()
        self.hold = nil
        switch hold {
        case .animator(let animator):
            animator.continueAnimation(withTimingParameters: remainingTiming(of: animator), durationFactor: 1 / max(completionSpeed, 0.01))
        case .layerTime(let layer, _):
            let paused = layer.timeOffset
            layer.speed = Float(max(completionSpeed, 0.01))
            layer.timeOffset = paused
            layer.beginTime = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        }
    }

    /// Lets the transition run back to its start; the animator then completes it as cancelled.
    open func cancel() {
        guard let context, let hold else { return pendingOutcome = false }
        context.cancelInteractiveTransition()
        self.hold = nil
        switch hold {
        case .animator(let animator):
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: remainingTiming(of: animator), durationFactor: 1 / max(completionSpeed, 0.01))
        case .layerTime(let layer, _):
            rewind(layer)
        }
    }

    /// The timing of the rest after the interaction: `timingCurve`, else `completionCurve` for an
    /// animator on a curve; an animator on a spring (the navigation controller's) keeps its spring.
    private func remainingTiming(of animator: any UIViewImplicitlyAnimating) -> (any UITimingCurveProvider)? {
        if let timingCurve { return timingCurve }
        let onSpring = (animator as? UIViewPropertyAnimator)?.timingParameters.map { $0.cubicTimingParameters == nil } ?? false
        return onSpring ? nil : UICubicTimingParameters(animationCurve: completionCurve)
    }

    /// Runs `layer`'s time back to 0 at `completionSpeed`, then removes the animations below it.
    private func rewind(_ layer: CALayer) {
        let speed = Double(max(completionSpeed, 0.01))
        var previous: CFTimeInterval?
        let link = CADisplayLink { [weak self] link in
            let step = previous.map { link.timestamp - $0 } ?? 0
            previous = link.timestamp
            layer.timeOffset = max(0, layer.timeOffset - step * speed)
            guard layer.timeOffset == 0 else { return }
            link.invalidate()
            self?.rewind = nil
            Self.removeAnimations(below: layer)
            layer.speed = 1
        }
        rewind = link
        link.add(to: .main, forMode: .common)
    }

    /// Removes the animations of `layer` and every layer below it.
    private static func removeAnimations(below layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(below: sublayer) }
    }
}
