import CoreGraphics

/// The overlays of `CASEMENT_DEBUG`, as quads drawn over each window's finished frame. Everything
/// they show is read from the frame's own command stream (which quads show opaque pixels, which
/// come from an offscreen pass, where textured ones land) and from the textures the executor
/// uploaded; building the frame is not touched, so with no overlay nothing of this runs. No GL: the
/// executor draws `batch` after the frame. Used on the rendering thread only.
package final class DebugOverlay {
    package let overlays: DebugOverlays
    /// The overlay of the window last built: plain quads over the white texture.
    package private(set) var batch = QuadBatch()
    /// Frames left to flash, by texture redrawn or re-uploaded lately.
    private var flashes: [TextureID: Int] = [:]
    /// The frames the HUD shows.
    package private(set) var history = FrameHistory()
    /// Each window's areas that take touches, in its points, as the last commit sent them.
    package var hitAreas: [RenderTarget.ID: [CGRect]] = [:]

    /// How many frames a redrawn texture flashes.
    package static let flashFrames = 6

    package init(_ overlays: DebugOverlays) { self.overlays = overlays }

    /// Whether a flash is still showing, so frames must go on coming until it fades.
    package var isFlashing: Bool { !flashes.isEmpty }

    /// Bitmaps drawn or uploaded since the last frame ended.
    package private(set) var uploads = 0
    /// Seconds the main thread spent on the commits applied since the last frame ended.
    package private(set) var commitSeconds = 0.0

    /// A transaction that took the main thread `seconds` to commit is applied.
    package func noteCommit(_ seconds: Double) { commitSeconds += seconds }

    /// `texture` was drawn or uploaded again: it flashes for the next frames.
    package func noteRedrawn(_ texture: TextureID) {
        uploads += 1
        if overlays.contains(.redraws) { flashes[texture] = DebugOverlay.flashFrames }
    }

    /// Builds the overlay of `frame`, window `window`'s, whose colour quads show `whiteTexture`. Only
    /// what reaches the window is marked: quads drawn inside an offscreen pass show through the one
    /// that composites it. `textureSizes` (pixels, by texture) lets `misaligned` see scaled bitmaps.
    package func build(over frame: QuadBatch, of window: RenderTarget.ID, whiteTexture: TextureID,
                       textureSizes: [TextureID: CGSize] = [:]) {
        batch.removeAll(viewport: frame.viewport)
        var depth = 0
        for command in frame.commands {
            switch command {
            case .beginPass: depth += 1
            case .endPass: depth -= 1
            case .quads(let pipeline, let state, let first, let count) where depth == 0:
                let tints = self.tints(for: state, whiteTexture: whiteTexture)
                let blended = overlays.contains(.blended)
                let bitmap = overlays.contains(.misaligned) ? self.bitmap(of: state, whiteTexture) : nil
                guard !tints.isEmpty || blended || bitmap != nil else { continue }
                let over = DrawState(texture: .texture(whiteTexture), scissor: state.scissor, stencil: 0)
                for quad in first..<(first + count) {
                    if blended {
                        let red = DebugOverlay.needsBlending(quad, pipeline: pipeline, state: state, of: frame, whiteTexture: whiteTexture)
                        batch.addTint(overQuad: quad, pipeline: pipeline, of: frame, color: red ? DebugOverlay.red : DebugOverlay.green, state: over)
                    }
                    for tint in tints { batch.addTint(overQuad: quad, pipeline: pipeline, of: frame, color: tint, state: over) }
                    if let bitmap, !DebugOverlay.isAligned(quad, pipeline: pipeline, of: frame, textureSize: textureSizes[bitmap]) {
                        batch.addTint(overQuad: quad, pipeline: pipeline, of: frame, color: DebugOverlay.magenta, state: over)
                    }
                }
            default: break
            }
        }
        if overlays.contains(.hits) { outline(hitAreas[window] ?? [], whiteTexture: whiteTexture) }
        if overlays.contains(.hud) { HUDPanel.draw(history, into: &batch, whiteTexture: whiteTexture) }
    }

    /// One frame of every window is drawn, as `sample` says: flashes fade by a frame, the HUD's
    /// history takes it, and the count of uploads starts again.
    package func frameEnded(_ sample: FrameHistory.Sample) {
        for (texture, left) in flashes { flashes[texture] = left > 1 ? left - 1 : nil }
        history.append(sample)
        uploads = 0
        commitSeconds = 0
    }

    /// Outlines `areas` (window points) a point wide, inside their edges.
    private func outline(_ areas: [CGRect], whiteTexture: TextureID) {
        let viewport = batch.viewport
        let scaleX = CGFloat(viewport.pixelWidth) / max(1, viewport.pointSize.width)
        let scaleY = CGFloat(viewport.pixelHeight) / max(1, viewport.pointSize.height)
        let line = max(1, Int(scaleX.rounded()))
        let state = DrawState(texture: .texture(whiteTexture), scissor: nil, stencil: 0)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        for area in areas {
            let x = Int((area.minX * scaleX).rounded()), y = Int((area.minY * scaleY).rounded())
            let width = Int((area.maxX * scaleX).rounded()) - x, height = Int((area.maxY * scaleY).rounded()) - y
            guard width > 0, height > 0 else { continue }
            for edge in [PixelRect(x: x, y: y, width: width, height: line), PixelRect(x: x, y: y + height - line, width: width, height: line),
                         PixelRect(x: x, y: y, width: line, height: height), PixelRect(x: x + width - line, y: y, width: line, height: height)] {
                batch.addScreenQuad(pixels: edge, texCoords: unit, color: DebugOverlay.orange, state: state)
            }
        }
    }

    /// Whether the layer that quad `index` shows needs blending there, as Color Blended Layers answers the
    /// app's developer: not whether the compositor blends it (it blends small opaque colours, to keep
    /// them in a run with their neighbours, so that would change with the window's size) but whether
    /// the layer's pixels could let anything under them show. An opaque colour on a plain quad (alpha 1
    /// along the path: the tint carries the opacities) and opaque contents at full opacity (which the
    /// frame builder always draws unblended) do not; rounded or bordered shapes, shadows, offscreen
    /// results, masks, dissolves, added particles and layers inside a rounded or turned clip (whose
    /// edge Core Animation smooths by blending) do.
    private static func needsBlending(_ index: Int, pipeline: Pipeline, state: DrawState, of frame: QuadBatch,
                                      whiteTexture: TextureID) -> Bool {
        if state.stencil > 0 { return true }
        guard state.blends else { return false }
        guard pipeline == .plain, !state.adds, state.texture == .texture(whiteTexture) else { return true }
        return frame.tint(ofQuad: index, pipeline: pipeline).alpha < 1
    }

    /// The tints every quad drawn in `state` gets, whatever its geometry.
    private func tints(for state: DrawState, whiteTexture: TextureID) -> [Premultiplied] {
        var tints: [Premultiplied] = []
        if overlays.contains(.offscreen), case .surface = state.texture { tints.append(DebugOverlay.yellow) }
        if overlays.contains(.redraws), case .texture(let id) = state.texture, flashes[id] != nil { tints.append(DebugOverlay.cyan) }
        return tints
    }

    /// The texture of the quads of `state` when they show a layer's bitmap (not a colour, not an offscreen result).
    private func bitmap(of state: DrawState, _ whiteTexture: TextureID) -> TextureID? {
        if case .texture(let id) = state.texture, id != whiteTexture { return id }
        return nil
    }

    /// Whether quad `index` shows its bitmap's texels on whole device pixels: its corners on pixel
    /// boundaries and, when the bitmap's size in pixels is known, each edge as many pixels long as
    /// it spans texels, along an axis (not scaled by a transform, drawn at another scale, or turned).
    package static func isAligned(_ index: Int, pipeline: Pipeline, of frame: QuadBatch, textureSize: CGSize?) -> Bool {
        let corners = frame.corners(ofQuad: index, pipeline: pipeline)
        guard landsOnWholePixels(corners) else { return false }
        guard let size = textureSize else { return true }
        let texCoords = frame.texCoords(ofQuad: index, pipeline: pipeline)
        for corner in [1, 2] {
            let pixels = CGPoint(x: corners[corner].x - corners[0].x, y: corners[corner].y - corners[0].y)
            let texels = CGPoint(x: (texCoords[corner].x - texCoords[0].x) * size.width, y: (texCoords[corner].y - texCoords[0].y) * size.height)
            guard min(abs(pixels.x), abs(pixels.y)) < 0.01, abs(hypot(pixels.x, pixels.y) - hypot(texels.x, texels.y)) < 0.02 else { return false }
        }
        return true
    }

    /// Whether every corner falls on a pixel boundary (within a hundredth of a pixel).
    package static func landsOnWholePixels(_ corners: [CGPoint]) -> Bool {
        corners.allSatisfy { abs($0.x - $0.x.rounded()) < 0.01 && abs($0.y - $0.y.rounded()) < 0.01 }
    }

    // Half-strength premultiplied tints, as Instruments' overlays blend over the picture.
    package static let red = Premultiplied(red: 0.5, green: 0, blue: 0, alpha: 0.5)
    package static let green = Premultiplied(red: 0, green: 0.5, blue: 0, alpha: 0.5)
    package static let yellow = Premultiplied(red: 0.5, green: 0.5, blue: 0, alpha: 0.5)
    package static let magenta = Premultiplied(red: 0.5, green: 0, blue: 0.5, alpha: 0.5)
    package static let cyan = Premultiplied(red: 0, green: 0.5, blue: 0.5, alpha: 0.5)
    /// Hit areas are outlined in full strength: a line, not a wash.
    package static let orange = Premultiplied(red: 1, green: 0.5, blue: 0, alpha: 1)
}
