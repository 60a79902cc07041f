import CoreGraphics

/// A layer's border, drawn over its sublayers.
extension FrameBuilder {
    /// The border: inside the bounds, following the corners; four plain strips when they are square.
    func drawBorder(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip) {
        guard let color = node.presented.borderColor else { return }
        let tint = Premultiplied(color, opacity: alpha)
        let state = DrawState(texture: .texture(whiteTexture), scissor: clip.scissor, stencil: clip.stencil)
        let radii = cornerRadii(of: node)
        let b = node.presented.bounds
        let width = min(node.presented.borderWidth, min(abs(b.width), abs(b.height)) / 2)
        guard width > 0 else { return }
        guard radii.isZero else {
            batch.addShape(rect: b, matrix: matrix, texCoords: FrameBuilder.unit, color: tint,
                           shape: ShapeParameters(rect: b, radii: radii, borderWidth: Float(width)), state: state)
            return
        }
        func strip(_ rect: CGRect) {
            guard rect.height > 0 else { return }
            batch.addPlain(rect: rect, matrix: matrix, texCoords: FrameBuilder.unit, color: tint, state: state)
        }
        strip(CGRect(x: b.minX, y: b.minY, width: b.width, height: width))
        strip(CGRect(x: b.minX, y: b.maxY - width, width: b.width, height: width))
        strip(CGRect(x: b.minX, y: b.minY + width, width: width, height: b.height - 2 * width))
        strip(CGRect(x: b.maxX - width, y: b.minY + width, width: width, height: b.height - 2 * width))
    }
}
