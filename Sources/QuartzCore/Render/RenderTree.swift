import CoreGraphics

/// Every layer the render thread knows, by identity, updated only by applying transactions.
package struct RenderTree {
    package private(set) var nodes: [LayerID: RenderNode] = [:]
    /// Layers whose contents wait for upload.
    package var layersWithPendingContents: Set<LayerID> = []

    package init() {}

    /// Whether any layer has an animation still running (filled in by the animation work).
    package var hasRunningAnimations: Bool { false }

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
        for (id, update) in transaction.contents {
            let target = node(id)
            if case .replace = update { target.pendingContents.removeAll() }
            target.pendingContents.append(update)
            layersWithPendingContents.insert(id)
        }
        var released: [TextureHandle] = []
        for id in transaction.destroyed {
            if let gone = nodes.removeValue(forKey: id), let texture = gone.texture { released.append(texture) }
            layersWithPendingContents.remove(id)
        }
        return released
    }
}
