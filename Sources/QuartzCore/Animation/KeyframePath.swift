import CoreGraphics
import Foundation

/// A `CGPath` prepared for a keyframe animation to travel: its pieces as cubic Bézier curves (lines
/// and quadratic curves raised to cubics) with arc-length tables, so a frame finds its point by a
/// search and a few multiplications, without allocating.
package struct KeyframePath: Sendable, Equatable {
    /// One piece from a vertex to the next. A move inside the path is a jump: zero length, no curve.
    package struct Segment: Sendable, Equatable {
        var p0: SIMD2<Double>, p1: SIMD2<Double>, p2: SIMD2<Double>, p3: SIMD2<Double>
        var isJump = false
        /// Arc length at parameters 0, 1/n, …, 1.
        var lengths: [Double] = [0]
        var length: Double { lengths[lengths.count - 1] }
    }

    package private(set) var segments: [Segment] = []
    /// The arc length before each segment.
    private var offsets: [Double] = []
    package private(set) var length = 0.0

    /// The pieces of `path`; nil when it has none (an empty path, or only moves).
    package init?(_ path: CGPath) {
        var current: SIMD2<Double>?
        var subpathStart = SIMD2<Double>(0, 0)
        for element in path.pathElements {
            switch element {
            case .move(let p):
                let point = KeyframePath.vector(p)
                if let from = current, !segments.isEmpty {
                    segments.append(Segment(p0: from, p1: from, p2: point, p3: point, isJump: true))
                }
                current = point
                subpathStart = point
            case .line(let p):
                let from = current ?? KeyframePath.vector(p), to = KeyframePath.vector(p)
                segments.append(KeyframePath.line(from, to))
                current = to
            case .quad(let c, let p):
                let from = current ?? KeyframePath.vector(c), control = KeyframePath.vector(c), to = KeyframePath.vector(p)
                segments.append(KeyframePath.curve(from, from + (control - from) * (2.0 / 3), to + (control - to) * (2.0 / 3), to))
                current = to
            case .curve(let c1, let c2, let p):
                let from = current ?? KeyframePath.vector(c1)
                segments.append(KeyframePath.curve(from, KeyframePath.vector(c1), KeyframePath.vector(c2), KeyframePath.vector(p)))
                current = KeyframePath.vector(p)
            case .close:
                if let from = current, from != subpathStart { segments.append(KeyframePath.line(from, subpathStart)) }
                current = subpathStart
            }
        }
        guard !segments.isEmpty else { return nil }
        for segment in segments {
            offsets.append(length)
            length += segment.length
        }
    }

    private static func vector(_ p: CGPoint) -> SIMD2<Double> { SIMD2(Double(p.x), Double(p.y)) }

    private static func line(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Segment {
        var segment = Segment(p0: a, p1: a + (b - a) / 3, p2: a + (b - a) * (2.0 / 3), p3: b)
        segment.lengths = [0, KeyframePath.distance(a, b)]
        return segment
    }

    private static func curve(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>) -> Segment {
        var segment = Segment(p0: a, p1: b, p2: c, p3: d)
        let steps = 48
        var previous = a
        for step in 1...steps {
            let next = segment.point(at: Double(step) / Double(steps))
            segment.lengths.append(segment.lengths[step - 1] + KeyframePath.distance(previous, next))
            previous = next
        }
        return segment
    }

    private static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { (((b - a) * (b - a)).sum()).squareRoot() }

    /// The number of vertices (segment ends), which linear keyframe times refer to.
    package var vertexCount: Int { segments.count + 1 }

    /// The point at parameter `t` of segment `index`.
    package func point(segment index: Int, at t: Double) -> CGPoint {
        let p = segments[index].point(at: t)
        return CGPoint(x: p.x, y: p.y)
    }

    /// The vertex `index` (0: the path's start, `vertexCount − 1`: its end).
    package func vertex(_ index: Int) -> CGPoint {
        index < segments.count ? point(segment: index, at: 0) : point(segment: segments.count - 1, at: 1)
    }

    /// The direction of travel at parameter `t` of segment `index`, as an angle from the x axis.
    package func tangentAngle(segment index: Int, at t: Double) -> Double {
        var d = segments[index].derivative(at: t)
        if d == .zero { d = segments[index].p3 - segments[index].p0 }
        return atan2(d.y, d.x)
    }

    /// The segment and parameter at arc length `s` from the start (clamped to the path).
    package func location(atLength s: Double) -> (segment: Int, t: Double) {
        guard s > 0 else { return (0, 0) }
        guard s < length else { return (segments.count - 1, 1) }
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= s { low = middle } else { high = middle - 1 }
        }
        return (low, segments[low].parameter(atLength: s - offsets[low]))
    }
}

extension KeyframePath.Segment {
    func point(at t: Double) -> SIMD2<Double> {
        let u = 1 - t
        return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    func derivative(at t: Double) -> SIMD2<Double> {
        let u = 1 - t
        return (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
    }

    /// The parameter at arc length `s` along the segment, from its length table.
    func parameter(atLength s: Double) -> Double {
        guard length > 0 else { return isJump ? 1 : 0 }
        let steps = lengths.count - 1
        var low = 0, high = steps
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] <= s { low = middle } else { high = middle }
        }
        let span = lengths[high] - lengths[low]
        let within = span > 0 ? (s - lengths[low]) / span : 0
        return min(1, (Double(low) + within) / Double(steps))
    }
}
