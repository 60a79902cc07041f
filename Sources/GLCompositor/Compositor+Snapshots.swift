import CGL
import CoreGraphics
import QuartzCore

/// The first phase of applying a transaction: pictures of layers as the tree shows them before the
/// transaction changes anything (the "before" a transition animates from), kept as textures that
/// outlive frames until a later transaction releases them.
extension Compositor {
    /// Takes the pictures `requests` ask for, drawing with the first window's context (textures are
    /// shared by every window's context, so any window can show them).
    func takeSnapshots(_ requests: [SnapshotRequest]) {
        guard !requests.isEmpty else { return }
        guard let host = targetOrder.first.flatMap(target) else {
            Diagnostics.report("a snapshot was asked for while no window is shown; it shows nothing")
            return
        }
        host.presenter?.waitUntilShown()
        host.target.makeCurrent()
        defer { host.target.releaseCurrent() }
        prepareSharedResources()
        if host.plainVertexArray == 0 { prepareVertexArrays(of: host) }
        // Contents that arrived since the last frame are part of what the layers show.
        uploadPendingContents()
        for request in requests {
            guard let node = tree[request.layer],
                  let picture = picture(of: node, scale: request.scale, at: statistics.lastFrameTime, host: host) else { continue }
            snapshots[request.id] = picture
        }
    }

    /// `node` and its sublayers drawn in the node's own space at `scale` pixels per point, as of
    /// media `time`, in a texture whose rows run top to bottom like uploaded bitmaps. The node's own
    /// transition is left out: the picture is of the layers as committed.
    func picture(of node: RenderNode, scale: CGFloat, at time: Double, host: Target) -> TextureHandle? {
        node.present(at: time)
        let size = node.presented.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, scale > 0, scale.isFinite else { return nil }
        func pixels(_ points: CGFloat) -> Int { min(TextureCache.largestSide, max(1, PixelRect.pixels(Double(points * scale), .up))) }
        let viewport = Viewport(pointSize: size, pixelWidth: pixels(size.width), pixelHeight: pixels(size.height))
        guard let canvas = OffscreenSurface(width: viewport.pixelWidth, height: viewport.pixelHeight) else { return nil }
        // Drawn like a window of the picture's size, sharing the host's vertex arrays, onto a canvas
        // that starts transparent.
        let drawing = Target(target: host.target, root: node.id, viewport: viewport)
        drawing.plainVertexArray = host.plainVertexArray
        drawing.shapeVertexArray = host.shapeVertexArray
        drawing.canvas = canvas
        drawing.clearsOpaque = false
        builder.build(snapshotOf: node, tree: tree, viewport: viewport, time: time, whiteTexture: TextureID(whiteTexture))
        prepareSurfaces(of: drawing, count: builder.surfacesNeeded)
        _ = draw(builder.batch, into: drawing, region: nil)
        let texture = canvas.copyFlipped()
        for surface in drawing.surfaces { surface?.destroy() }
        canvas.destroy()
        return texture.map { textures.adopt($0, width: viewport.pixelWidth, height: viewport.pixelHeight) }
    }
}
