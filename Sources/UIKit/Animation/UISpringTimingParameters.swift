import Foundation

/// A property animator's pacing as a damped spring: a damping ratio that settles within the
/// animator's duration, or a mass, stiffness and damping that set the duration themselves.
open class UISpringTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    /// The speed at the start, in distances per second (1 covers the change in one second);
    /// animators of one value use `dx`.
    public let initialVelocity: CGVector
    /// The damping ratio (1 settles without overshoot), when the spring was made from one.
    let dampingRatio: CGFloat?
    /// Mass, stiffness and damping, when the spring was made from them.
    let physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// UIKit's default spring: critically damped, from rest.
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    /// A spring with `ratio` (1 settles without overshoot, smaller values oscillate), from rest.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with `ratio`, starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physics = nil
        initialVelocity = velocity
    }

    /// A mass on a spring: the animation lasts as long as the spring takes to settle, whatever
    /// duration the animator was given.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physics = (mass, stiffness, damping)
        initialVelocity = velocity
    }

    /// A spring that settles in about `duration` seconds; `bounce` 0 is critically damped, up to 1 bouncier.
    public convenience init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero) {
        let spring = SpringMotion(perceptualDuration: duration, bounce: Double(bounce))
        self.init(mass: 1, stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping), initialVelocity: velocity)
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
