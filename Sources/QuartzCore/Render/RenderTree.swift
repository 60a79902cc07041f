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

    private mutating func node(_ id: LayerID) -> RenderNode {
        if let existing = nodes[id] { return existing }
        let created = RenderNode(id: id)
        nodes[id] = created
        return created
    }

    /// Applies a transaction's layer changes; returns the textures of destroyed layers, to release.
    package mutating func apply(_ transaction: RenderTransaction) -> [TextureHandle] {
        for (id, properties) in transaction.properties { node(id).properties = properties }
        for (id, sublayers) in transaction.sublayers { node(id).sublayers = sublayers }
        for (id, animations) in transaction.animations {
            node(id).animations = animations
            if animations.isEmpty { animatedNodes.remove(id) } else { animatedNodes.insert(id) }
        }
        for (id, update) in transaction.contents {
            let target = node(id)
            if case .replace = update { target.pendingContents.removeAll() }
            target.pendingContents.append(update)
            layersWithPendingContents.insert(id)
        }
        var released: [TextureHandle] = []
        for id in transaction.destroyed {
            if let gone = nodes.removeValue(forKey: id), let texture = gone.texture { released.append(texture) }
            animatedNodes.remove(id)
            layersWithPendingContents.remove(id)
        }
        return released
    }
}
