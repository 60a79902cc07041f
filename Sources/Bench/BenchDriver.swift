import Foundation

/// Runs every measurement in its own process and prints the tables and ratios.
struct BenchDriver {
    let seconds: Double
    /// Casement and bare runs alternate this many times for each N; the table shows medians, as the
    /// machine's load drifts between runs.
    let rounds: Int
    static let counts = [100, 1_000, 5_000]
    static let frameRateToHold = 60.0

    func runAll() {
        print("casement-bench: \(Int(LeafMotion.windowSize.width))×\(Int(LeafMotion.windowSize.height)) window, vsync off, "
              + "\(Int(LeafMotion.side))×\(Int(LeafMotion.side)) layers at opacity \(LeafMotion.opacity), "
              + "each animating rotation and position, in containers of ten nested two deep; \(seconds) s a run, "
              + "median of \(rounds) alternating runs")
        print("")
        print(pad("variant", 9) + pad("N", 7) + pad("Casement fps", 14) + pad("CPU ms/frame", 14) + pad("build ms/frame", 16)
              + pad("bare fps", 10) + pad("CPU ms/frame", 14) + "Casement/bare")
        for variant in BenchVariant.allCases {
            var measured: [Int: Double] = [:]
            for count in Self.counts {
                var bares: [Measurement] = [], casements: [Measurement] = [], ratios: [Double] = []
                for _ in 0..<rounds {
                    let bare = measure("bare", variant: variant, count: count)
                    let casement = measure("casement", variant: variant, count: count)
                    if let bare { bares.append(bare) }
                    if let casement { casements.append(casement) }
                    if let bare, let casement { ratios.append(casement.framesPerSecond / bare.framesPerSecond) }
                }
                let bare = median(bares), casement = median(casements)
                measured[count] = casement?.framesPerSecond
                print(pad(variant.rawValue, 9) + pad("\(count)", 7) + pad(format(casement?.framesPerSecond), 14)
                      + pad(format(casement?.cpuMillisecondsPerFrame, digits: 2), 14)
                      + pad(format(casement?.buildMillisecondsPerFrame, digits: 2), 16)
                      + pad(format(bare?.framesPerSecond), 10) + pad(format(bare?.cpuMillisecondsPerFrame, digits: 2), 14)
                      + (ratios.isEmpty ? "—" : String(format: "%.2f", ratios.sorted()[ratios.count / 2])))
            }
            let largest = largestCountHoldingFrameRate(variant: variant, known: measured)
            print("  \(variant.rawValue): the largest N Casement draws at \(Int(Self.frameRateToHold)) fps or more: "
                  + (largest.map { "\($0)" } ?? "none measured"))
        }
        printWindowsFigure()
        print("")
        print("the frame builder alone (solid scene, one thread, no GL; warm caches, unlike the render thread's)")
        for count in Self.counts where count >= 1_000 {
            let result = measure("build", variant: .solid, count: count)
            print("  N = \(count): " + format(result?.buildMillisecondsPerFrame, digits: 3) + " ms a frame")
        }
        print("")
        print("static content: N views drawn once, one 40×20 view redrawn every frame (synchronous renderer)")
        print(pad("N", 8) + pad("ms/frame (wall)", 17) + "CPU ms/frame")
        var cost: [Int: Double] = [:]
        for count in [100, 10_000] {
            let result = measure("static", variant: .solid, count: count)
            cost[count] = result.map { $0.seconds * 1000 / Double($0.frames) }
            print(pad("\(count)", 8) + pad(format(cost[count], digits: 2), 17) + format(result?.cpuMillisecondsPerFrame, digits: 2))
        }
        print("  per-frame cost with 10000 static views / with 100: " + ratio(cost[10_000], cost[100]) + " (target ≤ 1.2)")
        print("")
        print("a transition: the solid scene of 1000 layers under a cross-dissolve, median of \(rounds) alternating runs")
        compareScene(in: "transition", flag: "--cover", cases: TransitionRun.Cover.allCases.map(\.rawValue)) {
            $0 == "none" ? "no transition" : "cross-dissolve, \($0)"
        }
        print("")
        print("a push: the solid scene of 1000 layers as a navigation controller's root, a push or pop every 0.6 s, "
              + "median of \(rounds) alternating runs (target ≥ 0.95)")
        compareScene(in: "push", flag: "--motion", cases: PushRun.Motion.allCases.map(\.rawValue)) {
            $0 == "none" ? "the scene alone" : "pushing and popping"
        }
    }

    /// Runs the solid scene of 1,000 layers in `kind` with `flag` set to each of `cases` (the first
    /// being the scene alone), alternating, and prints each median frame rate beside the first's.
    private func compareScene(in kind: String, flag: String, cases: [String], label: (String) -> String) {
        var runs: [String: [Measurement]] = [:]
        for _ in 0..<rounds {
            for name in cases {
                if let result = measure(kind, variant: .solid, count: 1_000, extra: [flag, name]) { runs[name, default: []].append(result) }
            }
        }
        let alone = cases.first.flatMap { median(runs[$0] ?? []) }?.framesPerSecond
        for name in cases {
            let fps = median(runs[name] ?? [])?.framesPerSecond
            print("  " + pad(label(name), 30) + pad(format(fps), 8) + "fps, " + ratio(fps, alone) + " of the scene alone")
        }
    }

    /// Bisects between what held the frame rate and what did not, doubling first if everything held.
    private func largestCountHoldingFrameRate(variant: BenchVariant, known: [Int: Double]) -> Int? {
        var held = known.filter { $0.value >= Self.frameRateToHold }.keys.max() ?? 0
        var missed = known.filter { $0.value < Self.frameRateToHold }.keys.filter { $0 > held }.min()
        func holds(_ count: Int) -> Bool {
            (measure("casement", variant: variant, count: count, seconds: 1.5)?.framesPerSecond ?? 0) >= Self.frameRateToHold
        }
        while missed == nil && held > 0 && held < 80_000 {
            if holds(held * 2) { held *= 2 } else { missed = held * 2 }
        }
        guard var high = missed else { return held > 0 ? held : nil }
        var low = held
        while high - low > max(50, low / 16) {
            let middle = (low + high) / 2
            if holds(middle) { low = middle } else { high = middle }
        }
        return low > 0 ? low : nil
    }

    /// Several windows at once against one alone, in the same run: each window's frame rate.
    static let windowsFigureCount = 1_000

    private func printWindowsFigure() {
        let count = Self.windowsFigureCount
        print("")
        print("several windows: each animating \(count) solid layers on the one render thread (vsync off; fps per window)")
        let alone = measureAll("windows", variant: .solid, count: count, extra: ["--windows", "1"])?.first
        let two = measureAll("windows", variant: .solid, count: count, extra: ["--windows", "2"]) ?? []
        let rates: [String] = two.map { format($0.framesPerSecond) }
        let slowest: Double? = two.map(\.framesPerSecond).min()
        print("  one window alone: " + format(alone?.framesPerSecond) + " fps")
        let share = two.count == 2 ? ", the slower " + ratio(slowest, alone?.framesPerSecond) + " of one alone" : ""
        print("  two windows:      " + (two.isEmpty ? "—" : rates.joined(separator: " and ")) + " fps" + share)
    }

    /// Runs this program again for one measurement, with vsync and pacing off.
    private func measure(_ kind: String, variant: BenchVariant, count: Int, seconds: Double? = nil,
                         extra: [String] = []) -> Measurement? {
        measureAll(kind, variant: variant, count: count, seconds: seconds, extra: extra)?.first
    }

    /// Runs this program again for one run, with vsync and pacing off; every measurement it printed.
    private func measureAll(_ kind: String, variant: BenchVariant, count: Int, seconds: Double? = nil, extra: [String] = []) -> [Measurement]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--run", kind, "--variant", variant.rawValue, "--count", "\(count)",
                             "--seconds", "\(seconds ?? self.seconds)"] + extra
        var environment = ProcessInfo.processInfo.environment
        environment["CASEMENT_VSYNC"] = "off"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("casement-bench: could not start a run: \(error)\n".utf8))
            return nil
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let results = text.split(separator: "\n").filter { $0.hasPrefix("RESULT ") }.compactMap { Measurement(resultLine: $0) }
        return results.isEmpty ? nil : results
    }

    /// The run with the median frame rate.
    private func median(_ runs: [Measurement]) -> Measurement? {
        runs.isEmpty ? nil : runs.sorted { $0.framesPerSecond < $1.framesPerSecond }[runs.count / 2]
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private func format(_ value: Double?, digits: Int = 1) -> String {
        value.map { String(format: "%.\(digits)f", $0) } ?? "—"
    }

    private func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
        guard let numerator, let denominator, denominator > 0 else { return "—" }
        return String(format: "%.2f", numerator / denominator)
    }
}
