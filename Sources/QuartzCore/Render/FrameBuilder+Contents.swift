import CoreGraphics

/// A layer's bitmap: one quad, or several for a stretched or tiled gravity (`ContentsLayout`).
extension FrameBuilder {
    func drawContents(_ node: RenderNode, _ texture: TextureHandle, _ matrix: CATransform3D, _ alpha: Float,
                      _ background: DrawState, _ radii: CornerRadii, opaque: Bool) {
        var state = background
        state.texture = .texture(texture.id)
        let tint = Premultiplied(opacity: alpha)
        // Under masksToBounds the contents are cut to the bounds: exactly by the quads, and at rounded
        // corners by the shape shader, smoothly.
        let rounded = node.presented.masksToBounds && !radii.isZero
        // Opaque contents at full opacity replace what is under them (Core Animation's isOpaque),
        // except where smoothed rounded corners need blending.
        state.blends = rounded || !opaque || alpha < 1
        ContentsLayout.forEachQuad(pixelWidth: texture.width, pixelHeight: texture.height, node.presented,
                                   clip: node.presented.masksToBounds) { rect, texCoords in
            if rounded {
                batch.addShape(rect: rect, matrix: matrix, texCoords: texCoords, color: tint,
                               shape: ShapeParameters(rect: node.presented.bounds, radii: radii), state: state)
            } else {
                batch.addPlain(rect: rect, matrix: matrix, texCoords: texCoords, color: tint, state: state)
            }
        }
    }
}
