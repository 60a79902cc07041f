internal import CCairo

extension CGContext {
    /// Returns a snapshot copy of the context's pixels, or nil if it cannot be made.
    public func makeImage() -> CGImage? {
        let stride = backing.bytesPerRow
        let bytes: [UInt8]? = backing.withPixels { buffer in
            guard buffer.count == stride * pixelHeight, buffer.baseAddress != nil else { return nil }
            return [UInt8](buffer)
        }
        guard let bytes else { return nil }
        return CGImage(width: pixelWidth, height: pixelHeight, bytesPerRow: stride, premultipliedBGRA: bytes)
    }

    /// Maps `pattern`, an image of `width × height` pixels, onto `rect` in user space (the image's
    /// corners to the rectangle's), filtered at the interpolation quality and padded at its edges.
    func place(_ pattern: OpaquePointer, width: Int, height: Int, in rect: CGRect) {
        var placement = cairo_matrix_t()
        cairo_matrix_init_scale(&placement, Double(width) / Double(rect.width), Double(height) / Double(rect.height))
        cairo_matrix_translate(&placement, -Double(rect.minX), -Double(rect.minY))
        cairo_pattern_set_matrix(pattern, &placement)
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    /// Draws `image` scaled to fill `rect`, upright in Casement's y-down user space.
    ///
    /// Apple's `CGContext.draw(_:in:)` maps the image's bottom row to `rect.minY` (y-up), which is
    /// why UIKit code flips before drawing; Casement instead maps the image's first (top) row to
    /// `rect.minY`, matching what `UIImage.draw(in:)` shows. Uses the global alpha, blend mode,
    /// shadow, clip and `interpolationQuality`; the current path is preserved.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard canDraw, !rect.isNull, !rect.isInfinite,
              rect.width != 0, rect.height != 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let cr = backing.context
        image.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            let pixels = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self))
            // cairo only reads from a source surface; it is finished before the buffer goes away.
            guard let source = cairo_image_surface_create_for_data(
                pixels, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.bytesPerRow)) else { return }
            defer {
                cairo_surface_finish(source)
                cairo_surface_destroy(source)
            }
            guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS,
                  let pattern = cairo_pattern_create_for_surface(source) else { return }
            defer { cairo_pattern_destroy(pattern) }
            place(pattern, width: image.width, height: image.height, in: rect)
            preservingPath {
                cairo_save(cr)
                cairo_set_source(cr, pattern)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                composite(.fill(.winding, alpha: Double(state.alpha)))
                cairo_restore(cr)
            }
        }
    }
}
