internal import CCairo

extension CGContext {
    /// Fills the clip with `gradient` varying along the line from `start` to `end` (user space).
    ///
    /// Colour is constant on lines perpendicular to start→end. Beyond the start and end the first
    /// and last colours continue only if `options` says so; elsewhere nothing is drawn. The current
    /// path is untouched. A zero-length axis draws nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard canDraw, start.isFinite, end.isFinite, start != end else { return }
        drawGradient(gradient, options: options) {
            cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        }
    }

    /// Fills the clip with `gradient` varying from the circle (`startCenter`, `startRadius`) to the
    /// circle (`endCenter`, `endRadius`) (user space).
    ///
    /// Inside the start circle and outside the end circle the end colours continue only if
    /// `options` says so. The current path is untouched. Negative or non-finite radii, or two equal
    /// circles, draw nothing.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard canDraw, startCenter.isFinite, endCenter.isFinite,
              startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0,
              startCenter != endCenter || startRadius != endRadius else { return }
        drawGradient(gradient, options: options) {
            cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                        Double(endCenter.x), Double(endCenter.y), Double(endRadius))
        }
    }

    /// Paints a gradient whose geometry `makePattern` creates (once for the colours and, when an
    /// end is not extended, once more for a mask that is opaque only where the gradient is drawn).
    private func drawGradient(_ gradient: CGGradient, options: CGGradientDrawingOptions, makePattern: () -> OpaquePointer?) {
        let cr = backing.context
        guard let colors = makePattern() else { return }
        defer { cairo_pattern_destroy(colors) }
        let alpha = Double(state.alpha)
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(colors, stop.location, c.red, c.green, c.blue, c.alpha * alpha)
        }
        cairo_pattern_set_extend(colors, CAIRO_EXTEND_PAD)
        var mask: OpaquePointer?
        if !options.isSuperset(of: [.drawsBeforeStartLocation, .drawsAfterEndLocation]) {
            mask = makePattern()
            guard let mask else { return }
            // Equal locations make hard edges: transparent before 0 and after 1 unless extended.
            if !options.contains(.drawsBeforeStartLocation) {
                cairo_pattern_add_color_stop_rgba(mask, 0, 0, 0, 0, 0)
            }
            cairo_pattern_add_color_stop_rgba(mask, 0, 0, 0, 0, 1)
            cairo_pattern_add_color_stop_rgba(mask, 1, 0, 0, 0, 1)
            if !options.contains(.drawsAfterEndLocation) {
                cairo_pattern_add_color_stop_rgba(mask, 1, 0, 0, 0, 0)
            }
            cairo_pattern_set_extend(mask, CAIRO_EXTEND_PAD)
        }
        defer { if let mask { cairo_pattern_destroy(mask) } }
        cairo_save(cr)
        cairo_set_source(cr, colors)
        composite(mask.map { .mask($0) } ?? .clip())
        cairo_restore(cr)
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
