import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// A clock a test sets, readable from any thread.
private final class SetClock: Sendable {
    let seconds = Mutex(0.0)
    func set(_ value: Double) { seconds.withLock { $0 = value } }
    func now() -> Double { seconds.withLock { $0 } }
}

@Suite("Trace recorder")
struct TraceRecorderTests {
    /// The trace's events, parsed as JSON.
    private func events(_ recorder: TraceRecorder) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(recorder.json().utf8)) as? [String: Any]
        return try #require(object?["traceEvents"] as? [[String: Any]])
    }

    @Test("Phases and counters come out as Chrome trace events, with each thread named")
    func chromeFormat() throws {
        let clock = SetClock()
        let recorder = TraceRecorder(span: 10, clock: { clock.now() })
        clock.set(1)
        let phase = recorder.begin("layout \"quoted\"", "main")
        clock.set(1.25)
        phase.end([("layers", 3)])
        recorder.count("frame", [("draw calls", 2)])
        let thread = JoinableThread(name: "Casement render thread") {
            recorder.begin("build", "render").end()
        }
        thread.join()
        let list = try events(recorder)
        let layout = try #require(list.first { $0["name"] as? String == "layout \"quoted\"" })
        #expect(layout["ph"] as? String == "X" && layout["ts"] as? Double == 1_000_000 && layout["dur"] as? Double == 250_000)
        #expect((layout["args"] as? [String: Int])?["layers"] == 3)
        #expect(list.contains { $0["ph"] as? String == "C" && ($0["args"] as? [String: Int])?["draw calls"] == 2 })
        let names = list.filter { $0["ph"] as? String == "M" }.compactMap { ($0["args"] as? [String: String])?["name"] }
        #expect(Set(names) == ["main thread", "render thread"], "named by what each records first")
        let build = try #require(list.first { $0["name"] as? String == "build" })
        #expect(build["tid"] as? Int != layout["tid"] as? Int, "each thread its own id")
    }

    @Test("Only the last span seconds are kept")
    func ring() throws {
        let clock = SetClock()
        let recorder = TraceRecorder(span: 2, clock: { clock.now() })
        for step in 0..<3000 {
            clock.set(Double(step) / 100)
            recorder.count("frame", [("n", step)])
        }
        let kept = try events(recorder).filter { $0["ph"] as? String == "C" }.compactMap { ($0["args"] as? [String: Int])?["n"] }
        #expect(kept.first == 2799 && kept.last == 2999 && kept.count == 201)
    }
}
