import Foundation

/// A damped harmonic oscillator released from the start value toward the end value, solved in
/// closed form: the fraction of the way travelled after t seconds (it overshoots when underdamped).
package struct SpringMotion: Sendable, Equatable {
    package var mass: Double
    package var stiffness: Double
    package var damping: Double
    /// The speed at release, in fractions of the distance per second (positive: toward the end).
    package var initialVelocity: Double

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        // Keep the physics defined: no zero or negative mass or stiffness, no negative damping.
        self.mass = mass > 0 && mass.isFinite ? mass : 1
        self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        self.damping = damping >= 0 && damping.isFinite ? damping : 0
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A spring of unit mass that settles in about `perceptualDuration` seconds, from rest;
    /// `bounce` 0 is critically damped, up to 1 bouncier, below 0 overdamped.
    package init(perceptualDuration: Double, bounce: Double) {
        let period = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        let bounce = bounce.isFinite ? Swift.max(-0.99, Swift.min(0.99, bounce)) : 0
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(mass: 1, stiffness: (2 * Double.pi / period) * (2 * Double.pi / period),
                  damping: 4 * Double.pi * dampingRatio / period, initialVelocity: 0)
    }

    private var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    private var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The fraction travelled at time `t` (0 at release, settling at 1).
    package func fraction(at t: Double) -> Double {
        1 - displacement(at: max(0, t))
    }

    /// The remaining displacement from the end, as a fraction of the distance (1 at release).
    private func displacement(at t: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / damped
            return exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - v0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// A bound on |displacement| from `t` on that only decreases (the envelope of the motion).
    private func envelope(at t: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / damped
            return exp(-zeta * omega * t) * (1 + b * b).squareRoot()
        }
        if zeta == 1 { return exp(-omega * t) * (1 + abs(omega - v0) * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return abs(1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }

    /// How long until the motion stays within 0.1% of the distance from the end.
    package var settlingDuration: Double {
        let tolerance = 0.001
        // The critically damped envelope rises before it falls; search from its peak.
        var low = dampingRatio == 1 ? max(0, 1 / naturalFrequency - 1 / max(abs(naturalFrequency - initialVelocity), 1e-9)) : 0
        if envelope(at: low) < tolerance { return low }
        var high = max(low, 0.001) * 2
        while envelope(at: high) >= tolerance, high < 1e6 { low = high; high *= 2 }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if envelope(at: middle) >= tolerance { low = middle } else { high = middle }
        }
        return high
    }
}
