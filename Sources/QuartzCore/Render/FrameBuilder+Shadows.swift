import CoreGraphics

/// A layer's shadow, beneath it: analytic for simple shapes, otherwise the shape drawn offscreen and blurred.
extension FrameBuilder {
    /// A shadow whose shape is being drawn offscreen, and what compositing it needs.
    struct ShadowPass {
        var node: RenderNode
        var alpha: Float
        var clip: Clip
        var color: CGColorRGBA
        var sigma: CGFloat
        var offset: (dx: CGFloat, dy: CGFloat)
        var source: Int
        var scale: Int
    }

    /// Core Animation draws no shadow at zero opacity, and clips it away under masksToBounds.
    func castsShadow(_ node: RenderNode) -> Bool {
        node.presented.shadowOpacity > 0 && (node.presented.shadowColor?.alpha ?? 0) > 0 && !node.presented.masksToBounds
    }

    /// The shadow, beneath the layer. A rectangle, rounded rectangle or circle (a shadowPath that
    /// outlines one, or a layer that is only a background) gets an exact analytic shadow from the
    /// shape shader; anything else (contents, sublayers, a border without opaque background, another
    /// shadowPath) is drawn offscreen as an alpha shape and blurred.
    func drawShadow(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip, _ scope: Scope) {
        let bounds = node.presented.bounds
        guard let color = node.presented.shadowColor else { return }
        var opacity = alpha * node.presented.shadowOpacity
        var outline: (rect: CGRect, radii: CornerRadii)?
        if let path = node.presented.shadowPath {
            if let match = RoundedRectOutline.match(path) { outline = (match.rect, CornerRadii(uniform: match.radius)) }
        } else if node.texture == nil, node.sublayers.isEmpty, let background = node.presented.backgroundColor,
                  background.alpha > 0, node.presented.borderWidth == 0 || background.alpha >= 1 {
            outline = (bounds, cornerRadii(of: node))
            opacity *= Float(background.alpha)
        }
        if let (rect, radii) = outline {
            let shape = rect.offsetBy(dx: node.presented.shadowOffset.width, dy: node.presented.shadowOffset.height)
            let reach = 3 * node.presented.shadowRadius + 1
            batch.addShape(rect: shape.insetBy(dx: -reach, dy: -reach), matrix: matrix, texCoords: FrameBuilder.unit,
                           color: Premultiplied(color, opacity: opacity),
                           shape: ShapeParameters(rect: shape, radii: radii, sigma: Float(node.presented.shadowRadius)),
                           state: DrawState(texture: .texture(whiteTexture), scissor: clip.scissor, stencil: clip.stencil))
            return
        }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        guard let metrics = ClipSpace.pixelMetrics(at: center, offset: node.presented.shadowOffset, through: matrix,
                                                   viewport: batch.viewport) else { return }
        let sigma = node.presented.shadowRadius * metrics.scale
        // The shape is drawn and blurred at a resolution where the deviation is about 3 texels.
        let source = beginPass(downscale: max(1, PixelRect.pixels(Double(sigma / 3), .down)))
        let pass = ShadowPass(node: node, alpha: alpha, clip: clip, color: color, sigma: sigma, offset: (metrics.dx, metrics.dy),
                              source: source, scale: downscale)
        if let path = node.presented.shadowPath {
            fillPath(path, matrix)
            shadowDrawn(pass)
        } else {
            steps.append(.shadowDrawn(Boxed(pass)))
            drawLayer(node, matrix, 1, Clip(scissor: nil, stencil: 0), scope)
        }
    }

    /// The shadow's shape is drawn offscreen: blurs it and composites it under the layer.
    func shadowDrawn(_ pass: ShadowPass) {
        let (node, alpha, clip, color, sigma, source, scale) = (pass.node, pass.alpha, pass.clip, pass.color, pass.sigma, pass.source, pass.scale)
        let (drawn, begin) = endPass()
        defer { surfacesInUse = source }
        guard !drawn.isEmpty else { return }
        let window = self.window
        let texelSigma = Float(sigma) / Float(scale)
        let taps = PixelRect.pixels(Double(3 * texelSigma), .up)
        let region = drawn.insetBy(PixelRect.pixels(Double(3 * sigma), .up) + scale).intersection(window)
        // The blur reads `taps` texels beyond the region: clear them, and blur across over rows that far out.
        batch.setClearRegion(region.insetBy((taps + 2) * scale).intersection(window), ofPassAt: begin)
        let across = takeSurface()
        batch.blur(source: source, target: across, region: region.insetBy(dx: 0, dy: (taps + 1) * scale).intersection(window),
                   horizontal: true, sigma: texelSigma, downscale: scale)
        batch.blur(source: across, target: source, region: region, horizontal: false, sigma: texelSigma, downscale: scale)
        let shown = region.offsetBy(dx: PixelRect.pixels(Double(pass.offset.dx)), dy: PixelRect.pixels(Double(pass.offset.dy)))
        batch.addScreenQuad(pixels: shown, texCoords: batch.surfaceTexCoords(of: region, downscale: scale),
                            color: Premultiplied(color, opacity: alpha * node.presented.shadowOpacity),
                            state: DrawState(texture: .surface(source), scissor: clip.scissor, stencil: clip.stencil))
    }

    /// Fills `path` (layer space, non-zero winding) in opaque white, by stencil-then-cover.
    private func fillPath(_ path: CGPath, _ matrix: CATransform3D) {
        let fan = batch.plainQuadCount
        var pivot: CGPoint?
        path.forEachFlattenedEdge { a, b in
            let origin = pivot ?? a
            pivot = origin
            batch.addFanTriangle(origin, a, b, matrix: matrix)
        }
        guard pivot != nil else { return }
        batch.fillPath(fanFrom: fan, cover: path.boundingBoxOfPath, matrix: matrix)
    }
}
