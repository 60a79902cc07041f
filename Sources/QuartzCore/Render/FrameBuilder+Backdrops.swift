import CoreGraphics

/// A backdrop (a visual effect's blur): what was drawn under the layer, blurred, beneath its background.
extension FrameBuilder {
    /// Shows the pixels drawn so far under the layer's bounds blurred: copied offscreen (downscaled so
    /// the blur's deviation is about 3 texels), blurred across then down, and drawn back clipped to the
    /// bounds and corners, under the backdrop's tint. The layer's background and the rest go over it.
    func drawBackdrop(_ node: RenderNode, _ backdrop: Backdrop, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip,
                      _ radii: CornerRadii) {
        let bounds = node.presented.bounds
        let square = radii.isZero && matrix.isAxisAlignedScaleTranslate
        let window = self.window
        guard var region = ClipSpace.pixelRect(of: bounds, through: matrix, viewport: batch.viewport, exact: square),
              let metrics = ClipSpace.pixelMetrics(at: CGPoint(x: bounds.midX, y: bounds.midY), offset: .zero, through: matrix,
                                                   viewport: batch.viewport) else { return }
        if let scissor = clip.scissor { region = region.intersection(scissor) }
        let sigma = backdrop.sigma * metrics.scale
        guard !region.isEmpty, sigma > 0 else { return }
        readsBackdrop = true
        let scale = max(downscale, Int((sigma / 3).rounded()))
        let texelSigma = Float(sigma) / Float(scale)
        let taps = Int((3 * texelSigma).rounded(.up))
        let copy = takeSurface(), across = takeSurface()
        defer { surfacesInUse = copy }
        // What lies just outside the bounds blurs into them too: the copy reaches as far as the blur reads.
        batch.copyBackdrop(into: copy, region: region.insetBy((taps + 2) * scale).intersection(window), downscale: scale,
                           sourceDownscale: downscale)
        batch.blur(source: copy, target: across, region: region.insetBy(dx: 0, dy: (taps + 1) * scale).intersection(window),
                   horizontal: true, sigma: texelSigma, downscale: scale, colors: true)
        batch.blur(source: across, target: copy, region: region, horizontal: false, sigma: texelSigma, downscale: scale, colors: true)
        var state = DrawState(texture: .surface(copy), scissor: region, stencil: clip.stencil)
        let shape = ShapeParameters(rect: bounds, radii: radii)
        let clipsExactly = !square && clip.stencil < UInt8.max
        if clipsExactly {
            state.stencil = batch.pushClip(shape, matrix: matrix, level: clip.stencil, scissor: region)
            stencilClips += 1
        }
        batch.addScreenQuad(pixels: region, texCoords: batch.surfaceTexCoords(of: region, downscale: scale),
                            color: Premultiplied(opacity: alpha), state: state)
        if let tint = backdrop.tint, tint.alpha > 0 {
            state.texture = .texture(whiteTexture)
            batch.addScreenQuad(pixels: region, texCoords: FrameBuilder.unit, color: Premultiplied(tint, opacity: alpha), state: state)
        }
        if clipsExactly { batch.popClip(shape, matrix: matrix, level: clip.stencil, scissor: region) }
    }
}
