import CoreGraphics

/// A running transition (`CATransition`), drawn in place of the layer and its sublayers from the
/// pictures the executor made of them before and after.
extension FrameBuilder {
    /// Draws `node`'s running transition at `time` in place of the layer and its sublayers, from the
    /// pictures the executor made (clipped to the bounds under masksToBounds); false when none runs then.
    func drawTransition(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip, at time: Double) -> Bool {
        guard let pictures = node.transitionPictures, let animation = node.transition, let effect = animation.transition,
              let sample = animation.timing.sample(at: time) else { return false }
        let bounds = node.presented.bounds
        var state = DrawState(texture: .texture(pictures.before.id), scissor: contentScissor(node, matrix, clip), stencil: clip.stencil)
        func texture(_ side: TransitionSide) -> TextureSource { .texture(side == .before ? pictures.before.id : pictures.after.id) }
        switch TransitionGeometry.drawing(effect.kind, progress: effect.progress(at: sample.fraction), bounds: bounds) {
        case .pictures(let placed):
            for picture in placed {
                state.texture = texture(picture.side)
                let shade = alpha * picture.brightness
                batch.addPlain(rect: bounds, matrix: CATransform3DConcat(picture.transform, matrix), texCoords: FrameBuilder.unit,
                               color: Premultiplied(red: shade, green: shade, blue: shade, alpha: alpha), state: state)
            }
        case .crossDissolve(let progress):
            batch.addPlain(rect: bounds, matrix: matrix, texCoords: FrameBuilder.unit, color: Premultiplied(opacity: alpha), state: state,
                           pipeline: .crossDissolve(other: pictures.after.id, progress: progress))
        case .pageCurl(let curl, let page):
            state.texture = texture(page)
            let revealed = page == .before ? pictures.after.id : pictures.before.id
            batch.addPlain(rect: bounds, matrix: matrix, texCoords: FrameBuilder.unit, color: Premultiplied(opacity: alpha), state: state,
                           pipeline: .pageCurl(revealed: revealed, curl))
        }
        return true
    }
}
