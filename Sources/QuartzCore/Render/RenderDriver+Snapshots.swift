import CoreGraphics

/// The first phase of applying a transaction: pictures of layers as the tree shows them before the
/// transaction changes anything (the "before" a transition animates from), kept as textures that
/// outlive frames until a later transaction releases them.
extension RenderDriver {
    /// Takes the pictures `requests` ask for, drawing with the first window's context (textures are
    /// shared by every window's context, so any window can show them).
    func takeSnapshots(_ requests: [SnapshotRequest]) {
        guard !requests.isEmpty else { return }
        guard let host = windowOrder.first.flatMap({ windows[$0] }) else {
            Diagnostics.report("a snapshot was asked for while no window is shown; it shows nothing")
            return
        }
        host.presenter?.waitUntilShown()
        executor.makeCurrent(host.target)
        defer { executor.releaseCurrent(host.target) }
        // Contents that arrived since the last frame are part of what the layers show.
        uploadPendingContents()
        for request in requests {
            guard let node = tree[request.layer], let picture = picture(of: node, scale: request.scale, at: statistics.lastFrameTime) else { continue }
            snapshots[request.id] = picture
        }
    }

    /// `node` and its sublayers drawn in the node's own space at `scale` pixels per point, as of
    /// media `time`, in a texture whose rows run top to bottom like uploaded bitmaps, with the
    /// context that is current. The node's own transition is left out: the picture is of the layers
    /// as committed. No side is longer than a drawn bitmap's can be.
    func picture(of node: RenderNode, scale: CGFloat, at time: Double) -> TextureHandle? {
        node.present(at: time)
        let size = node.presented.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, scale > 0, scale.isFinite else { return nil }
        func pixels(_ points: CGFloat) -> Int { min(BackingStore.maximumPixelSide, max(1, PixelRect.pixels(Double(points * scale), .up))) }
        let viewport = Viewport(pointSize: size, pixelWidth: pixels(size.width), pixelHeight: pixels(size.height))
        builder.build(snapshotOf: node, tree: tree, viewport: viewport, time: time, whiteTexture: executor.whiteTexture)
        return executor.texture(drawing: builder.batch, surfaces: builder.surfacesNeeded, viewport: viewport)
    }
}
