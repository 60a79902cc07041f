import Foundation
import QuartzCore
import UIKit

/// The animated run with a frame trace kept (`--trace FILE`): the trace is written to the file, and
/// the frames it holds for the measured interval are set against the benchmark's own count of them.
@MainActor
enum TracedRun {
    /// Measures the animated scene with a trace kept, writes the trace to `path` and returns the
    /// measurement and its TRACE line: the frames traced in the measured interval (`frame` counters,
    /// one a frame drawn), the mean time between them in milliseconds, and the interval in the
    /// trace's microseconds.
    static func run(variant: BenchVariant, count: Int, seconds: Double, path: String) -> (Measurement, String) {
        setenv("CASEMENT_TRACE", path, 1)
        let application = UIApplication.shared
        guard let trace = application.trace else { fail("no trace recorder for CASEMENT_TRACE=\(path)") }
        CATransaction.state.trace = trace
        let result = SingleRun.casement(variant: variant, count: count, seconds: seconds)
        guard let interval = result.interval else { fail("the run measured no interval") }
        let frames = trace.times(of: "frame").filter { interval.contains($0) }
        trace.write(to: path)
        let mean = frames.count > 1 ? (frames.last! - frames.first!) / Double(frames.count - 1) * 1000 : .infinity
        func micro(_ time: Double) -> String { String(format: "%.1f", (time - trace.origin) * 1_000_000) }
        return (result, "TRACE frames=\(frames.count) mean_ms=\(mean) start_us=\(micro(interval.lowerBound)) end_us=\(micro(interval.upperBound))")
    }
}
