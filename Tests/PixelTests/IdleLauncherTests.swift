import Foundation
import Testing

/// The launcher left alone under Xvfb or weston: the main thread sleeps. Its wake-ups are read from the
/// main loop's counter, which `CASEMENT_TRACE` records; its processor time from /proc.
@Suite("Idle launcher", .startsClean)
struct IdleLauncherTests {
    /// When the window has settled after launch, and how long it is then left alone (seconds).
    private static let settle = 2.5, idle = 10.0

    @Test("Shown and untouched for 10 s, the launcher wakes its main thread at most once a second")
    func idleLauncherSleeps() throws {
        let trace = FileManager.default.temporaryDirectory.appending(path: "casement-idle-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: trace) }
        let process = Process()
        process.executableURL = binDirectory.appending(path: "casement-demos")
        process.environment = ProcessInfo.processInfo.environment.merging(["CASEMENT_TRACE": trace.path]) { $1 }
        try process.run()
        Thread.sleep(forTimeInterval: Self.settle)
        let startTicks = try processorTicks(of: process.processIdentifier)
        Thread.sleep(forTimeInterval: Self.idle)
        let ticks = try processorTicks(of: process.processIdentifier) - startTicks
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let wakeUps = try wakeUpTimes(in: trace).filter { $0 >= Self.settle && $0 < Self.settle + Self.idle }
        let share = Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK))) / Self.idle
        print("idle launcher: \(wakeUps.count) main-loop wake-ups in \(Self.idle) s, \(String(format: "%.2f", share * 100)) % of a core")
        #expect(wakeUps.count <= Int(Self.idle), "wake-ups at \(wakeUps)")
    }

    /// When the main loop woke, in seconds since the trace began.
    private func wakeUpTimes(in trace: URL) throws -> [Double] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any]
        let events = json?["traceEvents"] as? [[String: Any]] ?? []
        return events.filter { $0["name"] as? String == "main loop wake-ups" }.compactMap { ($0["ts"] as? Double).map { $0 / 1_000_000 } }
    }
}
