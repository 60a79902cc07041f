import CoreGraphics

/// Cuts a path down to the part between two fractions of its length, as `CAShapeLayer`'s
/// `strokeStart` and `strokeEnd` do: the path's subpaths count as one run, curves stay curves
/// (split exactly at the parameter where the cut falls). Pure, so it is tested alone.
package enum PathTrimming {
    /// One drawing element with its start point: 2 points for a line, 3 for a quad curve, 4 for a cubic one.
    private struct Segment {
        var points: [CGPoint]
        var subpath: Int
        /// The closing line of its subpath (drawn as `closeSubpath` when the whole subpath is kept).
        var closes: Bool
        /// Arc length at evenly spaced parameters 0, 1/n, …, 1.
        var lengths: [CGFloat]
        var length: CGFloat { lengths.last ?? 0 }
    }

    /// The part of `path` from `start` to `end` (fractions of its length, clamped to 0…1).
    package static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let start = min(max(start.isNaN ? 0 : start, 0), 1), end = min(max(end.isNaN ? 1 : end, 0), 1)
        if start <= 0, end >= 1 { return path }
        let result = CGMutablePath()
        guard start < end else { return result }
        let segments = self.segments(of: path)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return result }
        let from = start * total, to = end * total
        var offset: CGFloat = 0
        var previous: (index: Int, reachedEnd: Bool)?
        // Whether a subpath was kept from its very start (only then may it be closed).
        var keptFromStart: Set<Int> = []
        for (index, segment) in segments.enumerated() {
            defer { offset += segment.length }
            let a = max(from - offset, 0), b = min(to - offset, segment.length)
            guard b > a || (segment.length == 0 && from <= offset && offset <= to) else { continue }
            let t0 = segment.length == 0 ? 0 : parameter(at: a, in: segment)
            let t1 = segment.length == 0 ? 1 : parameter(at: b, in: segment)
            let isFirstOfSubpath = index == 0 || segments[index - 1].subpath != segment.subpath
            if isFirstOfSubpath, t0 == 0 { keptFromStart.insert(segment.subpath) }
            let continues = previous.map { $0.index == index - 1 && $0.reachedEnd && !isFirstOfSubpath } ?? false
            let piece = split(segment.points, from: t0, to: t1)
            if !continues { result.move(to: piece[0]) }
            if segment.closes, t1 == 1, keptFromStart.contains(segment.subpath) {
                result.closeSubpath()
            } else {
                append(piece, to: result)
            }
            previous = (index, t1 == 1)
        }
        return result
    }

    // MARK: Segments

    private static func segments(of path: CGPath) -> [Segment] {
        var segments: [Segment] = []
        var current: CGPoint?
        var subpathStart = CGPoint.zero
        var subpath = -1
        func add(_ points: [CGPoint], closes: Bool = false) {
            segments.append(Segment(points: points, subpath: subpath, closes: closes, lengths: lengthTable(points)))
        }
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0]
                subpathStart = e.points[0]
                subpath += 1
            case .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint:
                if current == nil { subpath += 1; subpathStart = e.points[0]; current = e.points[0] }
                add([current!] + e.points)
                current = e.points.last
            case .closeSubpath:
                if let c = current { add([c, subpathStart], closes: true) }
                current = subpathStart
            }
        }
        return segments
    }

    /// Arc lengths along `points`' curve at evenly spaced parameters (one step for a line).
    private static func lengthTable(_ points: [CGPoint]) -> [CGFloat] {
        let steps = points.count == 2 ? 1 : 32
        var lengths: [CGFloat] = [0]
        var last = points[0]
        for i in 1...steps {
            let next = point(on: points, at: CGFloat(i) / CGFloat(steps))
            lengths.append(lengths[i - 1] + hypot(next.x - last.x, next.y - last.y))
            last = next
        }
        return lengths
    }

    /// The curve parameter at arc length `s` from the segment's start.
    private static func parameter(at s: CGFloat, in segment: Segment) -> CGFloat {
        let lengths = segment.lengths
        guard segment.length > 0 else { return s > 0 ? 1 : 0 }
        if s >= segment.length { return 1 }
        let steps = lengths.count - 1
        var i = 0
        while i < steps - 1, lengths[i + 1] < s { i += 1 }
        let span = lengths[i + 1] - lengths[i]
        let within = span > 0 ? (s - lengths[i]) / span : 0
        return (CGFloat(i) + within) / CGFloat(steps)
    }

    // MARK: Bézier curves

    /// The point at parameter `t` of the Bézier curve with control polygon `points` (de Casteljau).
    private static func point(on points: [CGPoint], at t: CGFloat) -> CGPoint {
        var level = points
        while level.count > 1 { level = interpolate(level, at: t) }
        return level[0]
    }

    /// One de Casteljau step: the points `t` of the way along each edge of the polygon.
    private static func interpolate(_ points: [CGPoint], at t: CGFloat) -> [CGPoint] {
        zip(points, points.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
    }

    /// The control polygons of the curve before and after parameter `t`.
    private static func divide(_ points: [CGPoint], at t: CGFloat) -> (before: [CGPoint], after: [CGPoint]) {
        var before = [points[0]], after = [points[points.count - 1]]
        var level = points
        while level.count > 1 {
            level = interpolate(level, at: t)
            before.append(level[0])
            after.insert(level[level.count - 1], at: 0)
        }
        return (before, after)
    }

    /// The control polygon of the part of the curve between parameters `t0` and `t1`.
    private static func split(_ points: [CGPoint], from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
        let head = t1 < 1 ? divide(points, at: t1).before : points
        guard t0 > 0, t1 > 0 else { return head }
        return divide(head, at: t0 / t1).after
    }

    private static func append(_ piece: [CGPoint], to path: CGMutablePath) {
        switch piece.count {
        case 2: path.addLine(to: piece[1])
        case 3: path.addQuadCurve(to: piece[2], control: piece[1])
        default: path.addCurve(to: piece[3], control1: piece[1], control2: piece[2])
        }
    }
}
