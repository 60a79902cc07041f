/// The synchronous mode: the same driver, run on the caller's thread, one frame at a time
/// for a media time the caller supplies. Deterministic: tests and the virtual clock use it.
@MainActor
package final class SynchronousRenderer: FrameRenderer {
    private let driver: RenderDriver

    /// Draws with `driver` on the caller's thread.
    package init(driver: RenderDriver) { self.driver = driver }

    package func submit(_ transaction: RenderTransaction) {
        driver.apply(transaction)
    }

    /// Draws and presents one frame for media time `time`.
    @discardableResult
    package func renderFrame(at time: Double, capture: RenderTarget.ID? = nil) -> CapturedFrame? {
        driver.renderFrame(at: time, capture: capture, presentsLater: false)
    }

    package func capture(_ target: RenderTarget.ID) -> CapturedFrame? {
        driver.renderFrame(at: MediaClock.shared.now(), capture: target, presentsLater: false)
    }

    /// Transactions are applied as they are submitted.
    package func synchronize() {}

    package var statistics: RenderStatistics { driver.statistics }

    package func stop() {
        driver.releaseCurrentContext()
    }
}
