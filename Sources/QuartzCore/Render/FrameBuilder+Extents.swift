import CoreGraphics

/// What a frame does with the window pixels each layer covers: nothing, record them for later
/// frames, or leave out the layers that miss the region a frame is redrawn in.
extension FrameBuilder {
    /// What the builder does with the window pixels each layer covers.
    package enum Extents: Equatable {
        /// Nothing: the picture is about to change anyway (animations are running).
        case ignore
        /// Records them in the nodes (`RenderNode.drawnBounds`) under `stamp`, for later frames to
        /// redraw in part.
        case record(stamp: Int)
        /// Leaves out layers whose pixels recorded under `stamp` miss `region`: a frame redrawn only
        /// there, with geometry unchanged since the recording.
        case cull(PixelRect, stamp: Int)
    }

    /// The frame's extents for layers drawn in `scope`. A replicator's instances are drawn several
    /// times, so no one place is where they were drawn: they are recorded under no stamp (a change
    /// in them redraws everything) and never culled.
    func extents(in scope: Scope) -> Extents {
        guard scope.isInstance else { return extents }
        if case .ignore = extents { return .ignore }
        return .record(stamp: -1)
    }

    func endExtent(of node: RenderNode, stamp: Int) {
        node.drawnBounds = batch.endExtent()
        node.drawnStamp = stamp
    }
}
