import Foundation

/// Counts the main thread's wake-ups from sleep: in all, and over the last second, which the `hud`
/// overlay shows from the render thread; so tests and people can see an idle program sleep.
package final class WakeUpCounter: @unchecked Sendable {
    // Unchecked Sendable: the state is reached only under `lock` (pthread's, which TSan follows).
    private let lock = NSLock()
    private var count = 0
    /// The media times of the wake-ups of the last second, oldest first.
    private var recent: [Double] = []

    package init() {}

    /// Every wake-up counted so far.
    package var total: Int { lock.withLock { count } }

    /// Notes a wake-up at media time `time`.
    package func count(at time: Double) {
        lock.withLock {
            count += 1
            recent.append(time)
            forget(before: time - 1)
        }
    }

    /// The wake-ups in the second before media time `time`.
    package func perSecond(at time: Double) -> Int {
        lock.withLock {
            forget(before: time - 1)
            return recent.count
        }
    }

    private func forget(before time: Double) {
        let kept = recent.firstIndex { $0 >= time } ?? recent.endIndex
        recent.removeFirst(kept)
    }
}
