/// What a layer leaves to do when it is freed: its animations leave the schedule, the render
/// tree forgets it (or its unsent contents are dropped), and the layers it held are released.
final class LayerCleanup: @unchecked Sendable {
    // Unchecked: the animations are the freed layer's own copies, reachable from nowhere else, and
    // the layers are main-thread objects only `run` (on the main thread) touches.
    let layerID: LayerID
    let animations: [AttachedAnimation]
    let isKnownToRenderer: Bool
    /// The freed layer's sublayers and mask: held here only until `run` releases them.
    var ownedLayers: [CALayer] = []

    init(layerID: LayerID, animations: [AttachedAnimation], isKnownToRenderer: Bool) {
        self.layerID = layerID
        self.animations = animations
        self.isKnownToRenderer = isKnownToRenderer
    }

    @MainActor
    func run() {
        // One after another: a layer only this one held gives up its own, then goes.
        TreeWalk.release(&ownedLayers) { $0.takeOwnedLayers() }
        for item in animations { CATransaction.state.schedule.removed(item) }
        if isKnownToRenderer {
            CATransaction.state.layerDestroyed(layerID)
        } else {
            CATransaction.state.discardUnsentContents(of: layerID)
        }
    }
}
