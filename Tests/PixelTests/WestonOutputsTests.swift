import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// L14 and a real unplug under weston with two outputs, side by side (DISPLAYS.md). Scripts/test.sh
/// runs this suite only in the Wayland run, last (the unplug takes an output away for good), with
/// `CASEMENT_WESTON_OUTPUT` naming the helper built from Scripts/weston-output.c, which reads an
/// output's pixels and closes an output the way a window manager does. Anywhere else it fails.
@Suite("Two outputs under weston", .serialized, .startsClean)
@MainActor
struct WestonOutputsTests {
    /// The helper, once this run is one it can check: Wayland, two displays, the helper's path.
    private func westonOutputTool() -> String? {
        let tool = ProcessInfo.processInfo.environment["CASEMENT_WESTON_OUTPUT"]
        guard SDLPlatform.shared.videoDriver == "wayland", UIScreen.screens.count == 2, let tool else {
            Issue.record("""
                this suite runs under weston with two outputs and CASEMENT_WESTON_OUTPUT set (Scripts/test.sh's Wayland run); \
                here the driver is \(SDLPlatform.shared.videoDriver) with \(UIScreen.screens.count) display(s)
                """)
            return nil
        }
        return tool
    }

    /// Runs the helper; its standard output.
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Serves events and draws frames until `done` or `seconds` pass; whether `done` came true.
    private func pump(_ renderer: SynchronousRenderer, seconds: Double, until done: () throws -> Bool) rethrows -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            UIApplication.shared.handlePendingEvents()
            CATransaction.flush()
            _ = renderer.renderFrame(at: MediaClock.shared.now())
            if try done() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Runs `body` with a key window on the main screen and L14's window, red, on the external
    /// screen, both hidden again afterwards; fails at once where the suite cannot run.
    private func withL14(_ body: (_ tool: String, _ renderer: SynchronousRenderer, _ first: UIWindow, _ external: UIWindow) throws -> Void) rethrows {
        guard let tool = westonOutputTool() else { return }
        let renderer = SynchronousRenderer()
        let first = openWindow(size: CGSize(width: 400, height: 300), renderer: renderer)
        let externalScreen = UIScreen.screens[1]
        let rootVC = UIViewController()
        rootVC.view.backgroundColor = .red
        let externalWindow = UIWindow(frame: externalScreen.bounds)
        externalWindow.windowLevel = .normal
        externalWindow.screen = externalScreen
        externalWindow.rootViewController = rootVC
        externalWindow.isHidden = false
        defer {
            externalWindow.isHidden = true
            first.isHidden = true
        }
        try body(tool, renderer, first, externalWindow)
    }

    @Test("L14: the window on the external screen is on SDL display 1 and fills the second output with its root view; the first stays key")
    func externalWindow() throws {
        try withL14 { tool, renderer, first, external in
            let sdlWindow = try #require(external.platformWindow as? SDLWindow)
            let shown = try pump(renderer, seconds: 5) {
                try sdlWindow.displayIndex == 1 && run(tool, ["pixel", "screen1", "512", "384"]) == "255 0 0\n"
            }
            let centre = try run(tool, ["pixel", "screen1", "512", "384"])
            #expect(shown, "output screen1 shows \(centre) at its centre, the window is on display \(sdlWindow.displayIndex)")
            #expect(sdlWindow.displayIndex == 1)
            #expect(external.frame.size == UIScreen.screens[1].bounds.size && external.screen === UIScreen.screens[1])
            #expect(first.isKeyWindow && !external.isKeyWindow)
            let firstOutput = try run(tool, ["pixel", "screen0", "200", "150"])
            #expect(firstOutput != "255 0 0\n", "the first output does not show the external window")
        }
    }

    @Test("Unplugging the second output: the disconnection names its screen, the window moves to the main screen, nothing leaks, the app keeps drawing")
    func unplug() throws {
        try withL14 { tool, renderer, first, external in
            let externalScreen = UIScreen.screens[1]
            _ = pump(renderer, seconds: 5) { (external.platformWindow as? SDLWindow)?.displayIndex == 1 }
            let before = (renderer.statistics, SDLPlatform.shared.openWindowCount)
            var disconnected: [ObjectIdentifier] = []
            let observer = NotificationCenter.default.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { note in
                let object = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated { disconnected += object.map { [$0] } ?? [] }
            }
            defer { NotificationCenter.default.removeObserver(observer) }

            _ = try run(tool, ["close", "screen1"])
            let unplugged = pump(renderer, seconds: 5) { !disconnected.isEmpty && UIScreen.screens.count == 1 }
            #expect(unplugged, "SDL reported the output gone")
            #expect(disconnected == [ObjectIdentifier(externalScreen)])
            #expect(external.screen === UIScreen.main && !external.isHidden && external.platformWindow != nil)
            #expect((external.platformWindow as? SDLWindow)?.isFullscreen == false)
            let framesBefore = renderer.statistics.framesPresented
            _ = pump(renderer, seconds: 1) { false }
            let after = (renderer.statistics, SDLPlatform.shared.openWindowCount)
            #expect(after.0.framesPresented > framesBefore, "the app keeps drawing")
            #expect(after.1 == before.1, "the same windows, each with its one GL context")
            #expect(after.0.liveTextures == before.0.liveTextures && after.0.renderTreeNodes == before.0.renderTreeNodes, "no texture or layer leaked")
            #expect(first.isKeyWindow)
        }
    }
}
