/// The synchronous mode: the same compositor, run on the caller's thread, one frame at a time
/// for a media time the caller supplies. Deterministic: tests and the virtual clock use it.
@MainActor
package final class SynchronousRenderer: FrameRenderer {
    private let compositor = Compositor()

    package init() {}

    package func submit(_ transaction: RenderTransaction) {
        compositor.apply(transaction)
    }

    /// Draws and presents one frame for media time `time`.
    @discardableResult
    package func renderFrame(at time: Double, capture: RenderTarget.ID? = nil) -> CapturedFrame? {
        compositor.renderFrame(at: time, capture: capture)
    }

    package func capture(_ target: RenderTarget.ID) -> CapturedFrame? {
        compositor.renderFrame(at: MediaClock.shared.now(), capture: target)
    }

    /// Transactions are applied as they are submitted.
    package func synchronize() {}

    package var statistics: RenderStatistics { compositor.statistics }

    package func stop() {
        compositor.releaseCurrentContext()
    }
}
