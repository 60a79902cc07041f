import CoreGraphics

/// Where a layer and everything under it may draw, in its superlayer's space, kept between frames so
/// a frame rejects a whole subtree outside what can be seen with one rectangle test. Kept from the
/// model values and brought up to date only where a transaction changed something: a change marks the
/// layer and its superlayers stale (`extentChanged`), and a frame that asks recomputes those alone.
/// Conservative: unknown (nil, never culled) while the layer animates (the frame shows presentation
/// values, not the model), carries a replicator's or an emitter's drawing, or lies in 3D or under
/// perspective in its superlayer; a shadow, contents placed past the bounds and sublayers not clipped
/// by masksToBounds widen it.
extension RenderNode {
    /// The rectangle of the superlayer's space (before its sublayerTransform) outside which neither
    /// this layer nor its sublayers draw; nil when unknown.
    var extentInSuperlayer: CGRect? {
        if extentIsStale { refreshExtents() }
        return cachedExtent
    }

    /// Marks this layer's extent stale, and the extents of its superlayers that follow from it, and
    /// lists it as moved in its superlayer's sublayer index. Called when a transaction changes
    /// anything that may move where it draws.
    func extentChanged() {
        var node = self
        while !node.extentIsStale {
            node.extentIsStale = true
            guard let superlayer = node.superlayer else { return }
            if superlayer.sublayerIndex != nil, !node.listedAsMoved {
                node.listedAsMoved = true
                superlayer.sublayerIndex?.noteMoved(node.positionInSuperlayer)
                if superlayer.sublayerIndex?.isWorn == true { superlayer.sublayerIndex = nil }
            }
            node = superlayer
        }
    }

    /// Takes a new sublayer list: each sublayer learns its place in it (those that left it forget
    /// it), and the index is built anew when a frame needs it.
    func setSublayers(_ ids: [LayerID], _ nodes: [RenderNode]) {
        for child in children where child.superlayer === self { child.superlayer = nil }
        sublayers = ids
        children = nodes
        for (position, child) in nodes.enumerated() {
            child.superlayer = self
            child.positionInSuperlayer = position
        }
        sublayerIndex = nil
        extentChanged()
    }

    /// The sublayers, in order, that may draw inside `visible` (this layer's sublayer space), found
    /// through the index: for layers with many.
    func sublayers(showingIn visible: CGRect) -> [RenderNode] {
        indexSublayers()
        return sublayerIndex!.candidates(in: visible).compactMap { position in
            guard position < children.count, children[position].mayShow(in: visible) else { return nil }
            return children[position]
        }
    }

    /// Builds the sublayer index unless it is up to date.
    func indexSublayers() {
        guard sublayerIndex == nil else { return }
        for child in children { child.listedAsMoved = false }
        sublayerIndex = SublayerIndex(extents: children.map { $0.isDestroyed ? nil : $0.extentInSuperlayer })
    }

    /// Whether this layer or its sublayers may draw inside `visible`, a rectangle of its superlayer's space.
    func mayShow(in visible: CGRect) -> Bool {
        guard let extent = extentInSuperlayer else { return true }
        return SublayerIndex.overlaps(extent, visible)
    }

    /// Recomputes the stale extents this one follows from, sublayers before their superlayers: with a
    /// list of what is left rather than nested calls, so a tree of any depth takes no more stack.
    private func refreshExtents() {
        var pending: [RenderNode] = [self]
        while let node = pending.last {
            guard node.extentIsStale else { pending.removeLast(); continue }
            if node.extentFollowsSublayers {
                let count = pending.count
                for child in node.children where child.extentIsStale && !child.isDestroyed { pending.append(child) }
                if pending.count > count { continue }
            }
            node.cachedExtent = node.computedExtent()
            node.extentIsStale = false
            pending.removeLast()
        }
    }

    /// Whether the extent is made of the sublayers' too: they are not clipped, and it is known at all.
    private var extentFollowsSublayers: Bool {
        !properties.masksToBounds && extentIsKnowable && !children.isEmpty
    }

    /// Whether the model values tell where the layer draws: not while it animates, nor for a
    /// replicator's or an emitter's drawing (a backdrop draws in its bounds, its sublayers as any layer's).
    private var extentIsKnowable: Bool {
        guard animations.isEmpty else { return false }
        guard properties.hasEffect, let effect = properties.effect else { return true }
        if case .backdrop = effect { return true }
        return false
    }

    /// The extent from the model values and the sublayers' extents (fresh already).
    private func computedExtent() -> CGRect? {
        let p = properties
        guard extentIsKnowable else { return nil }
        var extent = p.bounds
        if let drawn = p.drawnExtent { extent = RenderNode.union(extent, drawn) }
        if let texture {
            let size = ContentsLayout.contentsSize(pixelWidth: texture.width, pixelHeight: texture.height, p)
            let destination = ContentsLayout.destination(of: size, in: p.bounds, gravity: p.contentsGravity)
            if !destination.isNull { extent = RenderNode.union(extent, destination) }
        }
        if extentFollowsSublayers {
            var map = CGAffineTransform.identity
            if let sublayer = LayerGeometry.sublayerMatrix(p) {
                guard let flat = sublayer.depthIgnoringAffine else { return nil }
                map = flat
            }
            for child in children where !child.isDestroyed {
                guard let frame = child.cachedExtent else { return nil }
                extent = RenderNode.union(extent, CATransform3D.boundingBox(of: frame, through: map))
            }
        }
        if p.shadowOpacity > 0, (p.shadowColor?.alpha ?? 0) > 0, !p.masksToBounds {
            let shape = p.shadowPath?.boundingBox ?? extent
            // As far as the blur reaches, with room for the texels of a downscaled pass (`+Shadows`).
            let reach = 4 * abs(p.shadowRadius) + 4
            let shadow = shape.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(dx: -reach, dy: -reach)
            extent = RenderNode.union(extent, shadow)
        }
        guard let map = LayerGeometry.toSuperlayer(p).planeAffine else { return nil }
        let frame = CATransform3D.boundingBox(of: extent, through: map)
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return nil }
        return frame
    }

    /// The smallest rectangle holding both, sizes of zero included (unlike `CGRect.union`, which drops them).
    private static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return CGRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
