import Foundation

/// How many frames a driver's window presenters have shown, all windows together: when every window
/// is still showing its last frame, the render thread waits here for whichever shows next rather
/// than going round its loop drawing nothing (with vsync off, that spin took a core from the
/// presents it waited for: two windows each ran at 0.35 of one alone).
final class PresentedFrameCount: @unchecked Sendable {
    // `count` is guarded by the condition.
    private let condition = NSCondition()
    private var count = 0

    /// The frames shown so far.
    var current: Int {
        condition.lock()
        defer { condition.unlock() }
        return count
    }

    /// Counts a frame shown, waking whoever waits.
    func frameShown() {
        condition.lock()
        count += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until a frame is shown after the `seen`th, or `timeout` seconds pass.
    func wait(past seen: Int, timeout: Double) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        while count == seen && condition.wait(until: deadline) {}
        condition.unlock()
    }
}
