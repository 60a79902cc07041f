import Foundation

/// A basic animation paced by a spring: a mass on a damped spring released toward the end value,
/// solved exactly. Its `duration` cuts it off; `settlingDuration` says how long it takes to settle.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// The speed at release, in distances (from → to) per second; positive toward the end.
    open var initialVelocity: CGFloat = 0

    public required init() { super.init() }

    /// A spring of unit mass that settles in about `perceptualDuration` seconds; `bounce` 0 is
    /// critically damped, up to 1 bouncier, below 0 overdamped.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringMotion(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CASpringAnimation {
            mass = other.mass; stiffness = other.stiffness; damping = other.damping; initialVelocity = other.initialVelocity
        }
    }

    /// How long the spring takes to come to rest (within 0.1% of the distance) with these parameters.
    open var settlingDuration: CFTimeInterval { springMotion?.settlingDuration ?? 0 }

    package override var springMotion: SpringMotion? {
        SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }
}
