internal import CCairo

extension CGContext {
    /// Which pixels a drawing operation touches, and how much (its anti-aliased coverage).
    enum Coverage {
        /// The current path, filled with a rule, at an opacity (for sources that cannot carry one).
        case fill(CGPathFillRule, alpha: Double = 1)
        /// The current path, stroked with the current line settings.
        case stroke
        /// Everything inside the clip, at an opacity.
        case clip(alpha: Double = 1)
        /// The alpha of a cairo pattern (inside the clip).
        case mask(OpaquePointer)
    }

    /// Draws cairo's current source through `coverage`: first the shadow it casts (if one is set),
    /// then the source itself with the current blend mode.
    func composite(_ coverage: Coverage) {
        throughClipMask {
            if let shadow = state.shadow {
                castShadow(shadow, of: coverage)
            }
            blend(coverage)
        }
    }

    /// Runs `body`, which paints with cairo directly (Pango text, for one), so that what it paints is
    /// composited like any other drawing: with the global alpha, blend mode, shadow and clip mask. When any of
    /// them is set, `body` paints into an offscreen group first; otherwise straight into the bitmap.
    package func drawDirectly(_ body: (OpaquePointer) -> Void) {
        guard canDraw else { return }
        let cr = backing.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard state.alpha < 1 || state.blendMode != .normal || state.shadow != nil || state.clipMask != nil else {
            body(cr)
            return
        }
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        body(cr)
        cairo_pop_group_to_source(cr)
        composite(.clip(alpha: Double(state.alpha)))
    }

    /// Composites cairo's current source through `coverage` with the current blend mode, the way
    /// Core Graphics does: a pixel changes only as far as it is covered,
    /// `result = lerp(destination, source ⊕ destination, coverage)`.
    ///
    /// cairo's bounded operators already work that way. Its unbounded ones (`sourceIn`, `sourceOut`,
    /// `destinationIn`, `destinationAtop`) would also change uncovered pixels, so for them
    /// `source ⊕ destination` is computed in a group over the clip and copied through the coverage.
    func blend(_ coverage: Coverage) {
        let cr = backing.context
        guard Self.unboundedOperators.contains(state.blendMode) else {
            apply(coverage)
            return
        }
        guard let source = cairo_get_source(cr) else { return }
        cairo_pattern_reference(source)
        defer { cairo_pattern_destroy(source) }
        // The group starts as a copy of what is under it…
        pushGroupCopyingTarget()
        // …then receives source ⊕ destination everywhere in the clip…
        cairo_set_source(cr, source)
        cairo_paint_with_alpha(cr, coverage.alpha)
        cairo_pop_group_to_source(cr)
        // …and replaces the destination only as far as the operation covers it.
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        apply(coverage.opaque)
        cairo_set_operator(cr, state.blendMode.cairoOperator)
        cairo_set_source(cr, source)
    }

    /// Paints the current source with the current operator through `coverage`.
    private func apply(_ coverage: Coverage) {
        let cr = backing.context
        switch coverage {
        case .fill(let rule, let alpha):
            cairo_set_fill_rule(cr, rule.cairoFillRule)
            if alpha >= 1 {
                cairo_fill_preserve(cr)
            } else {
                cairo_save(cr)
                cairo_clip_preserve(cr)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            }
        case .stroke:
            cairo_stroke_preserve(cr)
        case .clip(let alpha):
            cairo_paint_with_alpha(cr, alpha)
        case .mask(let pattern):
            cairo_mask(cr, pattern)
        }
    }

    /// Starts an offscreen group that holds a copy of what is drawn so far where it will be
    /// composited (the bitmap, or the transparency layer that is open).
    func pushGroupCopyingTarget() {
        let cr = backing.context
        let target = cairo_get_group_target(cr)
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, target, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The blend modes whose cairo operators change pixels outside what is drawn.
    private static let unboundedOperators: Set<CGBlendMode> = [.sourceIn, .sourceOut, .destinationIn, .destinationAtop]
}

extension CGContext.Coverage {
    /// The opacity the coverage applies to the source.
    var alpha: Double {
        switch self {
        case .fill(_, let alpha), .clip(let alpha): alpha
        case .stroke, .mask: 1
        }
    }

    /// The same coverage at full opacity (once the opacity was applied to the source).
    var opaque: Self {
        switch self {
        case .fill(let rule, _): .fill(rule)
        case .clip: .clip()
        case .stroke, .mask: self
        }
    }
}

extension CGPathFillRule {
    /// The cairo fill rule with the same meaning.
    var cairoFillRule: cairo_fill_rule_t {
        self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }
}
