/// An immutable graphics path: a sequence of lines and Bézier curves in one or more subpaths.
///
/// `CGPath` values are immutable and safe to share (`Sendable`). Its subclass `CGMutablePath`
/// inherits that conformance, as on Apple platforms, but must not be mutated while shared.
public class CGPath: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The path's elements and construction state.
    var builder: PathBuilder

    init(builder: PathBuilder) {
        self.builder = builder
    }

    /// Creates a path containing the rectangle `rect`, transformed by `transform`.
    public convenience init(rect: CGRect, transform: CGAffineTransform = .identity) {
        var builder = PathBuilder()
        builder.addRect(rect, transform: transform)
        self.init(builder: builder)
    }

    /// Creates a path containing the rectangle `rect`, transformed by `transform` if it is not nil.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect, transform: transform?.pointee ?? .identity)
    }

    /// Creates a path containing the ellipse inscribed in `rect`, transformed by `transform`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform = .identity) {
        var builder = PathBuilder()
        builder.addEllipse(in: rect, transform: transform)
        self.init(builder: builder)
    }

    /// Creates a path containing the ellipse inscribed in `rect`, transformed by `transform` if it is not nil.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ellipseIn: rect, transform: transform?.pointee ?? .identity)
    }

    /// Creates a path containing a rounded rectangle (corner sizes are clamped to half the rectangle).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        var builder = PathBuilder()
        builder.addRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
        self.init(builder: builder)
    }

    /// Creates a path containing a rounded rectangle, transformed by `transform` if it is not nil.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
    }

    /// The path's elements in internal form (used by `CGContext` to replay it into cairo).
    package var pathElements: [PathElement] { builder.elements }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { builder.elements.isEmpty }

    /// The current point (the end of the last element), or `.zero` for an empty path.
    public var currentPoint: CGPoint { builder.current ?? .zero }

    /// Returns an immutable copy of the path.
    public func copy() -> CGPath? {
        CGPath(builder: builder)
    }

    /// Returns an immutable copy of the path with every point transformed by `transform` (if not nil).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee, !t.isIdentity else { return copy() }
        var transformed = PathBuilder()
        transformed.append(builder.elements, transform: t)
        return CGPath(builder: transformed)
    }

    /// Returns a mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(builder: builder)
    }

    /// Returns a mutable copy of the path with every point transformed by `transform` (if not nil).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee, !t.isIdentity else { return mutableCopy() }
        var transformed = PathBuilder()
        transformed.append(builder.elements, transform: t)
        return CGMutablePath(builder: transformed)
    }

    /// A mutable copy with every subpath traced in the opposite direction.
    package func reversed() -> CGMutablePath {
        CGMutablePath(builder: builder.reversed())
    }

    /// Calls `block` once for each element of the path, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in builder.elements {
            withUnsafePointer(to: element.publicElement) { block($0) }
        }
    }

    /// Two paths are equal when they contain the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.builder.elements == rhs.builder.elements
    }

    /// A textual representation listing the path's elements.
    public var description: String {
        var parts: [String] = []
        for element in builder.elements {
            switch element {
            case .move(let p): parts.append("moveto (\(p.x), \(p.y))")
            case .line(let p): parts.append("lineto (\(p.x), \(p.y))")
            case .quad(let c, let p): parts.append("quadto (\(c.x), \(c.y)) (\(p.x), \(p.y))")
            case .curve(let c1, let c2, let p): parts.append("curveto (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y)) (\(p.x), \(p.y))")
            case .close: parts.append("closepath")
            }
        }
        return "CGPath(\(parts.joined(separator: "; ")))"
    }
}
