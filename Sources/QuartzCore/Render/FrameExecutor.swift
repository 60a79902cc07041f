/// What draws the render tree for the renderers: it owns the tree, applies transactions to it and
/// turns it into frames on some graphics API (the GL compositor). Used by one thread at a time.
package protocol FrameExecutor: AnyObject {
    /// Applies one transaction; windows that went away are drawn no more.
    func apply(_ transaction: RenderTransaction)
    /// Draws one frame of every window for media time `time`; with `capture`, returns that window's
    /// pixels. With `presentsLater`, frames are shown only once the next is built (or by
    /// `presentPendingFrames`), so the driver can fill them while the next is built.
    @discardableResult
    func renderFrame(at time: Double, capture: RenderTarget.ID?, presentsLater: Bool) -> CapturedFrame?
    /// Shows the frames `renderFrame` left drawn but not shown.
    func presentPendingFrames()
    /// Releases the windows' contexts from this thread (after showing pending frames).
    func releaseCurrentContext()
    /// Whether the picture changes with time alone (a running animation), so frames must keep coming.
    var needsAnimationFrame: Bool { get }
    /// The counters as of the last frame.
    var statistics: RenderStatistics { get }
}
