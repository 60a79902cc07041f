import Foundation
import Synchronization

/// The time base in seconds.
public typealias CFTimeInterval = Double

/// The current media time: seconds on the monotonic clock, or the virtual clock's time when
/// `CASEMENT_CLOCK=virtual` (which advances exactly 1/60 s per rendered frame).
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.shared.now() }

/// Real or virtual time, readable from any thread.
package final class MediaClock: Sendable {
    /// The process's clock, virtual when `CASEMENT_CLOCK=virtual`.
    package static let shared = MediaClock(virtual: ProcessInfo.processInfo.environment["CASEMENT_CLOCK"] == "virtual")

    /// Whether time moves only when frames are rendered.
    package let isVirtual: Bool
    private let virtualTime = Mutex<Double>(0)

    package init(virtual: Bool) { isVirtual = virtual }

    /// The current time in seconds.
    package func now() -> Double {
        if isVirtual { return virtualTime.withLock { $0 } }
        return MediaClock.monotonicSeconds()
    }

    /// Moves the virtual clock forward (no effect on a real clock).
    package func advance(by seconds: Double) {
        virtualTime.withLock { $0 += seconds }
    }

    /// Moves the virtual clock back to 0, where it starts; returns the time it had reached.
    package func resetToLaunchState() -> Double {
        virtualTime.withLock { reached in
            defer { reached = 0 }
            return reached
        }
    }

    /// Seconds on the system's monotonic clock.
    package static func monotonicSeconds() -> Double { seconds(on: CLOCK_MONOTONIC) }

    /// Seconds of CPU the calling thread has used (for measuring work, not for timing animations).
    package static func threadCPUSeconds() -> Double { seconds(on: CLOCK_THREAD_CPUTIME_ID) }

    private static func seconds(on clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
