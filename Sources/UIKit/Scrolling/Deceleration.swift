import Foundation

/// The motion after a fling (Scrolling rules 11, 12): the velocity decays as v·r^t, t in
/// milliseconds, r the deceleration rate, so the offset moves s(t) = v·r·(1 − r^t)/(1 − r) and comes
/// to rest v·r/(1 − r) away: the target the delegate is told, reached by the same formula.
struct Deceleration {
    /// The offset where the motion starts, on one axis.
    let start: Double
    /// The offset's velocity at the start, points per millisecond.
    let velocity: Double
    /// The rate r, strictly between 0 and 1.
    let rate: Double

    /// How close to its end the motion stops and lands on it *(observed: within 0.5 pt)*.
    static let restDistance = 0.5

    /// The deceleration from `start` that comes to rest exactly at `end`.
    init(from start: Double, to end: Double, rate: Double) {
        self.init(start: start, velocity: (end - start) * (1 - rate) / rate, rate: rate)
    }

    init(start: Double, velocity: Double, rate: Double) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
    }

    /// How far the motion goes in all: 499 pt per pt/ms at 0.998, 99 at 0.99.
    var travel: Double { velocity * rate / (1 - rate) }
    /// Where it comes to rest.
    var end: Double { start + travel }

    /// The offset `t` milliseconds after the start.
    func offset(at t: Double) -> Double { end - remaining(at: t) }

    /// The distance left to go at `t` milliseconds.
    func remaining(at t: Double) -> Double { travel * pow(rate, max(0, t)) }

    /// The offset's velocity at `t` milliseconds, points per millisecond (the derivative of `offset`).
    func velocity(at t: Double) -> Double { remaining(at: t) * -log(rate) }

    /// Whether the motion has come within `restDistance` of its end by `t` milliseconds.
    func isFinished(at t: Double) -> Bool { abs(remaining(at: t)) < Self.restDistance }

    /// When the offset passes `position`, in milliseconds; nil when the motion never gets there.
    func time(reaching position: Double) -> Double? {
        guard travel != 0 else { return nil }
        let left = (end - position) / travel
        guard left > 0, left <= 1 else { return nil }
        return log(left) / log(rate)
    }
}
