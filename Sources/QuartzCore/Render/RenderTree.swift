import CoreGraphics

/// Every layer the render thread knows, by identity, updated only by applying transactions.
package struct RenderTree {
    package private(set) var nodes: [LayerID: RenderNode] = [:]
    /// Layers whose contents wait for upload.
    package var layersWithPendingContents: Set<LayerID> = []

    package init() {}

    /// Layers that have animations.
    package private(set) var animatedNodes: Set<LayerID> = []

    /// Whether an animation still changes the picture at or after `time`.
    package func hasRunningAnimations(at time: Double) -> Bool {
        animatedNodes.contains { nodes[$0].map { AnimationEvaluator.isRunning($0.animations, at: time) } ?? false }
    }

    package subscript(id: LayerID) -> RenderNode? { nodes[id] }

    /// What the transactions applied since the last frame changed on screen.
    package var damage = FrameDamage()
    /// Identifies the last frame whose drawn extents the nodes recorded.
    package private(set) var boundsStamp = 0

    /// Starts a frame whose drawn extents the nodes record (`RenderNode.drawnBounds`).
    package mutating func beginRecordingBounds() { boundsStamp += 1 }

    /// Where `node` was drawn in the last recorded frame, if it was drawn then.
    package func drawnBounds(of node: RenderNode) -> PixelRect? {
        node.drawnStamp == boundsStamp ? node.drawnBounds : nil
    }

    /// Damages where `id` was drawn, or everything when that is not known.
    private mutating func damageWhereDrawn(_ id: LayerID) {
        if let node = nodes[id], let bounds = drawnBounds(of: node) { damage.add(bounds) } else { damage.invalidateAll() }
    }

    private mutating func node(_ id: LayerID) -> RenderNode {
        if let existing = nodes[id] { return existing }
        let created = RenderNode(id: id)
        nodes[id] = created
        return created
    }

    /// Applies a transaction's layer changes; returns the textures of destroyed layers, to release.
    package mutating func apply(_ transaction: RenderTransaction) -> [TextureHandle] {
        for (id, properties) in transaction.properties {
            let target = node(id)
            if target.properties.differsOnlyInAppearance(from: properties) { damageWhereDrawn(id) } else { damage.invalidateAll() }
            target.properties = properties
        }
        for (id, sublayers) in transaction.sublayers {
            let parent = node(id)
            parent.sublayers = sublayers
            parent.children = sublayers.map { node($0) }
        }
        if !transaction.sublayers.isEmpty || !transaction.animations.isEmpty || !transaction.destroyed.isEmpty {
            damage.invalidateAll()
        }
        for (id, animations) in transaction.animations {
            node(id).animations = animations
            if animations.isEmpty { animatedNodes.remove(id) } else { animatedNodes.insert(id) }
        }
        for (id, update) in transaction.contents {
            let target = node(id)
            if update.keepsDrawnArea(of: target) { damageWhereDrawn(id) } else { damage.invalidateAll() }
            if case .replace = update { target.pendingContents.removeAll() }
            target.pendingContents.append(update)
            layersWithPendingContents.insert(id)
        }
        var released: [TextureHandle] = []
        for id in transaction.destroyed {
            guard let gone = nodes.removeValue(forKey: id) else { continue }
            gone.isDestroyed = true
            if let texture = gone.texture { released.append(texture) }
            animatedNodes.remove(id)
            layersWithPendingContents.remove(id)
        }
        return released
    }
}
