import Foundation

/// The spring that brings content past an edge back to it (Scrolling rule 13): critically
/// damped, mass 1, stiffness 100 (ω = 10 rad/s), so 100 pt comes within 0.5 pt in about 0.75 s.
/// The displacement from the edge follows x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω·t).
struct BounceSpring {
    /// The displacement from the edge at the start, points (positive past the maximum edge).
    let displacement: Double
    /// The velocity at the start, points per millisecond.
    let velocity: Double

    /// ω, per millisecond: 10 rad/s *(observed)*.
    static let angularFrequency = 0.01
    /// How close to the edge the spring stops, heading back *(the deceleration's rest distance)*.
    static let restDistance = Deceleration.restDistance

    /// The displacement `t` milliseconds after the start.
    func displacement(at t: Double) -> Double {
        let w = Self.angularFrequency
        return (displacement + (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// The velocity at `t` milliseconds, points per millisecond.
    func velocity(at t: Double) -> Double {
        let w = Self.angularFrequency
        return (velocity - w * (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// Whether the content has come back within `restDistance` of the edge by `t` milliseconds:
    /// near it and not heading away (a spring started at the edge moving out has not settled).
    func isSettled(at t: Double) -> Bool {
        let x = displacement(at: t), v = velocity(at: t)
        if t <= 0 { return abs(x) < Self.restDistance && x * v <= 0 && !(x == 0 && v != 0) }
        return abs(x) < Self.restDistance && x * v <= 0
    }
}
