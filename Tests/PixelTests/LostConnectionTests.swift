import Foundation
import Testing

/// A program whose display server goes away (it crashed, or the session ended): it must not spin
/// or hang, but end at once, saying why, with a status that tells its parent it failed.
@Suite("Lost display connection", .startsClean)
struct LostConnectionTests {
    @Test("When the display server dies under the running launcher, it ends within a second, non-zero, with a message")
    func serverDies() throws {
        let server = try PrivateDisplayServer(for: backend)
        defer { server.stop() }
        let process = Process()
        process.executableURL = binDirectory.appending(path: "casement-demos")
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"] { environment[key] = nil }
        process.environment = environment.merging(server.environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        #expect(process.isRunning, "the launcher runs while its server does")
        let killed = Date()
        server.stop()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let elapsed = Date().timeIntervalSince(killed)
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(elapsed < 1, "ended \(elapsed) s after its server died")
        #expect(process.terminationReason == .exit && process.terminationStatus != 0, "status \(process.terminationStatus)")
        #expect(message.contains("connection") || message.contains("display"), "says why: \(message)")
    }
}

/// An Xvfb, or weston in an Xvfb, of the test's own, so that killing it disturbs no other test.
/// (weston's headless back end has no seat, which SDL 2.26's Wayland code crashes on.)
private final class PrivateDisplayServer {
    private var processes: [Process] = []
    private var runtimeDirectory: URL?
    private(set) var environment: [String: String] = [:]

    init(for backend: String) throws {
        let number = (150..<250).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
                                         && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") } ?? 250
        try start("/usr/bin/Xvfb", [":\(number)", "-screen", "0", "800x600x24", "-nolisten", "tcp"], environment: [:],
                  readyWhen: "/tmp/.X11-unix/X\(number)")
        environment = ["SDL_VIDEODRIVER": "x11", "DISPLAY": ":\(number)"]
        guard backend == "wayland" else { return }
        let directory = FileManager.default.temporaryDirectory.appending(path: "casement-lost-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        runtimeDirectory = directory
        try start("/usr/bin/weston", ["--backend=x11-backend.so", "--use-pixman", "--socket=lost", "--idle-time=0"],
                  environment: ["XDG_RUNTIME_DIR": directory.path, "DISPLAY": ":\(number)"], readyWhen: directory.appending(path: "lost").path)
        environment = ["SDL_VIDEODRIVER": "wayland", "XDG_RUNTIME_DIR": directory.path, "WAYLAND_DISPLAY": "lost"]
    }

    private func start(_ path: String, _ arguments: [String], environment: [String: String], readyWhen socket: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        processes.append(process)
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socket) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 0.3)
    }

    /// Kills the server the program talks to at once, as a crash would end it (then the rest).
    func stop() {
        for process in processes.reversed() where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        if let runtimeDirectory { try? FileManager.default.removeItem(at: runtimeDirectory) }
    }
}
