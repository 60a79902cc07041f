internal import CCairo

extension CGContext {
    /// Which pixels a drawing operation touches, and how much (its anti-aliased coverage).
    enum Coverage {
        /// The current path, filled with a rule.
        case fill(CGPathFillRule)
        /// The current path, stroked with the current line settings.
        case stroke
        /// Everything inside the clip, at an opacity.
        case clip(alpha: Double)
        /// The alpha of a cairo pattern (inside the clip).
        case mask(OpaquePointer)
    }

    /// Composites cairo's current source through `coverage` with the current blend mode, the way
    /// Core Graphics does: a pixel changes only as far as it is covered,
    /// `result = lerp(destination, source ⊕ destination, coverage)`.
    ///
    /// cairo's bounded operators already work that way. Its unbounded ones (`sourceIn`, `sourceOut`,
    /// `destinationIn`, `destinationAtop`) would also change uncovered pixels, so for them
    /// `source ⊕ destination` is computed in a group over the clip and copied through the coverage.
    func composite(_ coverage: Coverage) {
        let cr = backing.context
        guard Self.unboundedOperators.contains(state.blendMode) else {
            apply(coverage)
            return
        }
        guard let source = cairo_get_source(cr) else { return }
        cairo_pattern_reference(source)
        defer { cairo_pattern_destroy(source) }
        cairo_push_group(cr)
        // The group starts as a copy of what is under it…
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, backing.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        // …then receives source ⊕ destination everywhere in the clip…
        cairo_set_source(cr, source)
        if case .clip(let alpha) = coverage {
            cairo_paint_with_alpha(cr, alpha)
        } else {
            cairo_paint(cr)
        }
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
        case .fill(let rule):
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill_preserve(cr)
        case .stroke:
            cairo_stroke_preserve(cr)
        case .clip(let alpha):
            cairo_paint_with_alpha(cr, alpha)
        case .mask(let pattern):
            cairo_mask(cr, pattern)
        }
    }

    /// The blend modes whose cairo operators change pixels outside what is drawn.
    private static let unboundedOperators: Set<CGBlendMode> = [.sourceIn, .sourceOut, .destinationIn, .destinationAtop]
}

extension CGContext.Coverage {
    /// The same coverage at full opacity (the opacity was already applied to the source).
    var opaque: Self {
        if case .clip = self { return .clip(alpha: 1) }
        return self
    }
}
