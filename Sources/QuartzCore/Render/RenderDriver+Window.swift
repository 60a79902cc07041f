extension RenderDriver {
    /// A window the driver draws: where its layers are, its size, what its frames keep, and how
    /// its frames are shown.
    final class Window {
        let target: RenderTarget
        var root: LayerID
        var viewport: Viewport
        /// Its damage, its canvas's validity, whether it animates, and the stamp of its recorded extents.
        let frame = WindowFrameState()
        /// Whether the window's last frame is drawn and flushed but not shown yet (see `renderFrame`).
        var awaitingPresent = false
        /// Shows the window's frames on a thread of its own, while several windows are drawn.
        var presenter: WindowPresenter?
        /// Whether the window's last frame was left out because its previous one was still being shown.
        var skippedFrame = false

        init(target: RenderTarget, root: LayerID, viewport: Viewport) {
            self.target = target; self.root = root; self.viewport = viewport
        }

        /// The whole window, in pixels.
        var bounds: PixelRect { PixelRect(x: 0, y: 0, width: viewport.pixelWidth, height: viewport.pixelHeight) }
    }
}
