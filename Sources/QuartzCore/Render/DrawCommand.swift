/// One step of drawing a frame, in order. Most frames are a few `quads` commands; clips, offscreen
/// passes and blurs appear only for layers that need them (rounded or rotated clipping, group
/// opacity, masks, shadows without an analytic shape, backdrops).
package enum DrawCommand: Equatable {
    /// Draws `count` quads of `pipeline`'s vertices from `first`, in `state`.
    case quads(Pipeline, DrawState, first: Int, count: Int)
    /// Raises the stencil from `level` to `level + 1` inside the shape quad `first` (a rounded or
    /// transformed clip); what is drawn at `level + 1` is inside it.
    case pushClip(first: Int, level: UInt8, scissor: PixelRect?)
    /// Lowers the stencil back to `level` inside the shape quad `first`.
    case popClip(first: Int, level: UInt8, scissor: PixelRect?)
    /// Redirects drawing into offscreen surface `surface`, at 1/`downscale` of the window's
    /// resolution, cleared (colour and stencil) inside `clear` (window pixels).
    case beginPass(surface: Int, downscale: Int, clear: PixelRect)
    /// Returns drawing to the surface (or window) the matching `beginPass` interrupted.
    case endPass
    /// Blurs surface `source` into surface `target` along one axis, over the plain quad `quad` (a
    /// window-pixel region mapped onto the source): its alpha alone (a shadow's shape), or with
    /// `colors` all four channels (a backdrop).
    case blur(source: Int, target: Int, quad: Int, horizontal: Bool, sigma: Float, downscale: Int, colors: Bool)
    /// Copies `region` (window pixels) of what has been drawn so far into the surface, or window, being
    /// drawn (at 1/`sourceDownscale` resolution) into surface `target` at 1/`downscale` resolution:
    /// the backdrop a visual effect blurs.
    case copyBackdrop(target: Int, region: PixelRect, downscale: Int, sourceDownscale: Int)
    /// Fills a path's triangle fan (plain quads `fan`, `fanCount` of them) by stencil-then-cover:
    /// the fan counts windings in the stencil, then quad `cover` paints where the count is not zero.
    case fillPath(fan: Int, fanCount: Int, cover: Int)
}

/// Which program and vertex layout a run of quads uses.
package enum Pipeline: Equatable {
    /// Textured, tinted quads: backgrounds, contents, composited offscreen results.
    case plain
    /// Rounded rectangles measured in the fragment shader: fills, borders, analytic shadows.
    case shape
    /// A plain quad showing an offscreen surface through the alpha of the mask in surface `mask`.
    case masked(mask: Int)
    /// A plain quad mixing its texture with `other` (same coordinates), `progress` of `other`:
    /// a cross-dissolve, composited as one picture.
    case crossDissolve(other: TextureID, progress: Float)
    /// A plain quad over a transition's layer showing its texture curling away over `revealed`.
    case pageCurl(revealed: TextureID, PageCurl)
}

/// Where a quad's texture comes from.
package enum TextureSource: Equatable {
    case texture(TextureID)
    /// The colour texture of an offscreen surface of this frame.
    case surface(Int)
}

/// The GL state one quad is drawn in; consecutive quads with equal state share a draw call.
package struct DrawState: Equatable {
    package var texture: TextureSource
    /// An axis-aligned clip, in window pixels.
    package var scissor: PixelRect?
    /// The stencil level inside the current clips (0: no stencil clip).
    package var stencil: UInt8
    /// False for opaque contents drawn without blending.
    package var blends = true
    /// True for quads added to what is under them (an emitter's additive render mode) rather than
    /// drawn over it.
    package var adds = false
}
