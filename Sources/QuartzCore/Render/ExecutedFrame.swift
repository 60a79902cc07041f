/// What running one window's frame took, as the executor reports it.
package struct ExecutedFrame: Equatable {
    /// Draw calls made (the overlay's not counted).
    package var drawCalls: Int
    /// Quads drawn without blending.
    package var unblendedQuads: Int
    /// Whether the frame went onto the window's canvas (false when it was asked for and could not be made).
    package var onCanvas: Bool

    package init(drawCalls: Int, unblendedQuads: Int, onCanvas: Bool) {
        self.drawCalls = drawCalls; self.unblendedQuads = unblendedQuads; self.onCanvas = onCanvas
    }
}
