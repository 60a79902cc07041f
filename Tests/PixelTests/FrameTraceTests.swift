import Foundation
import GLCompositor
import Testing
@testable import QuartzCore
@testable import UIKit

/// `CASEMENT_TRACE`: the compositor and the commits record their phases.
@Suite("Frame trace", .serialized, .startsClean)
@MainActor
struct FrameTraceTests {
    @Test("A frame's trace holds the main thread's commit phases, each draw(_:) by class, and the render side's phases and counters")
    func phases() throws {
        let recorder = TraceRecorder()
        let renderer = SynchronousRenderer(driver: RenderDriver(executor: Compositor(), trace: recorder))
        CATransaction.state.trace = recorder
        defer { CATransaction.state.trace = nil }
        let window = openWindow(size: CGSize(width: 100, height: 100), renderer: renderer)
        defer { window.isHidden = true }
        window.addSubview(SwatchView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        for n in 0..<3 { _ = frame(window, renderer, at: Double(n) / 60) }
        let object = try JSONSerialization.jsonObject(with: Data(recorder.json().utf8)) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        let names = Set(events.compactMap { $0["name"] as? String })
        for phase in ["commit", "layout", "display", "encode", "draw SwatchView", "apply", "upload", "build", "draw", "present", "frame"] {
            #expect(names.contains(phase), "\(phase)")
        }
        #expect(events.filter { $0["name"] as? String == "build" }.count >= 3, "one build a frame")
    }

    @Test("Threaded: an animation's frames are traced on the render thread, its commit on the main thread, each thread named")
    func threaded() throws {
        let recorder = TraceRecorder()
        let renderer = ThreadedRenderer(driver: RenderDriver(executor: Compositor(), presentsOnWindowThreads: true, trace: recorder), refreshRate: 60)
        CATransaction.state.trace = recorder
        defer { CATransaction.state.trace = nil }
        let window = openWindow(size: CGSize(width: 100, height: 100), renderer: renderer)
        defer { window.isHidden = true }
        let fading = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        fading.backgroundColor = .black
        window.addSubview(fading)
        CATransaction.flush()
        waitForFirstFrame(renderer)
        UIView.animate(withDuration: 0.3) { fading.alpha = 0 }
        CATransaction.flush()
        renderer.synchronize()
        Thread.sleep(forTimeInterval: 0.2)
        let object = try JSONSerialization.jsonObject(with: Data(recorder.json().utf8)) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        func threads(of name: String) -> Set<Int> { Set(events.filter { $0["name"] as? String == name }.compactMap { $0["tid"] as? Int }) }
        #expect(events.filter { $0["name"] as? String == "build" }.count >= 5, "frames go on while the animation runs")
        #expect(threads(of: "build").count == 1 && threads(of: "commit").count == 1 && threads(of: "build") != threads(of: "commit"))
        let names = Set(events.filter { $0["ph"] as? String == "M" }.compactMap { ($0["args"] as? [String: String])?["name"] })
        #expect(names.contains("render thread") && names.contains("main thread"), "\(names)")
    }

    @Test("The main thread's turn is traced: an events phase with the number of events it handled")
    func events() throws {
        let recorder = TraceRecorder()
        CATransaction.state.trace = recorder
        defer { CATransaction.state.trace = nil }
        let (window, queue) = try SDLEventQueue.openWindow(size: CGSize(width: 100, height: 100)) { _ in }
        defer { window.isHidden = true }
        queue.motion(x: 10, y: 10, buttons: 0)
        queue.motion(x: 20, y: 20, buttons: 0)
        UIApplication.shared.handlePendingEvents()
        let events = try traceEvents(recorder).filter { $0["name"] as? String == "events" }
        #expect(events.allSatisfy { $0["cat"] as? String == "main" })
        #expect(events.contains { (($0["args"] as? [String: Int])?["events"] ?? 0) >= 2 }, "\(events)")
    }

    @Test("Two windows: each window's presents are traced on its presenter's thread, apart from the render thread's work")
    func presenters() throws {
        let recorder = TraceRecorder()
        let renderer = ThreadedRenderer(driver: RenderDriver(executor: Compositor(), presentsOnWindowThreads: true, trace: recorder), refreshRate: 60)
        CATransaction.state.trace = recorder
        defer { CATransaction.state.trace = nil }
        let first = openWindow(size: CGSize(width: 100, height: 100), renderer: renderer)
        let second = UIWindow(frame: CGRect(x: 120, y: 0, width: 100, height: 100))
        second.isHidden = false
        defer { first.isHidden = true; second.isHidden = true }
        let fading = [first, second].map { window in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.backgroundColor = .black
            window.addSubview(view)
            return view
        }
        CATransaction.flush()
        waitForFirstFrame(renderer)
        UIView.animate(withDuration: 0.4) { for view in fading { view.alpha = 0 } }
        CATransaction.flush()
        renderer.synchronize()
        Thread.sleep(forTimeInterval: 0.3)
        let events = try traceEvents(recorder)
        let presents = events.filter { $0["name"] as? String == "present" && $0["cat"] as? String == "presenter" }
        let windows = Set(presents.compactMap { ($0["args"] as? [String: Int])?["window"] })
        let presenterThreads = Set(presents.compactMap { $0["tid"] as? Int })
        let renderThreads = Set(events.filter { $0["name"] as? String == "build" }.compactMap { $0["tid"] as? Int })
        #expect(windows == [0, 1], "both windows' presents: \(windows)")
        #expect(presenterThreads.count == 2 && presenterThreads.isDisjoint(with: renderThreads), "a thread each, not the render thread's")
        let names = Set(events.filter { $0["ph"] as? String == "M" }.compactMap { ($0["args"] as? [String: String])?["name"] })
        #expect(names.contains("presenter thread"), "\(names)")
    }

    @Test("casement-bench's animated scene, traced: JSON with both threads' phases, and the frames the benchmark counted, give or take the two in flight at the interval's ends")
    func benchmarkTrace() throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "casement-trace-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runProduct("casement-bench", ["--run", "casement", "--variant", "solid", "--count", "100", "--seconds", "1",
                                                       "--trace", path], environment: ["CASEMENT_VSYNC": "off"])
        #expect(result.status == 0, "casement-bench failed on \(backend): \(result.stderr)")
        /// The fields of the output's line starting with `tag`.
        func fields(_ tag: String) -> [String: Double] {
            let line = result.stdout.split(separator: "\n").first { $0.hasPrefix(tag + " ") } ?? ""
            return Dictionary(line.split(separator: " ").dropFirst().compactMap { pair -> (String, Double)? in
                let parts = pair.split(separator: "=", maxSplits: 1)
                return parts.count == 2 ? Double(parts[1]).map { (String(parts[0]), $0) } : nil
            }, uniquingKeysWith: { $1 })
        }
        let bench = fields("RESULT"), trace = fields("TRACE")
        // The benchmark counts the frames presented in its interval, the trace the frames drawn: a frame
        // drawn just before the interval may be presented in it, and one drawn at its end presented
        // after. (Their mean durations are not compared: on a loaded machine a stall at the interval's
        // edge lengthens the benchmark's and not the trace's, which spans first to last frame.)
        let frames = try #require(bench["frames"]), tracedFrames = try #require(trace["frames"])
        let traceMilliseconds = try #require(trace["mean_ms"]), start = try #require(trace["start_us"]), end = try #require(trace["end_us"])
        #expect(frames >= 10, "\(result.stdout)")
        #expect(abs(tracedFrames - frames) <= 2, "traced \(tracedFrames) frames, the benchmark counted \(frames)")

        // The file holds the same frames, each with the render thread's phases, and the main thread's commit.
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        func times(_ name: String) -> [Double] {
            events.filter { $0["name"] as? String == name }.compactMap { ($0["ts"] as? NSNumber)?.doubleValue }.sorted()
        }
        let frameTimes = times("frame").filter { $0 >= start && $0 <= end }
        #expect(Double(frameTimes.count) == trace["frames"])
        let fileMean = (frameTimes.last! - frameTimes.first!) / Double(frameTimes.count - 1) / 1000
        #expect(abs(fileMean - traceMilliseconds) < 0.001, "the file's frames: \(fileMean) ms, the TRACE line's \(traceMilliseconds) ms")
        let builds = times("build"), draws = times("draw")
        for (previous, next) in zip(frameTimes, frameTimes.dropFirst()) {
            #expect(builds.contains { $0 > previous && $0 < next } && draws.contains { $0 > previous && $0 < next },
                    "a build and a draw between the frames at \(previous) and \(next) µs")
        }
        #expect(!times("commit").isEmpty && !times("events").isEmpty, "the main thread's phases")
    }

    /// The recorder's events, parsed from its JSON.
    private func traceEvents(_ recorder: TraceRecorder) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(recorder.json().utf8)) as? [String: Any]
        return try #require(object?["traceEvents"] as? [[String: Any]])
    }
}
