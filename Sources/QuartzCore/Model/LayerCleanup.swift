/// What a layer leaves to do when it is freed: its animations leave the schedule, and the render
/// tree forgets it (or its unsent contents are dropped).
struct LayerCleanup: @unchecked Sendable {
    // Unchecked: the animations are the freed layer's own copies, reachable from nowhere else.
    let layerID: LayerID
    let animations: [AttachedAnimation]
    let isKnownToRenderer: Bool

    @MainActor
    func run() {
        for item in animations { CATransaction.state.schedule.removed(item) }
        if isKnownToRenderer {
            CATransaction.state.layerDestroyed(layerID)
        } else {
            CATransaction.state.discardUnsentContents(of: layerID)
        }
    }
}
