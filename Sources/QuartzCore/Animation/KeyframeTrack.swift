import CoreGraphics
import Foundation

/// A keyframe animation as the render thread evaluates it: values (or a path) at key times, and
/// how to move between them. Everything that does not depend on the frame (paced key times,
/// spline tangents, path lengths) is worked out once, when the animation is committed.
package struct KeyframeTrack: Sendable, Equatable {
    package enum Mode: Sendable, Equatable { case linear, discrete, paced, cubic, cubicPaced }
    package enum Rotation: Sendable, Equatable { case auto, autoReverse }

    package var mode: Mode
    /// The keyframe values (empty when the animation follows a path).
    package private(set) var values: [AnimationValue]
    package private(set) var path: KeyframePath?
    /// When each keyframe (each path vertex) is reached, 0…1; for discrete mode, when each value begins.
    package private(set) var keyTimes: [Double]
    /// The pacing within each segment (empty: linear).
    package private(set) var curves: [TimingCurve]
    /// Spline tangents leaving and entering each value (cubic modes).
    private var outgoing: [AnimationValue] = []
    private var incoming: [AnimationValue] = []
    package var rotation: Rotation?

    /// A track through `values`; nil when there are none.
    package init?(values: [AnimationValue], keyTimes requested: [Double]?, curves: [TimingCurve], mode: Mode,
                  tension: [Double] = [], continuity: [Double] = [], bias: [Double] = []) {
        guard !values.isEmpty else { return nil }
        self.values = values
        self.mode = mode
        self.curves = mode == .paced || mode == .cubicPaced ? [] : curves
        let count = values.count
        switch mode {
        case .paced, .cubicPaced:
            keyTimes = KeyframeTrack.pacedTimes(values)
        case .discrete:
            keyTimes = KeyframeTrack.validTimes(requested, count: count + 1) ?? KeyframeTrack.validTimes(requested, count: count)
                ?? (0..<count).map { Double($0) / Double(count) }
        case .linear, .cubic:
            keyTimes = KeyframeTrack.validTimes(requested, count: count) ?? KeyframeTrack.evenTimes(count)
        }
        if mode == .cubic || mode == .cubicPaced { makeTangents(tension: tension, continuity: continuity, bias: bias) }
    }

    /// A track along `path`; paced modes move at a constant speed along it.
    package init(path: KeyframePath, keyTimes requested: [Double]?, curves: [TimingCurve], mode: Mode, rotation: Rotation?) {
        values = []
        self.path = path
        self.mode = mode == .cubic ? .linear : mode == .cubicPaced ? .paced : mode
        self.rotation = rotation
        let count = path.vertexCount
        self.curves = self.mode == .paced ? [] : curves
        switch self.mode {
        case .paced: keyTimes = []
        case .discrete:
            keyTimes = KeyframeTrack.validTimes(requested, count: count + 1) ?? KeyframeTrack.validTimes(requested, count: count)
                ?? (0..<count).map { Double($0) / Double(count) }
        default: keyTimes = KeyframeTrack.validTimes(requested, count: count) ?? KeyframeTrack.evenTimes(count)
        }
    }

    private static func evenTimes(_ count: Int) -> [Double] {
        count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// `times` when they fit: `count` of them, in 0…1, never decreasing.
    private static func validTimes(_ times: [Double]?, count: Int) -> [Double]? {
        guard let times, times.count == count,
              zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }),
              times.allSatisfy({ $0 >= 0 && $0 <= 1 }) else { return nil }
        return times
    }

    /// Key times proportional to the distance covered, so the value moves at a constant rate.
    private static func pacedTimes(_ values: [AnimationValue]) -> [Double] {
        var distances = [0.0]
        for (a, b) in zip(values, values.dropFirst()) { distances.append(distances[distances.count - 1] + a.distance(to: b)) }
        let total = distances[distances.count - 1]
        guard total > 0 else { return evenTimes(values.count) }
        return distances.map { $0 / total }
    }

    /// Kochanek–Bartels tangents (Catmull–Rom when tension, continuity and bias are zero).
    private mutating func makeTangents(tension: [Double], continuity: [Double], bias: [Double]) {
        guard values.count > 1, values.allSatisfy({ if case .transform = $0 { return false } else { return true } }) else { return }
        for index in values.indices {
            let t = index < tension.count ? tension[index] : 0
            let c = index < continuity.count ? continuity[index] : 0
            let b = index < bias.count ? bias[index] : 0
            let previous = values[max(0, index - 1)], current = values[index], next = values[min(values.count - 1, index + 1)]
            let back = current.subtracting(previous), ahead = next.subtracting(current)
            outgoing.append(back.scaled(by: (1 - t) * (1 + b) * (1 + c) / 2).adding(ahead.scaled(by: (1 - t) * (1 - b) * (1 - c) / 2)))
            incoming.append(back.scaled(by: (1 - t) * (1 + b) * (1 - c) / 2).adding(ahead.scaled(by: (1 - t) * (1 - b) * (1 + c) / 2)))
        }
    }

    /// The first and last values (a cumulative animation adds their difference per cycle).
    package var firstValue: AnimationValue { path.map { .point($0.vertex(0)) } ?? values[0] }
    package var lastValue: AnimationValue { path.map { .point($0.vertex($0.vertexCount - 1)) } ?? values[values.count - 1] }

    /// The segment (from key i to key i + 1) that fraction `f` falls in, and how far along it, paced by its curve.
    private func segment(at f: Double, keyCount: Int) -> (index: Int, u: Double) {
        guard keyCount > 1 else { return (0, 0) }
        if f <= keyTimes[0] { return (0, 0) }
        if f >= keyTimes[keyCount - 1] { return (keyCount - 2, 1) }
        var low = 0, high = keyCount - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if keyTimes[middle] <= f { low = middle } else { high = middle }
        }
        let span = keyTimes[high] - keyTimes[low]
        var u = span > 0 ? (f - keyTimes[low]) / span : 1
        if low < curves.count { u = curves[low].value(at: u) }
        return (low, u)
    }

    /// The index of the discrete value shown at fraction `f` (the last one whose key time has come).
    private func discreteIndex(at f: Double, count: Int) -> Int {
        var index = 0
        while index + 1 < count, keyTimes[index + 1] <= f { index += 1 }
        return index
    }

    /// The value at fraction `f` of the cycle.
    package func value(at f: Double) -> AnimationValue {
        if let path { return .point(location(on: path, at: f).point) }
        if values.count == 1 { return values[0] }
        if mode == .discrete { return values[discreteIndex(at: f, count: values.count)] }
        let (index, u) = segment(at: f, keyCount: values.count)
        let a = values[index], b = values[index + 1]
        guard !outgoing.isEmpty else { return a.interpolated(to: b, fraction: u) }
        // Cubic Hermite between a and b with the precomputed tangents.
        let u2 = u * u, u3 = u2 * u
        return a.scaled(by: 2 * u3 - 3 * u2 + 1)
            .adding(outgoing[index].scaled(by: u3 - 2 * u2 + u))
            .adding(b.scaled(by: -2 * u3 + 3 * u2))
            .adding(incoming[index + 1].scaled(by: u3 - u2))
    }

    /// The rotation `rotationMode` adds at fraction `f`: the path's direction there (nil without one).
    package func rotationAngle(at f: Double) -> Double? {
        guard let rotation, let path else { return nil }
        let location = location(on: path, at: f)
        let angle = path.tangentAngle(segment: location.segment, at: location.t)
        return rotation == .autoReverse ? angle + .pi : angle
    }

    private func location(on path: KeyframePath, at f: Double) -> (point: CGPoint, segment: Int, t: Double) {
        switch mode {
        case .paced, .cubicPaced:
            let (segment, t) = path.location(atLength: max(0, min(1, f)) * path.length)
            return (path.point(segment: segment, at: t), segment, t)
        case .discrete:
            let vertex = discreteIndex(at: f, count: path.vertexCount)
            let segment = min(vertex, path.segments.count - 1)
            return (path.vertex(vertex), segment, vertex == path.segments.count ? 1 : 0)
        case .linear, .cubic:
            let (segment, u) = self.segment(at: f, keyCount: path.vertexCount)
            return (path.point(segment: segment, at: u), segment, u)
        }
    }
}
