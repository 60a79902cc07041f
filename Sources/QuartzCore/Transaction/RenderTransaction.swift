import CoreGraphics

/// Everything one commit tells the render thread: changed layer properties, new sublayer lists,
/// new bitmaps, destroyed layers and window changes. A value: nothing mutable crosses threads.
package struct RenderTransaction: Sendable {
    /// New property values of layers that changed (the whole property set of each).
    package var properties: [(LayerID, LayerProperties)] = []
    /// New sublayer order of layers whose sublayers changed.
    package var sublayers: [(LayerID, [LayerID])] = []
    /// The full animation list of layers whose animations changed.
    package var animations: [(LayerID, [RenderAnimation])] = []
    /// New bitmaps or patches.
    package var contents: [(LayerID, ContentUpdate)] = []
    /// Layers that no longer exist.
    package var destroyed: [LayerID] = []
    /// Windows that appeared, changed size or went away, in order.
    package var surfaces: [SurfaceChange] = []
    /// Pictures to take of layers as they are shown before anything else in this transaction applies.
    package var snapshots: [SnapshotRequest] = []
    /// Pictures no longer needed by the transaction's sender (layers showing one keep it until they change).
    package var releasedSnapshots: [SnapshotID] = []
    /// The media time of the commit (when implicit animations begin).
    package var commitTime: Double = 0
    /// Draw a frame even if nothing changed (a window was exposed and lost its pixels).
    package var needsRedraw = false
    /// The areas of each window that take touches, in its points: for the `hits` overlay, sent only
    /// while it is on.
    package var hitAreas: [RenderTarget.ID: [CGRect]] = [:]
    /// Wall-clock seconds the main thread spent committing it (layout, display, encode): for the
    /// `hud` overlay, measured only while it is on.
    package var commitSeconds: Double = 0
    /// The debug overlays to show from now on, switched at run time (nil: unchanged).
    package var overlays: DebugOverlays?

    package init() {}

    /// Whether applying this transaction could change what is on screen.
    package var isEmpty: Bool {
        properties.isEmpty && sublayers.isEmpty && animations.isEmpty && contents.isEmpty && destroyed.isEmpty && surfaces.isEmpty && !needsRedraw
            && snapshots.isEmpty && releasedSnapshots.isEmpty && hitAreas.isEmpty && overlays == nil
    }
}

/// A window's drawing target as the render thread sees it: where to draw and how big.
package enum SurfaceChange: Sendable {
    /// A window to draw `root` into.
    case attach(RenderTarget, root: LayerID, viewport: Viewport)
    /// The window's size changed.
    case resize(RenderTarget.ID, viewport: Viewport)
    /// The window is gone; the render thread stops drawing it and releases its context.
    case detach(RenderTarget.ID)
}
