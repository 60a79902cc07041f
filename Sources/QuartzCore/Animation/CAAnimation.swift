import Foundation

/// Told when an animation starts and stops, on the main thread.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (at its begin time, after the transaction that added it committed).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed,
    /// replaced by another with the same key, or its layer left the layer tree.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's animations: timing (CAMediaTiming), pacing and a delegate.
/// Layers keep copies of the animations added to them; the delegate hears about those copies.
open class CAAnimation: CAMediaTiming {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the animation is removed from its layer when it ends (otherwise it stays, and
    /// with `fillMode` `.forwards` keeps showing its last value).
    open var isRemovedOnCompletion = true
    /// The pacing of each cycle (linear when nil).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops (held strongly, as Core Animation does).
    open var delegate: CAAnimationDelegate?

    public required init() {}

    /// A new animation with default values.
    public class func animation() -> Self { Self.init() }

    /// A copy of `other`'s settings. Subclasses override it to copy their own (it is what
    /// `copy()` and `CALayer.add(_:forKey:)` use).
    public required init(copying other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction; delegate = other.delegate
    }

    /// A copy of the animation (NSCopying's shape: cast it to the animation's class).
    public func copy() -> Any { type(of: self).init(copying: self) }

    /// What the render thread needs, for an animation committed at `commitTime` (a `beginTime`
    /// of 0 means then) in a transaction whose animation duration is `defaultDuration`, played at
    /// `playbackSpeed` times its own speed (`CASEMENT_ANIMATION_SPEED`: its delay and its active time both
    /// stretch; the main thread's schedule reads the same timing, so completions stretch alike).
    package final func renderAnimation(commitTime: Double, defaultDuration: Double, playbackSpeed: Double = 1) -> RenderAnimation {
        var timing = resolvedTiming(commitTime: commitTime, defaultDuration: defaultDuration)
        if playbackSpeed != 1 {
            timing.beginTime = commitTime + (timing.beginTime - commitTime) / playbackSpeed
            timing.speed *= playbackSpeed
        }
        return RenderAnimation(timing: timing, effect: renderEffect(defaultDuration: defaultDuration))
    }

    /// What the animation does to its layer (nothing, for the base class: it only keeps time).
    package func renderEffect(defaultDuration: Double) -> RenderAnimation.Effect { .none }

    /// The timing in absolute terms; values that make no sense fall back to the defaults.
    private func resolvedTiming(commitTime: Double, defaultDuration: Double) -> AnimationTiming {
        func finite(_ value: Double, or fallback: Double) -> Double { value.isFinite ? value : fallback }
        let count = Double(repeatCount)
        return AnimationTiming(
            beginTime: beginTime == 0 || !beginTime.isFinite ? commitTime : beginTime,
            duration: duration > 0 && duration.isFinite ? duration : defaultDuration,
            speed: finite(Double(speed), or: 1),
            timeOffset: finite(timeOffset, or: 0),
            repeatCount: count.isNaN || count < 0 ? 0 : count,
            repeatDuration: repeatDuration > 0 && !repeatDuration.isNaN ? repeatDuration : 0,
            autoreverses: autoreverses,
            fillsBackwards: fillMode == .backwards || fillMode == .both,
            fillsForwards: fillMode == .forwards || fillMode == .both,
            curve: timingFunction?.curve ?? .linear)
    }
}
