import CoreGraphics

/// Offscreen passes: the surfaces groups, masks, shadows and backdrops draw into, taken and given
/// back like a stack.
extension FrameBuilder {
    /// Starts an offscreen pass on the next free surface, at 1/`requested` resolution or coarser
    /// (a pass inside a downscaled pass is downscaled alike); returns the surface.
    func beginPass(downscale requested: Int = 1) -> Int {
        let surface = takeSurface()
        offscreenPasses += 1
        downscales.append(downscale)
        downscale = max(downscale, requested)
        batch.beginPass(surface: surface, downscale: downscale)
        return surface
    }

    /// Ends the innermost pass; returns the window pixels it drew and the index of its `beginPass`.
    func endPass() -> (bounds: PixelRect, begin: Int) {
        downscale = downscales.removeLast()
        return batch.endPass()
    }

    /// The next free surface; giving it back is setting `surfacesInUse` to it again.
    func takeSurface() -> Int {
        surfacesInUse += 1
        surfacesNeeded = max(surfacesNeeded, surfacesInUse)
        return surfacesInUse - 1
    }

    /// Puts what was drawn on surface `content` (covering `bounds`) on screen at `alpha`, and frees
    /// it and the surfaces taken after it.
    func composite(_ content: Int, bounds: PixelRect, _ alpha: Float, _ clip: Clip, pipeline: Pipeline) {
        if !bounds.isEmpty {
            batch.addScreenQuad(pixels: bounds, texCoords: batch.surfaceTexCoords(of: bounds, downscale: downscale),
                                color: Premultiplied(opacity: alpha),
                                state: DrawState(texture: .surface(content), scissor: clip.scissor, stencil: clip.stencil),
                                pipeline: pipeline)
        }
        surfacesInUse = content
    }
}
