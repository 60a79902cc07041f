/// A path of lines and curves with the line and fill settings to draw it, over a `CGMutablePath`.
///
/// Angles and `clockwise` are as seen on screen in UIKit's y-down coordinates: an arc from 0 to
/// π/2 with `clockwise: true` runs from 3 o'clock down to 6 o'clock.
open class UIBezierPath: NSObject, NSCopying {
    private var path: CGMutablePath

    /// The stroke width in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How stroked ends are drawn (`.butt` by default).
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked corners are drawn (`.miter` by default).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest a mitered corner may be, in line widths, before it is bevelled (10 by default).
    open var miterLimit: CGFloat = 10
    /// How far, in pixels, the drawn segments may stray from true curves (0.6 by default).
    open var flatness: CGFloat = 0.6
    /// Whether filling and clipping use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    /// The dash pattern (empty: solid) and the distance into it where stroking starts.
    private(set) var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// Creates an empty path.
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// Creates a path holding a copy of `cgPath`.
    public init(cgPath: CGPath) {
        path = cgPath.mutableCopy() ?? CGMutablePath()
        super.init()
    }

    /// Creates a closed rectangular path, clockwise on screen from the top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates a closed oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a rectangle with all corners rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Creates a rectangle with only `corners` rounded, each a quarter oval of `cornerRadii`
    /// (clamped to half the rectangle's width and height).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height, corners: corners.rectCorners)
    }

    /// Creates an open circular arc (angles in radians from +x; see the type's note on `clockwise`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of the path's geometry; setting it replaces the geometry and keeps the drawing settings.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .null) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line from the current point (ignored when there is none).
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc, joined to the current point by a line if there is one.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // On a y-down screen, CG's counter-clockwise (increasing angles) looks clockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every point, leaving an empty path (the drawing settings stay).
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends the subpaths of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// A new path tracing every subpath in the opposite direction, with the same drawing settings.
    open func reversing() -> UIBezierPath {
        let reversed = copy() as! UIBezierPath
        reversed.path = path.reversed()
        return reversed
    }

    // MARK: Inspecting

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point, control points included; `.null` when empty.
    open var bounds: CGRect { path.boundingBox }

    /// The end of the last element (`.zero` for an empty path).
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path under its fill rule (open subpaths count as closed).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: fillRule)
    }

    /// The rule `fill()`, `addClip()` and `contains(_:)` use.
    var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    // MARK: Dashes

    /// Sets the dash pattern from `count` lengths at `pattern` (nil or a count of 0: solid lines).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = ([], 0)
            return
        }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Reads the dash pattern: the lengths into `pattern` (which must hold them), their number into
    /// `count`, and the phase into `phase`; each may be nil.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dash.pattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }

    // MARK: NSCopying

    /// A copy with the same geometry and drawing settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dash = dash
        return copy
    }

    /// The path's elements, as `CGPath` describes them.
    open override var description: String { path.description }
}
