internal import CCairo

/// A Quartz-style 2D drawing destination, backed by a cairo ARGB32 (premultiplied) image surface.
///
/// Casement's contexts follow UIKit's convention: user space is in points, the origin is at the
/// top-left and y grows downwards; the initial CTM is `scale(scale, scale)`. Not thread-safe.
public final class CGContext {
    /// Graphics state kept alongside cairo's own (which holds CTM, clip, line and operator settings).
    struct GState {
        var fillColor = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        var interpolationQuality: CGInterpolationQuality = .default
        var shouldAntialias = true
        var allowsAntialiasing = true
        /// The shadow everything drawn casts, or nil.
        var shadow: Shadow?
        /// Set when a non-invertible transform was concatenated: cairo cannot hold such a CTM, so
        /// drawing is suppressed until the state is restored (CG would draw nothing visible either).
        var singularCTM: CGAffineTransform?
        /// The soft clip `clip(to:mask:)` set (on top of cairo's clip), or nil.
        var clipMask: ClipMask?
    }

    let backing: CairoSurface
    var state = GState()
    var stateStack: [GState] = []
    /// For each open transparency layer, the depth of `stateStack` just inside it.
    var transparencyLayerBases: [Int] = []

    /// The width of the backing surface, in pixels.
    package let pixelWidth: Int
    /// The height of the backing surface, in pixels.
    package let pixelHeight: Int
    /// The number of pixels per point (the initial CTM scale).
    package let scale: CGFloat

    /// Creates a context drawing into a new, cleared `pixelWidth × pixelHeight` surface whose user
    /// space is in points (origin top-left, y down, CTM = scale(`scale`)). Returns nil for refused sizes.
    package convenience init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        guard scale > 0, scale.isFinite,
              let backing = CairoSurface(width: pixelWidth, height: pixelHeight) else { return nil }
        self.init(backing: backing, scale: scale)
    }

    /// Creates a context drawing into `backing`, with user space in units of `1 / scale` pixels.
    init(backing: CairoSurface, scale: CGFloat) {
        self.backing = backing
        self.pixelWidth = backing.width
        self.pixelHeight = backing.height
        self.scale = scale
        let cr = backing.context
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_line_width(cr, 1)
        cairo_set_miter_limit(cr, 10)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }


    /// The width of the context, in pixels.
    public var width: Int { pixelWidth }
    /// The height of the context, in pixels.
    public var height: Int { pixelHeight }
    /// The number of bytes per row of the backing bitmap.
    public var bytesPerRow: Int { backing.bytesPerRow }
    /// The bits per colour component of the backing bitmap (8).
    public var bitsPerComponent: Int { 8 }
    /// The bits per pixel of the backing bitmap (32).
    public var bitsPerPixel: Int { 32 }
    /// The alpha layout of the backing bitmap (premultiplied, most significant byte).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// The layout of the backing bitmap.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Host)
    }
    /// The colour space of the backing bitmap (sRGB).
    public var colorSpace: CGColorSpace? { .sharedSRGB }

    /// Completes pending drawing so the bitmap memory is current.
    public func flush() {
        backing.flush()
    }

    /// Whether drawing is currently possible (false while the CTM is singular).
    var canDraw: Bool { state.singularCTM == nil }

    func setSource(_ color: CGColorRGBA) {
        cairo_set_source_rgba(backing.context, color.red, color.green, color.blue, color.alpha * Double(state.alpha))
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colours, line settings, alpha, blend mode…).
    public func saveGState() {
        stateStack.append(state)
        cairo_save(backing.context)
    }

    /// Restores the most recently saved graphics state; does nothing if none was saved (inside a
    /// transparency layer: none since it began).
    public func restoreGState() {
        guard stateStack.count > (transparencyLayerBases.last ?? 0), let saved = stateStack.popLast() else { return }
        state = saved
        cairo_restore(backing.context)
    }

    // MARK: Colours

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color.rgba
    }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color.rgba
    }

    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha).rgba
    }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha).rgba
    }

    /// Sets the fill colour to a gray level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha).rgba
    }

    /// Sets the stroke colour to a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha).rgba
    }

    /// Sets the global opacity (0…1) applied to everything drawn.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isNaN ? 1 : Swift.min(Swift.max(alpha, 0), 1)
    }

    /// Sets how drawing composites with what is already in the context.
    ///
    /// Every mode maps to a cairo operator except `plusDarker`, which cairo lacks: it draws as
    /// `normal`, with a diagnostic.
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode == .plusDarker {
            Diagnostics.report("CGBlendMode.plusDarker has no cairo operator; drawing with .normal", .oncePerMessage)
        }
        state.blendMode = mode
        cairo_set_operator(backing.context, mode.cairoOperator)
    }

    /// Turns anti-aliasing on or off (it happens only while it is also allowed).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        updateAntialiasing()
    }

    /// Allows or forbids anti-aliasing; while forbidden, `setShouldAntialias(true)` has no effect.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        updateAntialiasing()
    }

    private func updateAntialiasing() {
        let on = state.shouldAntialias && state.allowsAntialiasing
        cairo_set_antialias(backing.context, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Sets how finely curves are approximated: the largest distance, in device pixels, between a
    /// curve and the line segments drawn for it (0.1 by default).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        cairo_set_tolerance(backing.context, Double(flatness))
    }

    /// The quality used when drawing scaled images.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Line attributes

    /// Sets the stroke width in user-space units (negative widths become 0).
    public func setLineWidth(_ width: CGFloat) {
        cairo_set_line_width(backing.context, width.isFinite ? Double(Swift.max(width, 0)) : 1)
    }

    /// Sets how the ends of stroked lines are drawn.
    public func setLineCap(_ cap: CGLineCap) {
        let value: cairo_line_cap_t = switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        cairo_set_line_cap(backing.context, value)
    }

    /// Sets how joins between stroked segments are drawn.
    public func setLineJoin(_ join: CGLineJoin) {
        let value: cairo_line_join_t = switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_join(backing.context, value)
    }

    /// Sets the miter limit for mitered joins.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        cairo_set_miter_limit(backing.context, Double(limit))
    }

    /// Sets the dash pattern; an empty, negative or all-zero pattern turns dashing off.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = !lengths.isEmpty && phase.isFinite
            && lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
        guard valid else {
            cairo_set_dash(backing.context, nil, 0, 0)
            return
        }
        let dashes = lengths.map { Double($0) }
        cairo_set_dash(backing.context, dashes, Int32(dashes.count), Double(phase))
    }
}
