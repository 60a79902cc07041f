/// How fast a continuous gesture's measure changes (a pan's position, a pinch's spread, a rotation's
/// angle), smoothed: the change over the last `gestureVelocitySpan` seconds of samples, so one
/// frame's jitter does not show and a finger that paused before lifting has a velocity near zero.
struct GestureVelocity<Value> {
    /// The samples kept: the newest one at least `gestureVelocitySpan` old, and every one after it.
    private var samples: [(time: Double, value: Value)] = []

    /// Adds the measure at `time` (media time), forgetting the samples too old to matter.
    mutating func add(_ value: Value, at time: Double) {
        samples.append((time, value))
        // A nanosecond of slack: two timestamps a whole span apart, far from the clock's zero, may
        // differ by a rounding error either way (a test's rotation velocity depended on the process's age).
        if let newestOld = samples.lastIndex(where: { $0.time <= time - gestureVelocitySpan + 1e-9 }) {
            samples.removeFirst(newestOld)
        }
    }

    /// The change the velocity is measured on: the oldest kept measure, the newest, and the seconds
    /// between them; nil until two samples apart in time.
    var change: (from: Value, to: Value, seconds: Double)? {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
        return (first.value, last.value, last.time - first.time)
    }

    /// Forgets every sample (the gesture is over).
    mutating func removeAll() { samples = [] }
}

/// The seconds a gesture's velocity is taken over: several frames of motion (six at 60 Hz), short
/// enough to follow the last moment of a flick.
let gestureVelocitySpan = 0.1
