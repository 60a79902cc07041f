/// The path-construction logic shared by `CGMutablePath` and `CGContext`.
///
/// Arc directions follow Core Graphics: angles are measured from +x towards +y, and
/// `clockwise: false` sweeps towards increasing angles. In Casement's y-down spaces that sweep
/// looks clockwise on screen (an arc from 0 to π/2 with `clockwise: false` passes through the
/// lower-right quadrant), exactly like CG drawing in UIKit's flipped contexts.
struct PathBuilder: Sendable, Equatable {
    /// Magic constant for approximating a quarter circle with one cubic Bézier curve.
    static let kappa: CGFloat = 0.552_284_749_830_793_4

    private(set) var elements: [PathElement] = []
    /// The current point, or nil when there is none (empty path).
    private(set) var current: CGPoint?
    /// The start of the current subpath.
    private(set) var subpathStart: CGPoint?

    init() {}

    /// Starts a builder whose current point is already `current` (used by `CGContext`).
    init(current: CGPoint?) {
        self.current = current
        self.subpathStart = current
    }

    mutating func move(to p: CGPoint) {
        if case .move = elements.last {
            elements[elements.count - 1] = .move(p)
        } else {
            elements.append(.move(p))
        }
        current = p
        subpathStart = p
    }

    mutating func line(to p: CGPoint) {
        guard current != nil else { return }
        elements.append(.line(p))
        current = p
    }

    mutating func quad(to p: CGPoint, control c: CGPoint) {
        guard current != nil else { return }
        elements.append(.quad(c, p))
        current = p
    }

    mutating func curve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        guard current != nil else { return }
        elements.append(.curve(c1, c2, p))
        current = p
    }

    mutating func close() {
        guard current != nil else { return }
        if case .close = elements.last { return }
        elements.append(.close)
        current = subpathStart
    }

    /// Appends already-built elements (for `addPath`).
    mutating func append(_ other: [PathElement], transform t: CGAffineTransform) {
        for element in other {
            switch element.applying(t) {
            case .move(let p): move(to: p)
            case .line(let p): current == nil ? move(to: p) : line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .curve(let c1, let c2, let p): curve(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    mutating func addLines(_ points: [CGPoint], transform t: CGAffineTransform) {
        guard let first = points.first else { return }
        move(to: first.applying(t))
        for p in points.dropFirst() { line(to: p.applying(t)) }
    }

    mutating func addRect(_ rect: CGRect, transform t: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(t))
        line(to: CGPoint(x: r.maxX, y: r.minY).applying(t))
        line(to: CGPoint(x: r.maxX, y: r.maxY).applying(t))
        line(to: CGPoint(x: r.minX, y: r.maxY).applying(t))
        close()
    }

    mutating func addEllipse(in rect: CGRect, transform t: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        let kx = rx * Self.kappa, ky = ry * Self.kappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        move(to: p(cx + rx, cy))
        curve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry))
        curve(to: p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky))
        curve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry))
        curve(to: p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky))
        close()
    }

    /// Adds a closed rectangle whose `corners` are quarter ellipses of `cornerWidth × cornerHeight`
    /// (clamped to half the rectangle), clockwise on screen from the top edge.
    mutating func addRoundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                                 corners: RectCorners = .all, transform t: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let cw = Swift.min(Swift.max(cornerWidth.isNaN ? 0 : cornerWidth, 0), r.width / 2)
        let ch = Swift.min(Swift.max(cornerHeight.isNaN ? 0 : cornerHeight, 0), r.height / 2)
        guard cw > 0, ch > 0, !corners.isEmpty else {
            addRect(r, transform: t)
            return
        }
        let kx = cw * Self.kappa, ky = ch * Self.kappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        let topLeft = corners.contains(.topLeft), topRight = corners.contains(.topRight)
        let bottomLeft = corners.contains(.bottomLeft), bottomRight = corners.contains(.bottomRight)
        move(to: p(r.minX + (topLeft ? cw : 0), r.minY))
        line(to: p(r.maxX - (topRight ? cw : 0), r.minY))
        if topRight {
            curve(to: p(r.maxX, r.minY + ch), control1: p(r.maxX - cw + kx, r.minY), control2: p(r.maxX, r.minY + ch - ky))
        }
        line(to: p(r.maxX, r.maxY - (bottomRight ? ch : 0)))
        if bottomRight {
            curve(to: p(r.maxX - cw, r.maxY), control1: p(r.maxX, r.maxY - ch + ky), control2: p(r.maxX - cw + kx, r.maxY))
        }
        line(to: p(r.minX + (bottomLeft ? cw : 0), r.maxY))
        if bottomLeft {
            curve(to: p(r.minX, r.maxY - ch), control1: p(r.minX + cw - kx, r.maxY), control2: p(r.minX, r.maxY - ch + ky))
        }
        line(to: p(r.minX, r.minY + (topLeft ? ch : 0)))
        if topLeft {
            curve(to: p(r.minX + cw, r.minY), control1: p(r.minX, r.minY + ch - ky), control2: p(r.minX + cw - kx, r.minY))
        }
        close()
    }

    /// The signed sweep of a CG arc: `clockwise == false` goes towards increasing angles.
    ///
    /// A difference of 2π or more in the drawing direction is a full circle; otherwise the
    /// difference is reduced modulo 2π (so equal angles, or 0 → 2π drawn the other way, give no sweep).
    static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let twoPi = 2 * CGFloat.pi
        var difference = clockwise ? start - end : end - start
        if difference >= twoPi {
            difference = twoPi
        } else if difference < 0 {
            difference = difference.truncatingRemainder(dividingBy: twoPi)
            if difference < 0 { difference += twoPi }
        }
        return clockwise ? -difference : difference
    }

    /// Adds an arc of `sweep` radians starting at `startAngle`, joined to the current point by a
    /// line (or starting a subpath when there is none).
    mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform t: CGAffineTransform) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, sweep.isFinite,
              center.x.isFinite, center.y.isFinite else { return }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(Double(angle))), y: center.y + radius * CGFloat(sin(Double(angle))))
        }
        let start = point(startAngle).applying(t)
        if let current {
            if current != start { line(to: start) }
        } else {
            move(to: start)
        }
        guard sweep != 0, radius > 0 else { return }
        let segments = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * CGFloat(tan(Double(step) / 4)) * radius
        for i in 0..<segments {
            let a0 = startAngle + step * CGFloat(i)
            let a1 = i == segments - 1 ? startAngle + sweep : a0 + step
            let p0 = point(a0), p3 = point(a1)
            let c1 = CGPoint(x: p0.x - k * CGFloat(sin(Double(a0))), y: p0.y + k * CGFloat(cos(Double(a0))))
            let c2 = CGPoint(x: p3.x + k * CGFloat(sin(Double(a1))), y: p3.y - k * CGFloat(cos(Double(a1))))
            curve(to: p3.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        }
    }

    mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform t: CGAffineTransform) {
        guard startAngle.isFinite, endAngle.isFinite else { return }
        let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: t)
    }

    /// Adds an arc of `radius` tangent to the lines current point → `p1` and `p1` → `p2`
    /// (PostScript `arct`); degenerate configurations add a line to `p1`.
    mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform t: CGAffineTransform) {
        guard let currentDevice = current else {
            move(to: p1.applying(t))
            return
        }
        guard radius >= 0, radius.isFinite else { return }
        // Work in the untransformed space, where the arc is circular.
        let p0 = t.isInvertible ? currentDevice.applying(t.inverted()) : currentDevice
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            line(to: p1.applying(t))
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = Swift.max(-1, Swift.min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = CGFloat(acos(Double(cosTheta)))  // angle between the two tangent directions
        let tangentDistance = radius / CGFloat(tan(Double(theta) / 2))
        let centerDistance = radius / CGFloat(sin(Double(theta) / 2))
        let t1 = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
        let t2 = CGPoint(x: p1.x + u2.x * tangentDistance, y: p1.y + u2.y * tangentDistance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centerDistance,
                             y: p1.y + bisector.y / bisectorLength * centerDistance)
        let a0 = CGFloat(atan2(Double(t1.y - center.y), Double(t1.x - center.x)))
        let a1 = CGFloat(atan2(Double(t2.y - center.y), Double(t2.x - center.x)))
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: center, radius: radius, startAngle: a0, sweep: sweep, transform: t)
    }
}

/// Which corners of a rectangle are rounded (the bits of UIKit's `UIRectCorner`).
package struct RectCorners: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let topLeft = RectCorners(rawValue: 1 << 0)
    package static let topRight = RectCorners(rawValue: 1 << 1)
    package static let bottomLeft = RectCorners(rawValue: 1 << 2)
    package static let bottomRight = RectCorners(rawValue: 1 << 3)
    package static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
