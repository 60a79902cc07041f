import CoreGraphics

/// The vertices and ordered draw commands of one frame. Plain quads (position with w, texture
/// coordinate, premultiplied tint) and shape quads (the same plus the rounded rectangle they
/// measure) live in two vertex arrays; consecutive quads of one pipeline and state share a draw call.
/// Everything is kept between frames (`removeAll` keeps capacity): building a frame allocates nothing.
package struct QuadBatch {
    /// Floats per plain vertex: position (4), texCoord (2), colour (4).
    package static let plainStride = 10
    /// Floats per shape vertex: the plain ones, then local point (2), half size (2), radii (4), params (4).
    package static let shapeStride = 22
    package let plainVertices = VertexStore()
    package let shapeVertices = VertexStore()
    package private(set) var commands: [DrawCommand] = []
    /// The window the frame is for: screen quads and pass bounds are in its pixels.
    package private(set) var viewport = Viewport(pointSize: .zero, pixelWidth: 1, pixelHeight: 1)
    /// Offscreen passes begun and not ended: the index of each `beginPass` and what it covers so far.
    private var openPasses: [(command: Int, bounds: PixelBounds)] = []
    /// Extents being measured (a layer and its sublayers, nested): the window pixels drawn so far.
    private var extents: [PixelBounds] = []

    package init() {}

    package var plainQuadCount: Int { plainVertices.count / (4 * QuadBatch.plainStride) }
    package var shapeQuadCount: Int { shapeVertices.count / (4 * QuadBatch.shapeStride) }
    package var quadCount: Int { plainQuadCount + shapeQuadCount }

    /// Empties the batch for a frame of `viewport`.
    package mutating func removeAll(viewport: Viewport) {
        self.viewport = viewport
        plainVertices.removeAll()
        shapeVertices.removeAll()
        commands.removeAll(keepingCapacity: true)
        openPasses.removeAll(keepingCapacity: true)
        extents.removeAll(keepingCapacity: true)
    }

    // MARK: Extents

    /// Starts measuring the window pixels the quads added from now on cover (nested measurements
    /// count toward the enclosing ones too).
    package mutating func beginExtent() { extents.append(PixelBounds()) }

    /// Ends the innermost measurement; returns the pixels its quads covered.
    package mutating func endExtent() -> PixelRect {
        let extent = extents.removeLast()
        if !extents.isEmpty { extents[extents.count - 1].formUnion(extent) }
        return extent.pixelRect(in: viewport)
    }

    // MARK: Quads

    /// Adds the quad `rect` (layer space) mapped by `matrix` (layer space → clip space), showing
    /// `texCoords` of the state's texture tinted by `color`.
    package mutating func addPlain(rect: CGRect, matrix m: CATransform3D, texCoords: CGRect,
                                   color: Premultiplied, state: DrawState, pipeline: Pipeline = .plain) {
        // The four corners after one capacity check, without a temporary array: this runs for every
        // quad of every frame (0.23 M instructions a frame fewer at 5,000 animated layers than a check each).
        let stride = QuadBatch.plainStride
        plainVertices.append(4 * stride) { v in
            QuadBatch.write(rect.minX, rect.minY, m, texCoords.minX, texCoords.minY, color, to: v)
            QuadBatch.write(rect.maxX, rect.minY, m, texCoords.maxX, texCoords.minY, color, to: v + stride)
            QuadBatch.write(rect.minX, rect.maxY, m, texCoords.minX, texCoords.maxY, color, to: v + 2 * stride)
            QuadBatch.write(rect.maxX, rect.maxY, m, texCoords.maxX, texCoords.maxY, color, to: v + 3 * stride)
        }
        didAddQuad(pipeline, state, first: plainQuadCount - 1, shape: false)
    }

    /// Adds the quad `rect` (layer space) drawing part of the rounded rectangle `shape`.
    package mutating func addShape(rect: CGRect, matrix m: CATransform3D, texCoords: CGRect, color: Premultiplied,
                                   shape: ShapeParameters, state: DrawState) {
        appendShape(rect.minX, rect.minY, m, texCoords.minX, texCoords.minY, color, shape)
        appendShape(rect.maxX, rect.minY, m, texCoords.maxX, texCoords.minY, color, shape)
        appendShape(rect.minX, rect.maxY, m, texCoords.minX, texCoords.maxY, color, shape)
        appendShape(rect.maxX, rect.maxY, m, texCoords.maxX, texCoords.maxY, color, shape)
        didAddQuad(.shape, state, first: shapeQuadCount - 1, shape: true)
    }

    /// Adds a quad covering `pixels` (window pixels, top-left origin) showing `texCoords` (from its
    /// origin at the top-left pixel, by its possibly negative size): how offscreen results come back.
    package mutating func addScreenQuad(pixels: PixelRect, texCoords: CGRect, color: Premultiplied,
                                        state: DrawState, pipeline: Pipeline = .plain) {
        let first = appendScreenQuad(pixels, texCoords, color)
        didAddQuad(pipeline, state, first: first, shape: false)
    }

    /// Adds a plain quad with the corners of quad `index` among `other`'s `pipeline` vertices (any
    /// perspective kept), tinted `color`: how a debug overlay marks what a frame drew.
    package mutating func addTint(overQuad index: Int, pipeline: Pipeline, of other: QuadBatch, color: Premultiplied,
                                  state: DrawState) {
        let (vertices, stride) = other.store(of: pipeline)
        for corner in 0..<4 {
            let base = (index * 4 + corner) * stride
            let (x, y, w) = (vertices[base], vertices[base + 1], vertices[base + 3])
            plainVertices.append(QuadBatch.plainStride) { v in
                v[0] = x; v[1] = y; v[2] = 0; v[3] = w; v[4] = 0; v[5] = 0
                v[6] = color.red; v[7] = color.green; v[8] = color.blue; v[9] = color.alpha
            }
        }
        didAddQuad(.plain, state, first: plainQuadCount - 1, shape: false)
    }

    // MARK: Clips

    /// Starts clipping to the rounded rectangle `shape` (drawn through `matrix`) by raising the
    /// stencil from `level`; returns the level inside.
    package mutating func pushClip(_ shape: ShapeParameters, matrix: CATransform3D, level: UInt8, scissor: PixelRect?) -> UInt8 {
        let first = appendClipQuad(shape, matrix)
        commands.append(.pushClip(first: first, level: level, scissor: scissor))
        return level + 1
    }

    /// Ends the clip `pushClip` started at `level`.
    package mutating func popClip(_ shape: ShapeParameters, matrix: CATransform3D, level: UInt8, scissor: PixelRect?) {
        let first = appendClipQuad(shape, matrix)
        commands.append(.popClip(first: first, level: level, scissor: scissor))
    }

    private mutating func appendClipQuad(_ shape: ShapeParameters, _ m: CATransform3D) -> Int {
        var stencil = shape
        stencil.discardBelow = 0.5
        let rect = shape.rect, none = Premultiplied.clear
        appendShape(rect.minX, rect.minY, m, 0, 0, none, stencil)
        appendShape(rect.maxX, rect.minY, m, 1, 0, none, stencil)
        appendShape(rect.minX, rect.maxY, m, 0, 1, none, stencil)
        appendShape(rect.maxX, rect.maxY, m, 1, 1, none, stencil)
        return shapeQuadCount - 1
    }

    // MARK: Paths

    /// Adds the triangle (pivot, a, b) of a path's fan, in layer space through `matrix`, as a quad
    /// whose second triangle is empty.
    package mutating func addFanTriangle(_ pivot: CGPoint, _ a: CGPoint, _ b: CGPoint, matrix m: CATransform3D) {
        appendPlain(pivot.x, pivot.y, m, 0, 0, .opaqueWhite)
        appendPlain(a.x, a.y, m, 0, 0, .opaqueWhite)
        appendPlain(b.x, b.y, m, 0, 0, .opaqueWhite)
        appendPlain(b.x, b.y, m, 0, 0, .opaqueWhite)
        trackLastQuad(shape: false)
    }

    /// Fills the fan added since plain quad `fan` by stencil-then-cover with `cover` (the path's
    /// bounding box in layer space), in opaque white: the path's alpha shape.
    package mutating func fillPath(fanFrom fan: Int, cover: CGRect, matrix: CATransform3D) {
        let fanCount = plainQuadCount - fan
        appendPlain(cover.minX, cover.minY, matrix, 0, 0, .opaqueWhite)
        appendPlain(cover.maxX, cover.minY, matrix, 1, 0, .opaqueWhite)
        appendPlain(cover.minX, cover.maxY, matrix, 0, 1, .opaqueWhite)
        appendPlain(cover.maxX, cover.maxY, matrix, 1, 1, .opaqueWhite)
        trackLastQuad(shape: false)
        commands.append(.fillPath(fan: fan, fanCount: fanCount, cover: plainQuadCount - 1))
    }

    // MARK: Offscreen passes

    /// Starts drawing into offscreen `surface` at 1/`downscale` resolution.
    package mutating func beginPass(surface: Int, downscale: Int) {
        openPasses.append((commands.count, PixelBounds()))
        commands.append(.beginPass(surface: surface, downscale: downscale, clear: PixelRect(x: 0, y: 0, width: 0, height: 0)))
    }

    /// Ends the innermost pass; returns the window pixels it drew and the index of its `beginPass`.
    /// The pass is cleared over those pixels unless `setClearRegion` widens it.
    package mutating func endPass() -> (bounds: PixelRect, begin: Int) {
        let (index, bounds) = openPasses.removeLast()
        let rect = bounds.pixelRect(in: viewport)
        setClearRegion(rect, ofPassAt: index)
        commands.append(.endPass)
        return (rect, index)
    }

    /// Sets the pixels the pass begun at command `index` clears.
    package mutating func setClearRegion(_ clear: PixelRect, ofPassAt index: Int) {
        guard case .beginPass(let surface, let downscale, _) = commands[index] else { return }
        commands[index] = .beginPass(surface: surface, downscale: downscale, clear: clear)
    }

    /// Blurs surface `source` into `target` along one axis over `region` (window pixels), both at
    /// 1/`downscale` resolution, with a Gaussian of `sigma` texels: the alpha alone, or with `colors` all of it.
    package mutating func blur(source: Int, target: Int, region: PixelRect, horizontal: Bool, sigma: Float, downscale: Int,
                               colors: Bool = false) {
        let quad = appendScreenQuad(region, surfaceTexCoords(of: region, downscale: downscale), .opaqueWhite)
        commands.append(.blur(source: source, target: target, quad: quad, horizontal: horizontal, sigma: sigma, downscale: downscale,
                              colors: colors))
    }

    /// Copies `region` (window pixels) of what is drawn so far, at 1/`sourceDownscale` resolution,
    /// into surface `target` at 1/`downscale`.
    package mutating func copyBackdrop(into target: Int, region: PixelRect, downscale: Int, sourceDownscale: Int) {
        commands.append(.copyBackdrop(target: target, region: region, downscale: downscale, sourceDownscale: sourceDownscale))
    }

    /// Multiplies the colour of the quads added since `plainStart` plain and `shapeStart` shape quads,
    /// by commands from `commandStart` on, that draw where the batch draws now (not inside an
    /// offscreen pass, whose result is multiplied where it is composited): a replicator's instance colour.
    package func multiplyColors(from commandStart: Int, plainStart: Int, shapeStart: Int, by factor: Premultiplied) {
        var depth = 0
        // The run before `commandStart` may have grown by quads of this instance.
        for index in max(0, commandStart - 1)..<commands.count {
            switch commands[index] {
            case .beginPass where index >= commandStart: depth += 1
            case .endPass where index >= commandStart: depth -= 1
            case .quads(let pipeline, _, let first, let count) where depth == 0:
                let (vertices, stride) = store(of: pipeline)
                let start = max(first, pipeline == .shape ? shapeStart : plainStart)
                guard start < first + count else { continue }
                vertices.multiply(from: start * 4 * stride, to: (first + count) * 4 * stride, stride: stride, offset: 6,
                                  by: (factor.red, factor.green, factor.blue, factor.alpha))
            default: break
            }
        }
    }

    /// The texture coordinates of `region` (window pixels) in a surface drawn at 1/`downscale`
    /// resolution: surfaces have the window's size in texels and keep a downscaled picture in their
    /// lower-left part, rows bottom-up as GL draws them.
    package func surfaceTexCoords(of region: PixelRect, downscale: Int) -> CGRect {
        let width = CGFloat(viewport.pixelWidth), height = CGFloat(viewport.pixelHeight)
        let scaleX = CGFloat(SurfaceLayout.scaledSize(viewport.pixelWidth, downscale)) / width
        let scaleY = CGFloat(SurfaceLayout.scaledSize(viewport.pixelHeight, downscale)) / height
        let minU = CGFloat(region.x) / width * scaleX, maxU = CGFloat(region.x + region.width) / width * scaleX
        let top = (1 - CGFloat(region.y) / height) * scaleY, bottom = (1 - CGFloat(region.y + region.height) / height) * scaleY
        return CGRect(x: minU, y: top, width: maxU - minU, height: bottom - top)
    }

    // MARK: Vertices

    /// Extends the last `quads` command by the quad just added, when it can, or starts one.
    private mutating func didAddQuad(_ pipeline: Pipeline, _ state: DrawState, first: Int, shape: Bool) {
        if !openPasses.isEmpty || !extents.isEmpty { trackLastQuad(shape: shape, scissor: state.scissor) }
        if case .quads(let lastPipeline, let lastState, let lastFirst, let count)? = commands.last,
           lastPipeline == pipeline, lastState == state, lastFirst + count == first {
            commands[commands.count - 1] = .quads(pipeline, state, first: lastFirst, count: count + 1)
        } else {
            commands.append(.quads(pipeline, state, first: first, count: 1))
        }
    }

    /// Grows the innermost open pass's bounds, and the innermost extent being measured, by the last
    /// quad of the shape or plain vertices (cut to `scissor`). The store is named, not passed:
    /// passing it retained and released it for every quad, about 6 % of the animated benchmark's
    /// build time (perf, `casement-bench --run build --count 5000`).
    private mutating func trackLastQuad(shape: Bool, scissor: PixelRect? = nil) {
        guard !openPasses.isEmpty || !extents.isEmpty else { return }
        let (vertices, stride) = shape ? (shapeVertices, QuadBatch.shapeStride) : (plainVertices, QuadBatch.plainStride)
        var quad = PixelBounds()
        let start = vertices.count - 4 * stride
        for corner in 0..<4 {
            let base = start + corner * stride
            quad.add(x: vertices[base], y: vertices[base + 1], w: vertices[base + 3], viewport: viewport)
        }
        if let scissor { quad.intersect(scissor) }
        if !openPasses.isEmpty { openPasses[openPasses.count - 1].bounds.formUnion(quad) }
        if !extents.isEmpty { extents[extents.count - 1].formUnion(quad) }
    }

    private func appendPlain(_ x: CGFloat, _ y: CGFloat, _ m: CATransform3D, _ u: CGFloat, _ v: CGFloat,
                             _ color: Premultiplied) {
        plainVertices.append(QuadBatch.plainStride) { QuadBatch.write(x, y, m, u, v, color, to: $0) }
    }

    private func appendShape(_ x: CGFloat, _ y: CGFloat, _ m: CATransform3D, _ u: CGFloat, _ v: CGFloat,
                             _ color: Premultiplied, _ shape: ShapeParameters) {
        shapeVertices.append(QuadBatch.shapeStride) { vertex in
            QuadBatch.write(x, y, m, u, v, color, to: vertex)
            vertex[10] = Float(x - shape.rect.midX); vertex[11] = Float(y - shape.rect.midY)
            vertex[12] = Float(shape.rect.width / 2); vertex[13] = Float(shape.rect.height / 2)
            vertex[14] = Float(shape.radii.minXMinY); vertex[15] = Float(shape.radii.maxXMinY)
            vertex[16] = Float(shape.radii.minXMaxY); vertex[17] = Float(shape.radii.maxXMaxY)
            vertex[18] = shape.borderWidth; vertex[19] = shape.sigma
            vertex[20] = shape.discardBelow; vertex[21] = 0
        }
    }

    /// Writes the attributes every vertex starts with, the first 10 floats at `vertex`: (x, y)
    /// through `m` to clip space (z 0, w kept for the GPU's perspective divide), the texture
    /// coordinate and the tint.
    @inline(__always)
    private static func write(_ x: CGFloat, _ y: CGFloat, _ m: CATransform3D, _ u: CGFloat, _ v: CGFloat,
                              _ color: Premultiplied, to vertex: UnsafeMutablePointer<Float>) {
        vertex[0] = Float(x * m.m11 + y * m.m21 + m.m41)
        vertex[1] = Float(x * m.m12 + y * m.m22 + m.m42)
        vertex[2] = 0
        vertex[3] = Float(x * m.m14 + y * m.m24 + m.m44)
        vertex[4] = Float(u); vertex[5] = Float(v)
        vertex[6] = color.red; vertex[7] = color.green
        vertex[8] = color.blue; vertex[9] = color.alpha
    }

    /// Appends a quad over `pixels` in clip space (w = 1); returns its index among plain quads.
    private mutating func appendScreenQuad(_ pixels: PixelRect, _ tex: CGRect, _ color: Premultiplied) -> Int {
        // Clip space of the window: x right, y up, both −1…1; a translation and scale of pixels.
        var toClip = CATransform3D()
        toClip.m11 = 2 / CGFloat(viewport.pixelWidth)
        toClip.m22 = -2 / CGFloat(viewport.pixelHeight)
        toClip.m41 = -1
        toClip.m42 = 1
        let rect = CGRect(x: pixels.x, y: pixels.y, width: pixels.width, height: pixels.height)
        // `tex` runs from its origin (at the top-left pixel) by its size, which may be negative
        // (surfaces are stored bottom-up), so its corners are read as given, not standardised.
        let u0 = tex.origin.x, u1 = tex.origin.x + tex.size.width
        let v0 = tex.origin.y, v1 = tex.origin.y + tex.size.height
        appendPlain(rect.minX, rect.minY, toClip, u0, v0, color)
        appendPlain(rect.maxX, rect.minY, toClip, u1, v0, color)
        appendPlain(rect.minX, rect.maxY, toClip, u0, v1, color)
        appendPlain(rect.maxX, rect.maxY, toClip, u1, v1, color)
        return plainQuadCount - 1
    }
}
