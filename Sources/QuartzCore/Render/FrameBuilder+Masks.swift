import CoreGraphics

/// A layer's mask: drawn offscreen like a sublayer, and the layer's group composited through its alpha.
extension FrameBuilder {
    /// A group whose mask is being drawn offscreen on surface `mask`, to composite the group
    /// (surface `content`, covering `bounds`) through it.
    struct MaskPass {
        var alpha: Float, clip: Clip
        var content: Int, bounds: PixelRect, mask: Int
    }

    /// Draws `mask`, the mask layer of the group drawn on surface `content` (covering `bounds`), on a
    /// surface of its own; `maskDrawn` follows.
    func drawMask(_ mask: RenderNode, over content: Int, bounds: PixelRect, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip,
                  _ scope: Scope) {
        let surface = beginPass()
        // The mask lives in the layer's space, like a sublayer, but outside its sublayerTransform.
        present(mask, in: scope)
        steps.append(.maskDrawn(Boxed(MaskPass(alpha: alpha, clip: clip, content: content, bounds: bounds, mask: surface))))
        push(.visit(mask, opacity: 1, clip: Clip(scissor: clip.scissor, stencil: 0), scope: scope), matrix: FrameBuilder.flattened(matrix))
    }

    /// The mask is drawn: the group composited through it.
    func maskDrawn(_ pass: MaskPass) {
        composite(pass.content, bounds: pass.bounds.intersection(endPass().bounds), pass.alpha, pass.clip,
                  pipeline: .masked(mask: pass.mask))
    }
}
