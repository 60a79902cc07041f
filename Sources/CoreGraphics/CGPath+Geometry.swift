extension CGPath {
    /// The smallest rectangle containing every point of the path, including Bézier control points;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var bounds = BoundsAccumulator()
        for element in builder.elements {
            switch element {
            case .move(let p), .line(let p): bounds.add(p)
            case .quad(let c, let p): bounds.add(c); bounds.add(p)
            case .curve(let c1, let c2, let p): bounds.add(c1); bounds.add(c2); bounds.add(p)
            case .close: break
            }
        }
        return bounds.rect
    }

    /// The smallest rectangle containing the path itself (curve extrema, not control points);
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var bounds = BoundsAccumulator()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in builder.elements {
            switch element {
            case .move(let p):
                bounds.add(p)
                current = p
                start = p
            case .line(let p):
                bounds.add(p)
                current = p
            case .quad(let c, let p):
                bounds.add(p)
                for axis in 0..<2 {
                    let a0 = axis == 0 ? current.x : current.y
                    let a1 = axis == 0 ? c.x : c.y
                    let a2 = axis == 0 ? p.x : p.y
                    let denominator = a0 - 2 * a1 + a2
                    if denominator != 0 {
                        let t = (a0 - a1) / denominator
                        if t > 0, t < 1 { bounds.add(Self.quadPoint(current, c, p, t)) }
                    }
                }
                current = p
            case .curve(let c1, let c2, let p):
                bounds.add(p)
                for t in Self.cubicExtrema(current, c1, c2, p) {
                    bounds.add(Self.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close:
                current = start
            }
        }
        return bounds.rect
    }

    /// Whether `point` (first transformed by `transform`) is inside the path under `rule`.
    /// Open subpaths are treated as implicitly closed, as when filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        var winding = 0
        var crossings = 0
        func edge(_ a: CGPoint, _ b: CGPoint) {
            // Half-open rule on y so shared vertices are counted once.
            if a.y <= p.y {
                if b.y > p.y, Self.isLeft(a, b, p) > 0 { winding += 1; crossings += 1 }
            } else if b.y <= p.y, Self.isLeft(a, b, p) < 0 {
                winding -= 1
                crossings += 1
            }
        }
        forEachFlattenedEdge(edge)
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// Calls `body` for every edge of the flattened, implicitly closed path.
    package func forEachFlattenedEdge(_ body: (CGPoint, CGPoint) -> Void) {
        let steps = 24
        var current: CGPoint?
        var start = CGPoint.zero
        func closeSubpath() {
            if let c = current, c != start { body(c, start) }
        }
        for element in builder.elements {
            switch element {
            case .move(let p):
                closeSubpath()
                current = p
                start = p
            case .line(let p):
                if let c = current { body(c, p) }
                current = p
            case .quad(let control, let p):
                if let c = current {
                    var previous = c
                    for i in 1...steps {
                        let next = i == steps ? p : Self.quadPoint(c, control, p, CGFloat(i) / CGFloat(steps))
                        body(previous, next)
                        previous = next
                    }
                }
                current = p
            case .curve(let c1, let c2, let p):
                if let c = current {
                    var previous = c
                    for i in 1...steps {
                        let next = i == steps ? p : Self.cubicPoint(c, c1, c2, p, CGFloat(i) / CGFloat(steps))
                        body(previous, next)
                        previous = next
                    }
                }
                current = p
            case .close:
                closeSubpath()
                current = start
            }
        }
        closeSubpath()
    }

    /// Twice the signed area of triangle (a, b, p): positive when p is left of a→b (y up).
    private static func isLeft(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let mt = 1 - t
        return CGPoint(x: mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x,
                       y: mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Parameters in (0, 1) where the cubic's derivative is zero on either axis.
    static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for axis in 0..<2 {
            let v0 = axis == 0 ? p0.x : p0.y, v1 = axis == 0 ? p1.x : p1.y
            let v2 = axis == 0 ? p2.x : p2.y, v3 = axis == 0 ? p3.x : p3.y
            // Derivative / 3 = a t² + b t + c.
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            if abs(a) < 1e-12 {
                if b != 0 { result.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    result.append((-b + root) / (2 * a))
                    result.append((-b - root) / (2 * a))
                }
            }
        }
        return result.filter { $0 > 0 && $0 < 1 }
    }
}

/// Accumulates the bounding rectangle of a set of points.
struct BoundsAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    /// The accumulated rectangle, or `CGRect.null` when no point was added.
    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
