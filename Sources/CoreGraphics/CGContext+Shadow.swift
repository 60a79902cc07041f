internal import CCairo

extension CGContext {
    /// A shadow cast by everything drawn while it is set: offset and blur in base space (points,
    /// unaffected by the CTM, as in Core Graphics), y down.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColorRGBA
    }

    /// The largest blur radius (in pixels) a shadow uses; larger values are clamped so that a
    /// shadow never needs an unbounded buffer.
    static let maximumShadowBlurPixels: CGFloat = 256

    /// Makes everything drawn afterwards cast a shadow of `color`, moved by `offset` and blurred by
    /// `blur` (both in points, unaffected by the CTM; positive heights move it down the screen).
    /// A nil or fully transparent colour turns shadows off. Saved and restored with the graphics state.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.rgba.alpha > 0,
              offset.width.isFinite, offset.height.isFinite, !blur.isNaN else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: Swift.max(blur, 0), color: color.rgba)
    }

    /// Makes everything drawn afterwards cast a black shadow at one-third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Draws the shadow cast by the current source through `coverage`: the coverage's alpha,
    /// rendered unclipped (a shape outside the clip can still shadow into it), blurred, offset and
    /// painted in the shadow colour through the clip with the current blend mode.
    func castShadow(_ shadow: Shadow, of coverage: Coverage) {
        let cr = backing.context
        let blurPixels = Swift.min(shadow.blur * scale, Self.maximumShadowBlurPixels)
        if shadow.blur * scale > Self.maximumShadowBlurPixels {
            Diagnostics.report("a shadow blur of \(shadow.blur) points is clamped to \(Self.maximumShadowBlurPixels) pixels", .oncePerMessage)
        }
        let sigma = Double(blurPixels) / 2
        let reach = CGFloat(GaussianBlur.reach(sigma: sigma))
        let offset = CGSize(width: shadow.offset.width * scale, height: shadow.offset.height * scale)
        // Only shape pixels whose blurred, offset shadow can land inside the clip matter.
        let visible = deviceClipExtents
        let casting = visible.offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: -reach, dy: -reach)
        let shape = userExtents(of: coverage).applying(ctm)
        let casters = casting.intersection(shape)
        guard !casters.isNull, casters.width > 0, casters.height > 0 else { return }
        let region = casters.integral.insetBy(dx: -reach, dy: -reach)
        let width = Int32(region.width), height = Int32(region.height)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else {
            Diagnostics.report("no memory for a \(width)×\(height) shadow; drawn without it", .oncePerMessage)
            return
        }
        renderAlpha(of: coverage, into: mask, origin: region.origin)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            let stride = Int(cairo_image_surface_get_stride(mask))
            GaussianBlur.blur(UnsafeMutableRawBufferPointer(start: data, count: stride * Int(height)),
                              width: Int(width), height: Int(height), bytesPerRow: stride, sigma: sigma)
            cairo_surface_mark_dirty(mask)
        }
        guard let pattern = cairo_pattern_create_for_surface(mask) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var placement = cairo_matrix_t()
        cairo_matrix_init_translate(&placement, -Double(region.minX + offset.width), -Double(region.minY + offset.height))
        cairo_pattern_set_matrix(pattern, &placement)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(shadow.color)
        blend(.mask(pattern))
        cairo_restore(cr)
    }

    /// The clip's bounding box in device pixels.
    private var deviceClipExtents: CGRect {
        let cr = backing.context
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The user-space bounding box of what `coverage` can touch, ignoring the clip for paths.
    private func userExtents(of coverage: Coverage) -> CGRect {
        let cr = backing.context
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        switch coverage {
        case .fill(let rule, _):
            cairo_set_fill_rule(cr, rule.cairoFillRule)
            cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        case .stroke:
            cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
        case .clip, .mask:
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Draws the alpha of the current source through `coverage` into the A8 surface `mask`, whose
    /// pixel (0, 0) is device pixel `origin`. Paths are drawn unclipped; clip-wide coverage uses the clip.
    private func renderAlpha(of coverage: Coverage, into mask: OpaquePointer, origin: CGPoint) {
        let cr = backing.context
        guard let shadowContext = cairo_create(mask) else { return }
        defer { cairo_destroy(shadowContext) }
        var matrix = ctm.cairoMatrix
        matrix.x0 -= Double(origin.x)
        matrix.y0 -= Double(origin.y)
        cairo_set_matrix(shadowContext, &matrix)
        cairo_set_antialias(shadowContext, cairo_get_antialias(cr))
        cairo_set_tolerance(shadowContext, cairo_get_tolerance(cr))
        cairo_set_source(shadowContext, cairo_get_source(cr))
        switch coverage {
        case .fill(let rule, let alpha):
            appendCurrentPath(to: shadowContext)
            cairo_set_fill_rule(shadowContext, rule.cairoFillRule)
            cairo_clip(shadowContext)
            cairo_paint_with_alpha(shadowContext, alpha)
        case .stroke:
            appendCurrentPath(to: shadowContext)
            cairo_set_line_width(shadowContext, cairo_get_line_width(cr))
            cairo_set_line_cap(shadowContext, cairo_get_line_cap(cr))
            cairo_set_line_join(shadowContext, cairo_get_line_join(cr))
            cairo_set_miter_limit(shadowContext, cairo_get_miter_limit(cr))
            let dashCount = cairo_get_dash_count(cr)
            if dashCount > 0 {
                var dashes = [Double](repeating: 0, count: Int(dashCount))
                var phase = 0.0
                cairo_get_dash(cr, &dashes, &phase)
                cairo_set_dash(shadowContext, dashes, dashCount, phase)
            }
            cairo_stroke(shadowContext)
        case .clip(let alpha):
            copyClip(to: shadowContext)
            cairo_paint_with_alpha(shadowContext, alpha)
        case .mask(let pattern):
            copyClip(to: shadowContext)
            cairo_mask(shadowContext, pattern)
        }
    }

    /// Appends the current path (user space) to another cairo context with the same user space.
    private func appendCurrentPath(to other: OpaquePointer) {
        guard let path = cairo_copy_path(backing.context) else { return }
        cairo_append_path(other, path)
        cairo_path_destroy(path)
    }

    /// Clips another cairo context (with the same user space) like this one: exactly when the clip
    /// is a list of rectangles, to its bounding box otherwise.
    private func copyClip(to other: OpaquePointer) {
        let cr = backing.context
        if let list = cairo_copy_clip_rectangle_list(cr) {
            defer { cairo_rectangle_list_destroy(list) }
            if list.pointee.status == CAIRO_STATUS_SUCCESS {
                for index in 0..<Int(list.pointee.num_rectangles) {
                    let r = list.pointee.rectangles[index]
                    cairo_rectangle(other, r.x, r.y, r.width, r.height)
                }
                cairo_clip(other)
                return
            }
        }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_rectangle(other, x1, y1, x2 - x1, y2 - y1)
        cairo_clip(other)
    }
}
