/// The synchronous mode: the same executor, run on the caller's thread, one frame at a time
/// for a media time the caller supplies. Deterministic: tests and the virtual clock use it.
@MainActor
package final class SynchronousRenderer: FrameRenderer {
    private let executor: any FrameExecutor

    /// Draws with `executor` on the caller's thread.
    package init(executor: any FrameExecutor) { self.executor = executor }

    package func submit(_ transaction: RenderTransaction) {
        executor.apply(transaction)
    }

    /// Draws and presents one frame for media time `time`.
    @discardableResult
    package func renderFrame(at time: Double, capture: RenderTarget.ID? = nil) -> CapturedFrame? {
        executor.renderFrame(at: time, capture: capture, presentsLater: false)
    }

    package func capture(_ target: RenderTarget.ID) -> CapturedFrame? {
        executor.renderFrame(at: MediaClock.shared.now(), capture: target, presentsLater: false)
    }

    /// Transactions are applied as they are submitted.
    package func synchronize() {}

    package var statistics: RenderStatistics { executor.statistics }

    package func stop() {
        executor.releaseCurrentContext()
    }
}
