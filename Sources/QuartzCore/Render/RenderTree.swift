import CoreGraphics

/// Every layer the render thread knows, by identity, updated only by applying transactions.
package struct RenderTree {
    package private(set) var nodes: [LayerID: RenderNode] = [:]
    /// Layers whose contents wait for upload.
    package var layersWithPendingContents: Set<LayerID> = []

    package init() {}

    /// Layers that have animations.
    package private(set) var animatedNodes: Set<LayerID> = []
    /// Layers that have a transition.
    package private(set) var transitionNodes: Set<LayerID> = []
    /// Emitter layers whose particles are born (they move with time alone).
    package private(set) var emittingNodes: Set<LayerID> = []

    /// Whether an animation, or an emitter's particles, still change the picture at or after `time`.
    package func hasRunningAnimations(at time: Double) -> Bool {
        !emittingNodes.isEmpty || animatedNodes.contains { nodes[$0].map { AnimationEvaluator.isRunning($0.animations, at: time) } ?? false }
    }

    package subscript(id: LayerID) -> RenderNode? { nodes[id] }

    /// Where the transactions applied since the last `takeDamage()` changed what windows show.
    package private(set) var damage = TreeDamage()
    /// The last stamp handed out for a frame that records its layers' extents.
    private var lastRecordingStamp = 0

    /// A new stamp for a frame whose drawn extents the nodes record (`RenderNode.drawnBounds`):
    /// unique across windows, so a node's stamp names the window and frame that drew it.
    package mutating func newRecordingStamp() -> Int {
        lastRecordingStamp += 1
        return lastRecordingStamp
    }

    /// The damage gathered since the last call, for the windows to divide among themselves.
    package mutating func takeDamage() -> TreeDamage {
        defer { damage = TreeDamage() }
        return damage
    }

    /// Layers the transaction being applied created. They damage nothing themselves: they appear
    /// through their superlayer's new sublayer list, which damages the superlayer's window.
    private var createdByTransaction: Set<LayerID> = []

    /// Damages the pixels where `id` was drawn (its window learns the region from the stamp).
    private mutating func damageWhereDrawn(_ id: LayerID) {
        guard !createdByTransaction.contains(id) else { return }
        guard let node = nodes[id], node.drawnStamp >= 0 else { return damage.addEverywhere() }
        damage.add(node.drawnBounds, stamp: node.drawnStamp)
    }

    /// Damages the whole window that last drew `id` (its geometry or structure changed).
    private mutating func damageWindowOf(_ id: LayerID) {
        guard !createdByTransaction.contains(id) else { return }
        guard let node = nodes[id], node.drawnStamp >= 0 else { return damage.addEverywhere() }
        damage.addWhole(stamp: node.drawnStamp)
    }

    private mutating func node(_ id: LayerID) -> RenderNode {
        if let existing = nodes[id] { return existing }
        let created = RenderNode(id: id)
        nodes[id] = created
        createdByTransaction.insert(id)
        return created
    }

    /// Applies a transaction's layer changes; returns the textures of destroyed layers, to release.
    package mutating func apply(_ transaction: RenderTransaction) -> [TextureHandle] {
        defer { createdByTransaction.removeAll(keepingCapacity: true) }
        for (id, properties) in transaction.properties {
            let target = node(id)
            if target.properties.differsOnlyInAppearance(from: properties) {
                damageWhereDrawn(id)
            } else {
                damageWindowOf(id)
                target.extentChanged()
            }
            target.properties = properties
            if properties.hasEffect, case .emitter(let emission)? = properties.effect, emission.emits {
                emittingNodes.insert(id)
            } else if !emittingNodes.isEmpty {
                emittingNodes.remove(id)
            }
        }
        var manySublayers: [RenderNode] = []
        for (id, sublayers) in transaction.sublayers {
            let parent = node(id)
            damageWindowOf(id)
            parent.setSublayers(sublayers, sublayers.map { node($0) })
            if sublayers.count >= SublayerIndex.minimumCount { manySublayers.append(parent) }
        }
        for (id, animations) in transaction.animations {
            damageWindowOf(id)
            let animated = node(id)
            animated.animations = animations
            animated.extentChanged()
            if animations.isEmpty { animatedNodes.remove(id) } else { animatedNodes.insert(id) }
            if animated.transition == nil { transitionNodes.remove(id) } else { transitionNodes.insert(id) }
        }
        for (id, update) in transaction.contents {
            let target = node(id)
            if update.keepsDrawnArea(of: target) { damageWhereDrawn(id) } else { damageWindowOf(id) }
            if update.replacesWhole { target.pendingContents.removeAll() }
            target.pendingContents.append(update)
            layersWithPendingContents.insert(id)
        }
        var released: [TextureHandle] = []
        for id in transaction.destroyed {
            damageWindowOf(id)
            guard let gone = nodes.removeValue(forKey: id) else { continue }
            gone.isDestroyed = true
            gone.extentChanged()
            if let texture = gone.texture { released.append(texture) }
            animatedNodes.remove(id)
            transitionNodes.remove(id)
            emittingNodes.remove(id)
            layersWithPendingContents.remove(id)
        }
        // Indexed now: the cost of placing many sublayers is paid with the change that brought them,
        // not by the next frame (contents uploaded later that change a size list their layer as moved).
        for parent in manySublayers where !parent.isDestroyed { parent.indexSublayers() }
        return released
    }
}
