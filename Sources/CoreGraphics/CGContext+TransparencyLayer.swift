internal import CCairo

extension CGContext {
    /// Starts drawing into an offscreen layer that `endTransparencyLayer()` composites as one
    /// picture, so overlapping shapes share one alpha, blend mode and shadow.
    ///
    /// Inside the layer the alpha is 1, the blend mode normal and there is no shadow; the rest of
    /// the graphics state carries on. `auxiliaryInfo` is accepted for compatibility and unused.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        transparencyLayerBases.append(stateStack.count)
        cairo_push_group(backing.context)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        // The layer goes through the clip mask once, when it is composited.
        state.clipMask = nil
        cairo_set_operator(backing.context, CAIRO_OPERATOR_OVER)
    }

    /// Starts a transparency layer whose contents are limited to `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Composites the innermost transparency layer with the alpha, blend mode and shadow in effect
    /// when it began, and restores that graphics state. Ignored when no layer is open.
    public func endTransparencyLayer() {
        guard let base = transparencyLayerBases.last else { return }
        let cr = backing.context
        // Saves left open inside the layer close with it.
        while stateStack.count > base {
            restoreGState()
        }
        let layer = cairo_pop_group(cr)
        transparencyLayerBases.removeLast()
        restoreGState()
        guard let layer else { return }
        defer { cairo_pattern_destroy(layer) }
        guard canDraw else { return }
        cairo_save(cr)
        cairo_set_source(cr, layer)
        composite(.clip(alpha: Double(state.alpha)))
        cairo_restore(cr)
    }
}
