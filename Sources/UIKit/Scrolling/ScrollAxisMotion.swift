import Foundation

/// One axis of a scroll view's motion after a lift, as a function of the time since it (ms): a
/// deceleration, then, where it crosses an edge of the legal range, a bounce back to that edge
/// (or a stop there without `bounces`). It is evaluated afresh each frame, so where the content is
/// depends on the time alone, and the motion ends exactly on `end`.
struct ScrollAxisMotion {
    /// The deceleration from the lift, and how long it runs (nil: until it rests).
    let deceleration: Deceleration
    let decelerationEnd: Double?
    /// The bounce after the deceleration, from `edge`, starting at `decelerationEnd`.
    let bounce: BounceSpring?
    /// Where the motion comes to rest.
    let end: Double

    /// The motion from `offset` (maybe past an edge of `range`) with `velocity` (pt/ms) at rate `rate`.
    /// Content past an edge springs back to it; otherwise it decelerates, bouncing back at an edge
    /// it crosses (stopping there without `bounces`).
    init(from offset: Double, velocity: Double, rate: Double, range: ClosedRange<Double>, bounces: Bool) {
        if !range.contains(offset) {
            let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
            self.init(springFrom: offset, velocity: velocity, edge: edge)
            return
        }
        let deceleration = Deceleration(start: offset, velocity: velocity, rate: rate)
        let edge = deceleration.end < range.lowerBound ? range.lowerBound : range.upperBound
        guard !range.contains(deceleration.end), let crossing = deceleration.time(reaching: edge) else {
            self.init(deceleration: deceleration, until: nil, bounce: nil, end: deceleration.end)
            return
        }
        let bounce = bounces ? BounceSpring(displacement: 0, velocity: deceleration.velocity(at: crossing)) : nil
        self.init(deceleration: deceleration, until: crossing, bounce: bounce, end: edge)
    }

    /// The motion from `offset` that decelerates to rest exactly at `target` (a target the delegate
    /// or paging chose); content past an edge springs back to it first when that is the target.
    init(from offset: Double, to target: Double, rate: Double, range: ClosedRange<Double>) {
        if !range.contains(offset), target == min(max(offset, range.lowerBound), range.upperBound) {
            self.init(springFrom: offset, velocity: 0, edge: target)
            return
        }
        self.init(deceleration: Deceleration(from: offset, to: target, rate: rate), until: nil, bounce: nil, end: target)
    }

    private init(springFrom offset: Double, velocity: Double, edge: Double) {
        self.init(deceleration: Deceleration(start: offset, velocity: 0, rate: 0.5), until: 0,
                  bounce: BounceSpring(displacement: offset - edge, velocity: velocity), end: edge)
    }

    private init(deceleration: Deceleration, until decelerationEnd: Double?, bounce: BounceSpring?, end: Double) {
        self.deceleration = deceleration
        self.decelerationEnd = decelerationEnd
        self.bounce = bounce
        self.end = end
    }

    /// The offset `t` milliseconds after the lift, and whether the motion is over (then it is `end`).
    func sample(at t: Double) -> (offset: Double, isFinished: Bool) {
        guard let decelerationEnd, t >= decelerationEnd else {
            if deceleration.isFinished(at: t) { return (end, true) }
            return (deceleration.offset(at: t), false)
        }
        guard let bounce else { return (end, true) }
        let since = t - decelerationEnd
        if bounce.isSettled(at: since) { return (end, true) }
        return (end + bounce.displacement(at: since), false)
    }
}
