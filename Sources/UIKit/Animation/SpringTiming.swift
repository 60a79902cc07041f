import Foundation

/// The damped spring behind `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
/// UIKit's damping ratio and duration turned into Core Animation's mass, stiffness and damping.
/// The mass is 1 and the stiffness is chosen so the oscillation's envelope has decayed to
/// 1/1500 of the distance (well under a point for on-screen distances) when the duration ends,
/// so the animation can stop there without a visible jump.
struct SpringTiming: Equatable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    /// In distances per second: 1 covers the whole distance in one second (UIKit's unit).
    let initialVelocity: Double

    /// The decay of the envelope at the end of the duration.
    static let residualFraction = 1.0 / 1500

    init(duration: TimeInterval, dampingRatio: CGFloat, initialVelocity: CGFloat) {
        // Ratios outside 0…1 are clamped: 0 would never settle, above 1 UIKit behaves as 1.
        let ratio = min(1, max(0.01, Double(dampingRatio.isFinite ? dampingRatio : 1)))
        let naturalFrequency = -log(SpringTiming.residualFraction) / (ratio * max(duration, 1e-3))
        mass = 1
        stiffness = naturalFrequency * naturalFrequency
        damping = 2 * ratio * naturalFrequency
        self.initialVelocity = initialVelocity.isFinite ? Double(initialVelocity) : 0
    }

    /// Sets `animation`'s spring parameters, and its duration to the block's.
    @MainActor
    func configure(_ animation: CASpringAnimation, duration: TimeInterval) {
        animation.mass = CGFloat(mass)
        animation.stiffness = CGFloat(stiffness)
        animation.damping = CGFloat(damping)
        animation.initialVelocity = CGFloat(initialVelocity)
        animation.duration = duration
    }
}
