import CoreGraphics

/// Only what can be seen costs: a layer whose extent (`RenderNode.extentInSuperlayer`) lies outside
/// what its sublayer run can show — the clip of a masksToBounds ancestor, the window, and in a frame
/// redrawn in part the region redrawn — is neither presented nor drawn, nor is anything under it; a
/// run of many sublayers finds the ones that can show through their index (`SublayerIndex`) without
/// visiting the others.
extension FrameBuilder {
    /// The rectangle of a run's sublayer space (where its sublayers' positions lie) that can show:
    /// the window pixels drawing may reach (the clip's scissor or the window, cut to the region of a
    /// frame redrawn in part), one pixel wider for smoothed edges, mapped back through `parent`. Nil
    /// where `parent` is not an invertible affine map of the plane (perspective, a turn in depth):
    /// nothing is culled there.
    func visibleRect(under parent: CATransform3D, clip: Clip, scope: Scope) -> CGRect? {
        guard let map = parent.depthIgnoringAffine else { return nil }
        let determinant = map.a * map.d - map.b * map.c
        guard determinant != 0, determinant.isFinite else { return nil }
        var pixels = clip.scissor ?? window
        if case .cull(let region, _) = extents(in: scope), downscales.isEmpty { pixels = pixels.intersection(region) }
        let width = CGFloat(batch.viewport.pixelWidth), height = CGFloat(batch.viewport.pixelHeight)
        // Window pixels (y down) to clip space (y up).
        let left = 2 * CGFloat(pixels.x - 1) / width - 1, right = 2 * CGFloat(pixels.x + pixels.width + 1) / width - 1
        let top = 1 - 2 * CGFloat(pixels.y - 1) / height, bottom = 1 - 2 * CGFloat(pixels.y + pixels.height + 1) / height
        let visible = CATransform3D.boundingBox(of: CGRect(x: left, y: bottom, width: right - left, height: top - bottom),
                                                through: map.inverted())
        guard visible.minX.isFinite, visible.minY.isFinite, visible.maxX.isFinite, visible.maxY.isFinite else { return nil }
        return visible
    }

    /// The sublayers of `node` that may show in `visible` (all of them when nil), in order.
    func sublayers(of node: RenderNode, showingIn visible: CGRect?) -> [RenderNode] {
        guard let visible, node.children.count >= SublayerIndex.minimumCount else { return node.children }
        return node.sublayers(showingIn: visible)
    }
}
