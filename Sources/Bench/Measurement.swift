import Foundation

/// What one run measured: frames presented over a wall-clock interval, the CPU time the whole
/// process (main thread, render thread and the GL driver's threads) spent meanwhile, and for Casement
/// the part of it the render thread spent building frames (tree walk, animations, vertices).
struct Measurement {
    var frames: Int
    var seconds: Double
    var cpuSeconds: Double
    var buildSeconds: Double?
    /// When the measured interval began and ended, in seconds of the monotonic clock.
    var interval: ClosedRange<Double>?

    var framesPerSecond: Double { Double(frames) / seconds }
    var cpuMillisecondsPerFrame: Double { perFrame(cpuSeconds) }
    var buildMillisecondsPerFrame: Double? { buildSeconds.map(perFrame) }

    private func perFrame(_ seconds: Double) -> Double { frames > 0 ? seconds * 1000 / Double(frames) : .infinity }

    /// The line a run prints for the driver to read.
    var resultLine: String {
        "RESULT frames=\(frames) seconds=\(seconds) cpu=\(cpuSeconds)" + (buildSeconds.map { " build=\($0)" } ?? "")
    }

    init(frames: Int, seconds: Double, cpuSeconds: Double, buildSeconds: Double? = nil) {
        self.frames = frames
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds
        self.buildSeconds = buildSeconds
    }

    /// Reads a `resultLine` back from a run's output.
    init?(resultLine line: Substring) {
        var fields: [Substring: Double] = [:]
        for pair in line.split(separator: " ").dropFirst() {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]) { fields[parts[0]] = value }
        }
        guard let frames = fields["frames"], let seconds = fields["seconds"], let cpu = fields["cpu"], seconds > 0 else { return nil }
        self.init(frames: Int(frames), seconds: seconds, cpuSeconds: cpu, buildSeconds: fields["build"])
    }
}

/// A point in time for measuring: the monotonic wall clock and the process's CPU clock.
struct Stopwatch {
    let wall = Stopwatch.seconds(CLOCK_MONOTONIC)
    let cpu = Stopwatch.seconds(CLOCK_PROCESS_CPUTIME_ID)

    /// The measurement of `frames` frames drawn since this point.
    func measurement(frames: Int) -> Measurement {
        let now = Stopwatch.seconds(CLOCK_MONOTONIC)
        var result = Measurement(frames: frames, seconds: now - wall, cpuSeconds: Stopwatch.seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu)
        result.interval = wall...now
        return result
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
