/// Before each frame, the pictures every running transition draws from (`TransitionPictures`):
/// the "before" taken when the transaction that added it applied, and the "after" drawn here from
/// the render tree, once, or every frame when the transition shows live content. Never by calling
/// a layer's `draw(_:)`: the tree's textures are composited, as for a window.
extension RenderDriver {
    /// Gives each layer whose transition runs at `time` its pictures, and frees those of
    /// transitions that ended; draws with the context that is current.
    func prepareTransitions(at time: Double) {
        guard !tree.transitionNodes.isEmpty || !afterPictures.isEmpty else { return }
        var running: Set<LayerID> = []
        for id in tree.transitionNodes {
            guard let node = tree[id], let animation = node.transition, let effect = animation.transition,
                  animation.timing.sample(at: time) != nil, let beforeID = effect.before, let before = snapshots[beforeID] else { continue }
            if let kept = afterPictures[id], kept.before == beforeID, !effect.showsLiveContent {
                node.transitionPictures = TransitionPictures(before: before, after: kept.picture)
                running.insert(id)
                continue
            }
            guard let after = picture(of: node, scale: effect.scale, at: time) else { continue }
            if let replaced = afterPictures[id] { executor.release(replaced.picture) }
            afterPictures[id] = (beforeID, after)
            node.transitionPictures = TransitionPictures(before: before, after: after)
            running.insert(id)
        }
        for (id, kept) in afterPictures where !running.contains(id) {
            executor.release(kept.picture)
            afterPictures[id] = nil
            tree[id]?.transitionPictures = nil
        }
    }
}
