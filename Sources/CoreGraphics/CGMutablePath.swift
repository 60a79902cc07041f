/// A mutable graphics path. Not safe to mutate while shared between threads.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    public init() {
        super.init(builder: PathBuilder())
    }

    override init(builder: PathBuilder) {
        super.init(builder: builder)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.move(to: point.applying(transform))
    }

    /// Adds a straight line from the current point to `point` (ignored when there is no current point).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.line(to: point.applying(transform))
    }

    /// Starts a new subpath at the first point and adds lines through the remaining points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        builder.addLines(points, transform: transform)
    }

    /// Adds a quadratic Bézier curve from the current point to `end` with the given control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        builder.quad(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic Bézier curve from the current point to `end` with the given control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        builder.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// Adds a circular arc; `clockwise: false` sweeps towards increasing angles (clockwise on a y-down screen).
    ///
    /// A line joins the current point to the arc's start; with no current point a subpath starts there.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        builder.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: transform)
    }

    /// Adds an arc of `delta` radians starting at `startAngle` (positive deltas sweep towards increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        builder.addArc(center: center, radius: radius, startAngle: startAngle, sweep: delta, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and the line
    /// from `tangent1End` to `tangent2End`, preceded by a straight line to the first tangent point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        builder.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Adds a closed rectangular subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        builder.addRect(rect, transform: transform)
    }

    /// Adds one closed rectangular subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { builder.addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        builder.addEllipse(in: rect, transform: transform)
    }

    /// Adds a closed rounded rectangle (corner sizes are clamped to half the rectangle).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        builder.addRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    }

    /// Adds a closed rectangle with only `corners` rounded by `cornerWidth × cornerHeight` (for UIKit's
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
    package func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, corners: RectCorners) {
        builder.addRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, corners: corners, transform: .identity)
    }

    /// Appends the elements of `path`, transformed by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        builder.append(path.builder.elements, transform: transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        builder.close()
    }
}
