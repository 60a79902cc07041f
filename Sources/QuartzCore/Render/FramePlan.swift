/// How a frame is drawn: whole or only where it changed, and straight to the window or through
/// the canvas that keeps it.
package struct FramePlan {
    /// What the builder does with the layers' pixel extents.
    package var extents: FrameBuilder.Extents
    /// The window pixels to redraw (nil: all of them).
    package var region: PixelRect?
    /// Whether the frame is drawn on the canvas, kept for the next one.
    package var keepsCanvas: Bool

    /// While animations run every frame is new: it is drawn straight to the window. Otherwise it is
    /// drawn on the canvas, whole when geometry changed or nothing is known (`canvasesHoldLastFrame`
    /// false), else only in the region the applied transactions damaged, with the rest kept from the
    /// last frame.
    package init(tree: inout RenderTree, at time: Double, canvasesHoldLastFrame: Bool) {
        if tree.hasRunningAnimations(at: time) {
            self.init(extents: .ignore, region: nil, keepsCanvas: false)
        } else if !canvasesHoldLastFrame || tree.damage.isFull {
            tree.beginRecordingBounds()
            self.init(extents: .record, region: nil, keepsCanvas: true)
        } else {
            let region = tree.damage.region ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            self.init(extents: .cull(region), region: region, keepsCanvas: true)
        }
    }

    private init(extents: FrameBuilder.Extents, region: PixelRect?, keepsCanvas: Bool) {
        self.extents = extents; self.region = region; self.keepsCanvas = keepsCanvas
    }
}
