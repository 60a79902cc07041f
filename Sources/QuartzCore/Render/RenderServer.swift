import Foundation
import Synchronization

/// The render thread: it owns the driver (which holds the render tree), applies transactions as
/// they arrive and draws frames at the display's pace, independent of the main thread.
package final class RenderServer: @unchecked Sendable {
    // Everything below the condition is guarded by it; the driver is touched only by the thread.
    private let condition = NSCondition()
    private var queue: [RenderTransaction] = []
    private var captureRequests: [(RenderTarget.ID, @Sendable (CapturedFrame?) -> Void)] = []
    private var appliedWaiters: [DispatchSemaphore] = []
    private var stopping = false
    private var stopped = false
    /// The render thread, joined by `shutdown` (on the thread that made the server).
    private var thread: JoinableThread?
    private let driver: RenderDriver
    private let published = Mutex(RenderStatistics())
    private let frameInterval: Double
    private let clock: MediaClock

    /// A server drawing with `driver` (from now on used by the server's thread alone), pacing
    /// frames to `refreshRate` where presenting does not wait for vsync.
    package init(driver: RenderDriver, refreshRate: Double = 60, clock: MediaClock = .shared) {
        self.driver = driver
        frameInterval = 1 / max(1, refreshRate)
        driver.waitsForPresents = frameInterval == 0
        self.clock = clock
        // Joinable: the thread must be gone, with its GL library clean-up, before the platform and
        // the process end.
        thread = JoinableThread(name: "Casement render thread") { [self] in run() }
    }

    /// Queues a transaction for the next frame.
    package func enqueue(_ transaction: RenderTransaction) {
        condition.lock()
        queue.append(transaction)
        condition.signal()
        condition.unlock()
    }

    /// The counters as of the last frame.
    package var statistics: RenderStatistics { published.withLock { $0 } }

    /// Waits for the next frame of `target` and returns its pixels.
    package func captureNextFrame(of target: RenderTarget.ID, timeout: Double = 10) -> CapturedFrame? {
        let result = Mutex<CapturedFrame?>(nil)
        let done = DispatchSemaphore(value: 0)
        condition.lock()
        captureRequests.append((target, { frame in result.withLock { $0 = frame }; done.signal() }))
        condition.signal()
        condition.unlock()
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return result.withLock { $0 }
    }

    /// Waits until the thread has applied every transaction enqueued so far.
    package func waitUntilApplied() {
        let applied = DispatchSemaphore(value: 0)
        condition.lock()
        appliedWaiters.append(applied)
        condition.signal()
        condition.unlock()
        applied.wait()
    }

    /// Stops the thread after its current frame, releases the windows' contexts, and returns once
    /// the thread has ended.
    package func shutdown() {
        condition.lock()
        stopping = true
        condition.signal()
        while !stopped { condition.wait() }
        condition.unlock()
        thread?.join()
    }

    private func run() {
        var lastFrame = 0.0
        while true {
            condition.lock()
            while queue.isEmpty && captureRequests.isEmpty && appliedWaiters.isEmpty && !stopping
                    && !driver.needsAnimationFrame {
                condition.wait()
            }
            if stopping {
                driver.releaseCurrentContext()
                stopped = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let transactions = queue
            queue.removeAll()
            let requests = captureRequests
            captureRequests.removeAll()
            let waiters = appliedWaiters
            appliedWaiters.removeAll()
            condition.unlock()

            for transaction in transactions { driver.apply(transaction) }
            for waiter in waiters { waiter.signal() }
            if transactions.isEmpty && requests.isEmpty && !driver.needsAnimationFrame { continue }
            // Pace: never faster than the refresh rate, whether or not presenting waits for vsync.
            let now = MediaClock.monotonicSeconds()
            let wait = lastFrame + frameInterval - now
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            lastFrame = MediaClock.monotonicSeconds()
            let target = requests.first?.0
            // While animating, a frame is shown once the next is built (see `RenderDriver.renderFrame`),
            // but at once when the next does not start right away: paced, or nothing left to animate.
            let frame = driver.renderFrame(at: clock.now(), capture: target, presentsLater: driver.needsAnimationFrame)
            if !driver.needsAnimationFrame || MediaClock.monotonicSeconds() < lastFrame + frameInterval {
                driver.presentPendingFrames()
            }
            published.withLock { $0 = driver.statistics }
            for (id, reply) in requests { reply(id == target ? frame : nil) }
        }
    }
}

/// The threaded mode as the main thread sees it.
@MainActor
package final class ThreadedRenderer: FrameRenderer {
    private let server: RenderServer

    /// Draws with `driver` on a thread of its own, at most `refreshRate` frames a second.
    package init(driver: RenderDriver, refreshRate: Double) {
        server = RenderServer(driver: driver, refreshRate: refreshRate)
    }

    package func submit(_ transaction: RenderTransaction) { server.enqueue(transaction) }
    package func capture(_ target: RenderTarget.ID) -> CapturedFrame? { server.captureNextFrame(of: target) }
    package var statistics: RenderStatistics { server.statistics }
    package func synchronize() { server.waitUntilApplied() }
    package func stop() { server.shutdown() }
}
