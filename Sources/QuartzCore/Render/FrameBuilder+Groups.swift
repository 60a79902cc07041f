import CoreGraphics

/// Group opacity (and the group a mask applies to): the layer and its sublayers drawn offscreen at
/// full opacity, then composited once.
extension FrameBuilder {
    /// Draws the layer and its sublayers offscreen at full opacity, then composites the result
    /// once at the layer's opacity, through the mask layer's alpha when it has one.
    func drawGroup(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip, _ scope: Scope) {
        let content = beginPass()
        push(.groupDrawn(node, content: content, alpha: alpha, clip: clip, scope: scope), matrix: matrix)
        drawLayer(node, matrix, 1, Clip(scissor: clip.scissor, stencil: 0), scope)
    }

    /// The group is drawn: its mask next (`+Masks`), or the composite.
    func groupDrawn(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip, _ scope: Scope, content: Int) {
        let (bounds, _) = endPass()
        guard let id = node.presented.mask, let mask = tree[id] else {
            return composite(content, bounds: bounds, alpha, clip, pipeline: .plain)
        }
        drawMask(mask, over: content, bounds: bounds, matrix, alpha, clip, scope)
    }
}
