/// What the application's run loop drives: the threaded render server, or the synchronous
/// renderer used with a caller-driven (virtual) clock.
@MainActor
package protocol FrameRenderer: RenderTransactionSink {
    /// The pixels of `target` in the next frame drawn (nil if the window is not drawn).
    func capture(_ target: RenderTarget.ID) -> CapturedFrame?
    /// The render driver's counters as of the last frame.
    var statistics: RenderStatistics { get }
    /// Returns once every submitted transaction has been applied by the render driver.
    func synchronize()
    /// Stops drawing and releases every window's context.
    func stop()
}
