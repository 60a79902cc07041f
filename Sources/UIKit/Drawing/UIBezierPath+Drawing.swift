extension UIBezierPath {
    /// Fills the path's interior in the current context with its fill colour, using the path's fill rule.
    @preconcurrency @MainActor
    public func fill() {
        draw { context in
            context.fillPath(using: fillRule)
        }
    }

    /// Fills the path with a blend mode and an opacity (the context's own settings are unchanged after).
    @preconcurrency @MainActor
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.fillPath(using: fillRule)
        }
    }

    /// Strokes the path in the current context with its stroke colour and the path's line settings.
    @preconcurrency @MainActor
    public func stroke() {
        draw { context in
            applyLineSettings(to: context)
            context.strokePath()
        }
    }

    /// Strokes the path with a blend mode and an opacity (the context's own settings are unchanged after).
    @preconcurrency @MainActor
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            applyLineSettings(to: context)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the path's interior (until the graphics state
    /// is restored).
    @preconcurrency @MainActor
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: fillRule)
    }

    /// Runs `body` with the path as the current context's path, inside a saved graphics state.
    @MainActor
    private func draw(_ body: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(cgPath)
        body(context)
        context.restoreGState()
    }

    private func applyLineSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dash.phase, lengths: dash.pattern)
    }
}
