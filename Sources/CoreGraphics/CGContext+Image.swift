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

    /// Draws `image` scaled to fill `rect`, upright in Casement's y-down user space.
    ///
    /// Apple's `CGContext.draw(_:in:)` maps the image's bottom row to `rect.minY` (y-up), which is
    /// why UIKit code flips before drawing; Casement instead maps the image's first (top) row to
    /// `rect.minY`, matching what `UIImage.draw(in:)` shows. Uses the global alpha, blend mode,
    /// clip and `interpolationQuality`; the current path is preserved.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard canDraw, !rect.isNull, !rect.isInfinite,
              rect.width != 0, rect.height != 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let cr = backing.context
        let savedPath = isPathEmpty ? nil : cairo_copy_path(cr)
        defer {
            cairo_new_path(cr)
            if let savedPath {
                cairo_append_path(cr, savedPath)
                cairo_path_destroy(savedPath)
            }
        }
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
            guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS else { return }
            cairo_save(cr)
            cairo_translate(cr, Double(rect.origin.x), Double(rect.origin.y))
            cairo_scale(cr, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
            cairo_set_source_surface(cr, source, 0, 0)
            if let pattern = cairo_get_source(cr) {
                cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            }
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, Double(state.alpha))
            cairo_restore(cr)
        }
    }
}
