/// How a window's frame is drawn: whole or only where it changed, and straight to the window or
/// through the canvas that keeps it (`WindowFrameState.plan` decides).
package struct FramePlan: Equatable {
    /// What the builder does with the layers' pixel extents.
    package var extents: FrameBuilder.Extents
    /// The window pixels to redraw (nil: all of them).
    package var region: PixelRect?
    /// Whether the frame is drawn on the canvas, kept for the next one.
    package var keepsCanvas: Bool
}
