internal import CCairo

extension CGContext {
    // MARK: Path construction (user space; the path is not part of the graphics state)

    /// The current point in user space, or nil when the path is empty.
    var cairoCurrentPoint: CGPoint? {
        let cr = backing.context
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Runs `build` on a path builder seeded with the current point and appends the result to cairo's path.
    func buildPath(_ build: (inout PathBuilder) -> Void) {
        guard canDraw else { return }
        var builder = PathBuilder(current: cairoCurrentPoint)
        build(&builder)
        replay(builder.elements)
    }

    /// Appends path elements (in user space) to cairo's current path.
    func replay(_ elements: [PathElement]) {
        let cr = backing.context
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
            case .quad(let c, let p):
                let p0 = cairoCurrentPoint ?? c
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .curve(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// Discards the current path and starts a new, empty one.
    public func beginPath() {
        cairo_new_path(backing.context)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        buildPath { $0.move(to: point) }
    }

    /// Adds a line from the current point to `point` (ignored when there is no current point).
    public func addLine(to point: CGPoint) {
        buildPath { $0.line(to: point) }
    }

    /// Starts a subpath at the first point and adds lines through the others.
    public func addLines(between points: [CGPoint]) {
        buildPath { $0.addLines(points, transform: .identity) }
    }

    /// Adds a closed rectangular subpath.
    public func addRect(_ rect: CGRect) {
        buildPath { $0.addRect(rect, transform: .identity) }
    }

    /// Adds one closed rectangular subpath per rectangle.
    public func addRects(_ rects: [CGRect]) {
        buildPath { builder in
            for rect in rects { builder.addRect(rect, transform: .identity) }
        }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        buildPath { $0.addEllipse(in: rect, transform: .identity) }
    }

    /// Adds a circular arc; `clockwise: false` sweeps towards increasing angles, which looks clockwise
    /// in Casement's y-down contexts (CG semantics in a flipped space, as UIKit drawing sees it).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        buildPath {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: .identity)
        }
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        buildPath { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: .identity) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        buildPath { $0.quad(to: end, control: control) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        buildPath { $0.curve(to: end, control1: control1, control2: control2) }
    }

    /// Closes the current subpath.
    public func closePath() {
        guard canDraw, cairo_has_current_point(backing.context) != 0 else { return }
        cairo_close_path(backing.context)
    }

    /// Appends `path` (interpreted in the current user space) to the current path.
    public func addPath(_ path: CGPath) {
        guard canDraw else { return }
        replay(path.pathElements)
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        cairo_has_current_point(backing.context) == 0
    }

    /// The current point of the path in user space, or `.zero` if the path is empty.
    public var currentPointOfPath: CGPoint {
        cairoCurrentPoint ?? .zero
    }

    /// A copy of the current path in the current user space, or nil if the path is empty.
    public var path: CGPath? {
        guard !isPathEmpty, let raw = cairo_copy_path(backing.context) else { return nil }
        defer { cairo_path_destroy(raw) }
        guard raw.pointee.status == CAIRO_STATUS_SUCCESS, let data = raw.pointee.data else { return nil }
        var builder = PathBuilder()
        var index = 0
        var previousWasClose = false
        let count = Int(raw.pointee.num_data)
        while index < count {
            let header = data[index].header
            let length = Int(header.length)
            guard length > 0, index + length <= count else { break }
            func point(_ offset: Int) -> CGPoint {
                let p = data[index + offset].point
                return CGPoint(x: p.x, y: p.y)
            }
            var isClose = false
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // cairo re-emits the subpath start after a close; CG paths do not.
                if !previousWasClose { builder.move(to: point(1)) }
            case CAIRO_PATH_LINE_TO:
                builder.line(to: point(1))
            case CAIRO_PATH_CURVE_TO:
                builder.curve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH:
                builder.close()
                isClose = true
            default:
                break
            }
            previousWasClose = isClose
            index += length
        }
        return builder.elements.isEmpty ? nil : CGPath(builder: builder)
    }

    // MARK: Painting paths

    /// Fills the current path with the fill colour and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(fill: rule, stroke: false)
    }

    /// Fills the current path using the even-odd rule and clears it.
    public func eoFillPath() {
        paint(fill: .evenOdd, stroke: false)
    }

    /// Strokes the current path with the stroke colour and line settings, then clears it.
    public func strokePath() {
        paint(fill: nil, stroke: true)
    }

    /// Paints the current path in the given mode, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(fill: .winding, stroke: false)
        case .eoFill: paint(fill: .evenOdd, stroke: false)
        case .stroke: paint(fill: nil, stroke: true)
        case .fillStroke: paint(fill: .winding, stroke: true)
        case .eoFillStroke: paint(fill: .evenOdd, stroke: true)
        }
    }

    /// Fills and/or strokes cairo's current path (with shadow and blend mode), then clears it.
    func paint(fill rule: CGPathFillRule?, stroke: Bool) {
        let cr = backing.context
        defer { cairo_new_path(cr) }
        guard canDraw else { return }
        if let rule {
            setSource(state.fillColor)
            composite(.fill(rule))
        }
        if stroke {
            setSource(state.strokeColor)
            composite(.stroke)
        }
    }

    /// Whether `point` (user space) would be painted by drawing the current path in `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let cr = backing.context
        guard canDraw, point.isFinite else { return false }
        let x = Double(point.x), y = Double(point.y)
        let fills: CGPathFillRule? = switch mode {
        case .fill, .fillStroke: .winding
        case .eoFill, .eoFillStroke: .evenOdd
        case .stroke: nil
        }
        if let fills {
            cairo_set_fill_rule(cr, fills.cairoFillRule)
            if cairo_in_fill(cr, x, y) != 0 { return true }
        }
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        return strokes && cairo_in_stroke(cr, x, y) != 0
    }

    /// The bounding box of the current path in user space (curves' extrema, not their control
    /// points); `CGRect.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        path?.boundingBoxOfPath ?? .null
    }

    /// Runs `body` with an empty current path, then puts the current path back.
    func preservingPath(_ body: () -> Void) {
        let cr = backing.context
        let saved = isPathEmpty ? nil : cairo_copy_path(cr)
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        if let saved {
            cairo_append_path(cr, saved)
            cairo_path_destroy(saved)
        }
    }

    // MARK: Convenience painting (each clears the current path, as in CG)

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills the union of `rects` with the fill colour.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        paint(fill: .winding, stroke: false)
    }

    /// Strokes the outline of `rect` with the current line width.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        paint(fill: nil, stroke: true)
    }

    /// Strokes the outline of `rect` with line width `width` (the graphics state's width is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let cr = backing.context
        let saved = cairo_get_line_width(cr)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cr, saved)
    }

    /// Makes `rect` fully transparent, ignoring the alpha and blend mode (the clip still applies).
    public func clear(_ rect: CGRect) {
        guard canDraw else { return }
        let cr = backing.context
        beginPath()
        addRect(rect)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        throughClipMask { cairo_fill_preserve(cr) }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        paint(fill: .winding, stroke: false)
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        paint(fill: nil, stroke: true)
    }

    /// Strokes a line segment between each pair of points (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        paint(fill: nil, stroke: true)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (using `rule`) and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let cr = backing.context
        guard canDraw else {
            cairo_new_path(cr)
            return
        }
        cairo_set_fill_rule(cr, rule.cairoFillRule)
        cairo_clip(cr)
    }

    /// Intersects the clip with the current path using the even-odd rule.
    public func eoClip() {
        clip(using: .evenOdd)
    }

    /// Intersects the clip with `rect`; the current path is left untouched.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`; the current path is left untouched.
    public func clip(to rects: [CGRect]) {
        guard canDraw else { return }
        let cr = backing.context
        preservingPath {
            var builder = PathBuilder()
            for rect in rects { builder.addRect(rect, transform: .identity) }
            replay(builder.elements)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }

    /// Removes the clip (drawing may reach the whole bitmap again); `restoreGState()` brings a saved clip back.
    public func resetClip() {
        state.clipMask = nil
        cairo_reset_clip(backing.context)
    }

    /// The bounding box of the current clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        guard canDraw else { return .zero }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(backing.context, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
