import CoreGraphics

/// A layer's own drawing, in Core Animation's order: backdrop, background, contents, particles,
/// sublayers, then the border on top.
extension FrameBuilder {
    /// Background, contents, sublayers, then the border on top, as Core Animation stacks them.
    func drawLayer(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip, _ scope: Scope) {
        let bounds = node.presented.bounds
        // Field by field: a LayerProperties argument would be a copy of the whole.
        let radii = cornerRadii(of: node)
        let state = DrawState(texture: .texture(whiteTexture), scissor: clip.scissor, stencil: clip.stencil)
        // Most layers have no effect: one flag says so, and nothing else is read for them.
        let hasEffect = node.presented.hasEffect
        if hasEffect, case .backdrop(let backdrop)? = node.presented.effect { drawBackdrop(node, backdrop, matrix, alpha, clip, radii) }
        // An opaque layer's own drawing is made over its opaque background colour (see BackingStore):
        // it needs no blending, and where it covers the bounds the background need not be drawn.
        let opaqueDrawing = node.texture != nil && node.presented.isOpaque && node.presented.contentsAreDrawn
            && (node.presented.backgroundColor?.alpha ?? 0) >= 1
        let coversBackground = opaqueDrawing && node.presented.contentsGravity == .resize
            && node.presented.contentsRect == FrameBuilder.unit && node.presented.drawnExtent.map { $0.contains(bounds) } ?? true
        if let color = node.presented.backgroundColor, color.alpha > 0, !coversBackground {
            let tint = Premultiplied(color, opacity: alpha)
            if radii.isZero {
                var fill = state
                fill.blends = !(tint.alpha >= 1 && coversManyPixels(bounds, matrix))
                batch.addPlain(rect: bounds, matrix: matrix, texCoords: FrameBuilder.unit, color: tint, state: fill)
            } else {
                batch.addShape(rect: bounds, matrix: matrix, texCoords: FrameBuilder.unit, color: tint,
                               shape: ShapeParameters(rect: bounds, radii: radii), state: state)
            }
        }
        if let texture = node.texture { drawContents(node, texture, matrix, alpha, state, radii, opaque: opaqueDrawing) }
        if hasEffect, case .emitter(let emission)? = node.presented.effect { drawParticles(node, emission, matrix, alpha, clip, at: scope.time) }
        if node.presented.borderWidth > 0, let color = node.presented.borderColor, color.alpha > 0 {
            push(.border(node, alpha: alpha, clip: clip), matrix: matrix)
        }
        if !node.sublayers.isEmpty { drawSublayers(node, matrix, alpha, clip, radii, scope) }
    }

    /// Whether `rect` (layer space) covers more than 256×256 window pixels under an affine `matrix`.
    /// Such an opaque colour (a window's or a panel's background) is drawn without blending: the same
    /// picture for less fill, at the price of a run of its own, worth it only when the quad is large.
    private func coversManyPixels(_ rect: CGRect, _ m: CATransform3D) -> Bool {
        guard m.m14 == 0, m.m24 == 0, m.m44 == 1 else { return false }
        let clipArea = abs(m.m11 * m.m22 - m.m12 * m.m21) * rect.width * rect.height
        return clipArea * CGFloat(batch.viewport.pixelWidth * batch.viewport.pixelHeight) / 4 > 65_536
    }
}
