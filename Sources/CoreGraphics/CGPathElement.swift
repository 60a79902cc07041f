/// The type of a path element.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line from the current point to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve with control point `points[0]`, ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve with control points `points[0]`, `points[1]`, ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a line back to its start.
    case closeSubpath = 4
}

/// One element of a path: a type and its points (control points first, end point last).
///
/// On Apple platforms `points` is a C pointer; here it is an array, so `element.pointee.points[0]`
/// reads the same way inside `applyWithBlock`.
public struct CGPathElement: Sendable, Equatable {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points: 1 for move/line, 2 for quad curves, 3 for cubic curves, 0 for close.
    public var points: [CGPoint]

    /// Creates a path element.
    public init(type: CGPathElementType, points: [CGPoint]) {
        self.type = type
        self.points = points
    }
}

/// The fill rule used to decide which areas of a path are inside it.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding rule.
    case winding = 0
    /// Even-odd rule.
    case evenOdd = 1
}

/// Compact internal storage for path elements.
package enum PathElement: Sendable, Equatable {
    /// Start a new subpath.
    case move(CGPoint)
    /// Line to a point.
    case line(CGPoint)
    /// Quadratic curve: control point, end point.
    case quad(CGPoint, CGPoint)
    /// Cubic curve: two control points, end point.
    case curve(CGPoint, CGPoint, CGPoint)
    /// Close the current subpath.
    case close

    /// The public representation of the element.
    var publicElement: CGPathElement {
        switch self {
        case .move(let p): CGPathElement(type: .moveToPoint, points: [p])
        case .line(let p): CGPathElement(type: .addLineToPoint, points: [p])
        case .quad(let c, let p): CGPathElement(type: .addQuadCurveToPoint, points: [c, p])
        case .curve(let c1, let c2, let p): CGPathElement(type: .addCurveToPoint, points: [c1, c2, p])
        case .close: CGPathElement(type: .closeSubpath, points: [])
        }
    }

    /// The element with every point transformed by `t`.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .curve(let c1, let c2, let p): .curve(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }
}
