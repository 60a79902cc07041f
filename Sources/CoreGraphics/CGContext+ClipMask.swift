internal import CCairo

extension CGContext {
    /// A soft clip in device pixels: how much of each pixel drawing may change (0…255). Shared by
    /// the saved graphics states that hold it; the cairo surface goes with the last of them.
    final class ClipMask {
        let surface: OpaquePointer

        init?(width: Int, height: Int) {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return nil
            }
            self.surface = surface
        }

        deinit { cairo_surface_destroy(surface) }
    }

    /// Maps `mask` into `rect` and intersects the clip with it: drawing afterwards changes each
    /// pixel only as far as the mask lets it, and nothing outside `rect`.
    ///
    /// As in Core Graphics a grey image's samples are the coverage (white draws, black keeps what is
    /// there). Casement's images always carry alpha: one with transparent pixels masks by its
    /// alpha, the way UIKit code tints an icon through its shape; a fully opaque one by its
    /// luminance, like a DeviceGray mask. The image's top row lies along `rect.minY`, as
    /// `draw(_:in:)` places it. Saved and restored with the graphics state.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard canDraw else { return }
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite, rect.width != 0, rect.height != 0 else {
            Diagnostics.report("clip(to:mask:): the rectangle \(rect) is empty or not finite; nothing is drawn inside this clip")
            clip(to: [CGRect.zero])
            return
        }
        clip(to: rect)
        guard let combined = ClipMask(width: pixelWidth, height: pixelHeight),
              let coverage = Self.coverageSurface(of: mask) else {
            Diagnostics.report("clip(to:mask:): no memory for a \(pixelWidth)×\(pixelHeight) mask; clipped to its rectangle only", .oncePerMessage)
            return
        }
        defer { cairo_surface_destroy(coverage) }
        guard let cr = cairo_create(combined.surface) else { return }
        defer { cairo_destroy(cr) }
        // The mask image, placed in `rect` through the CTM (like an image drawn there)…
        var matrix = ctm.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        guard let pattern = cairo_pattern_create_for_surface(coverage) else { return }
        defer { cairo_pattern_destroy(pattern) }
        place(pattern, width: mask.width, height: mask.height, in: rect)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cr)
        // …times the mask already in force.
        if let previous = state.clipMask {
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_IN)
            cairo_set_source_surface(cr, previous.surface, 0, 0)
            cairo_paint(cr)
        }
        cairo_surface_flush(combined.surface)
        state.clipMask = combined
    }

    /// Runs `draw`, which paints into the context, so that what it paints passes through the clip
    /// mask: it draws into a copy of what is there, and the copy replaces the destination only as
    /// far as the mask covers each pixel. Without a mask, `draw` paints directly.
    func throughClipMask(_ draw: () -> Void) {
        guard let mask = state.clipMask else {
            draw()
            return
        }
        let cr = backing.context
        guard let source = cairo_get_source(cr) else { return }
        cairo_pattern_reference(source)
        defer { cairo_pattern_destroy(source) }
        pushGroupCopyingTarget()
        draw()
        cairo_pop_group_to_source(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
        cairo_set_source(cr, source)
    }

    /// An A8 surface of `image`'s coverage: its alpha when it has transparent pixels, else its
    /// luminance. The caller destroys it.
    private static func coverageSurface(of image: CGImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var opaque = true
        for y in 0..<image.height where opaque {
            for x in 0..<image.width where image.pixel(x: x, y: y)!.alpha != 255 {
                opaque = false
                break
            }
        }
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)!
                let value = opaque ? (299 * Int(p.red) + 587 * Int(p.green) + 114 * Int(p.blue) + 500) / 1000 : Int(p.alpha)
                data[y * stride + x] = UInt8(value)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
