import Foundation

/// When an animation shows its values outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = Self(rawValue: "removed")
    public static let forwards = Self(rawValue: "forwards")
    public static let backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both")
}

/// Told when an animation starts and stops.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's animations: timing (CAMediaTiming) and a delegate.
@MainActor
open class CAAnimation {
    /// Seconds one cycle takes (0: the transaction's duration, 0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// When the animation starts, in media time (0: when it is committed).
    open var beginTime: CFTimeInterval = 0
    /// How fast the animation's time runs relative to its layer's.
    open var speed: Float = 1
    /// An offset into the animation's own time.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles run (fractions allowed; 0 means 1; `.infinity` forever).
    open var repeatCount: Float = 0
    /// How long the cycles repeat, instead of a count.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle runs forward then back.
    open var autoreverses = false
    /// What is shown before and after the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the animation is removed from its layer when it ends.
    open var isRemovedOnCompletion = true
    /// The pacing curve (linear when nil).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops (held strongly, as Core Animation does).
    open var delegate: CAAnimationDelegate?

    public required init() {}

    /// A new animation with default values.
    public class func animation() -> Self { Self.init() }

    public required init(copying other: CAAnimation) {
        duration = other.duration; beginTime = other.beginTime; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction; delegate = other.delegate
    }

    /// The timing resolved for a commit at `commitTime` with the transaction's default duration.
    package func resolvedTiming(commitTime: Double, defaultDuration: Double) -> AnimationTiming {
        AnimationTiming(beginTime: beginTime == 0 ? commitTime : beginTime,
                        duration: duration > 0 ? duration : defaultDuration,
                        speed: Double(speed), timeOffset: timeOffset,
                        repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
                        fillsBackwards: fillMode == .backwards || fillMode == .both,
                        fillsForwards: fillMode == .forwards || fillMode == .both || !isRemovedOnCompletion,
                        curve: timingFunction?.curve ?? .linear)
    }

    /// What the render thread needs: for the base class, timing alone (it changes no property).
    package func renderAnimation(commitTime: Double, defaultDuration: Double) -> RenderAnimation? {
        RenderAnimation(keyPath: nil, timing: resolvedTiming(commitTime: commitTime, defaultDuration: defaultDuration))
    }
}

/// An animation of one layer property, named by key path.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property, e.g. "opacity", "position.x", "transform".
    open var keyPath: String?
    /// Whether the value is added to the model value.
    open var isAdditive = false
    /// Whether repeats build on the previous cycle's end.
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAPropertyAnimation {
            keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        }
    }

    public required init() { super.init() }
}

/// An animation between two values: fromValue, toValue and byValue as Core Animation combines them.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CABasicAnimation { fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue }
    }

    package override func renderAnimation(commitTime: Double, defaultDuration: Double) -> RenderAnimation? {
        guard let path = keyPath, let keyPath = AnimatableKeyPath(rawValue: path) else {
            CALayer.report("animation key path \(self.keyPath ?? "nil") is not animatable; the animation changes nothing")
            return super.renderAnimation(commitTime: commitTime, defaultDuration: defaultDuration)
        }
        return RenderAnimation(keyPath: keyPath,
                               from: AnimationValue(fromValue, for: keyPath), to: AnimationValue(toValue, for: keyPath),
                               by: AnimationValue(byValue, for: keyPath), isAdditive: isAdditive,
                               timing: resolvedTiming(commitTime: commitTime, defaultDuration: defaultDuration))
    }
}
