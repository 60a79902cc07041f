import CoreGraphics

/// `render(in:)`: the layer tree drawn into a Core Graphics context from its model values, on the
/// calling thread, with cairo (the compositor is not involved).
extension CALayer {
    func renderTree(in ctx: CGContext) {
        let p = properties
        guard !p.isHidden, p.opacity > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let fades = p.opacity < 1
        if fades {
            ctx.setAlpha(CGFloat(p.opacity))
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        let outline = p.cornerRadius > 0
            ? CGPath(roundedRect: p.bounds, cornerWidth: min(p.cornerRadius, p.bounds.width / 2),
                     cornerHeight: min(p.cornerRadius, p.bounds.height / 2))
            : CGPath(rect: p.bounds)
        if let background = backgroundColor {
            ctx.setFillColor(background)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        renderContents(in: ctx, outline: outline)
        renderSublayers(in: ctx, outline: outline)
        if p.borderWidth > 0, let border = borderColor {
            ctx.saveGState()
            ctx.addPath(outline)
            ctx.clip()
            ctx.setStrokeColor(border)
            ctx.setLineWidth(p.borderWidth * 2)
            ctx.addPath(outline)
            ctx.strokePath()
            ctx.restoreGState()
        }
        if fades { ctx.endTransparencyLayer() }
    }

    /// The contents image placed by `contentsGravity`, else what `draw(in:)` paints, clipped to the
    /// bounds (rounded when `masksToBounds`), or to where the layer says it draws.
    private func renderContents(in ctx: CGContext, outline: CGPath) {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if masksToBounds { ctx.addPath(outline); ctx.clip() }
        if let image = contents.flatMap({ $0 as? CGImage }) {
            let size = ContentsLayout.contentsSize(pixelWidth: image.width, pixelHeight: image.height, properties)
            ctx.draw(image, in: ContentsLayout.destination(of: size, in: bounds, gravity: contentsGravity))
            return
        }
        ctx.clip(to: drawingExtent ?? bounds)
        // draw(in:) also runs in the display pass, which reads whether the drawing declined.
        let declined = drawingDeclined
        draw(in: ctx)
        drawingDeclined = declined
    }

    /// Each visible sublayer in its place (affine part of its transform, and of the sublayer
    /// transform), in zPosition order, clipped when `masksToBounds`.
    private func renderSublayers(in ctx: CGContext, outline: CGPath) {
        guard !sublayerList.isEmpty else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if masksToBounds { ctx.addPath(outline); ctx.clip() }
        if let sublayerMatrix = LayerGeometry.sublayerMatrix(properties) {
            ctx.concatenate(CATransform3DGetAffineTransform(sublayerMatrix))
        }
        let ordered = sublayerList.enumerated().sorted {
            ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
        }
        for (_, sublayer) in ordered {
            ctx.saveGState()
            ctx.concatenate(CATransform3DGetAffineTransform(LayerGeometry.toSuperlayer(sublayer.properties)))
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
    }
}
