import Foundation
import Testing

/// The launcher's screenshot contract, and the seed listings' pixels, read back from what the
/// compositor drew on this back end.
@Suite("Demo screenshots", .startsClean)
struct DemoScreenshotTests {
    @Test("L1: red and blue squares at the right places, white elsewhere")
    func twoSquares() throws {
        let p = try demoScreenshot("L1")
        #expect(p.count(.red, in: CGRect(x: 10, y: 10, width: 100, height: 100)) == 100 * 100)
        #expect(p.count(.blue, in: CGRect(x: 10, y: 150, width: 100, height: 100)) == 100 * 100)
        // Everything else is white: the strips around and between the squares, and the rest.
        #expect(p.count(.white, in: CGRect(x: 0, y: 0, width: 640, height: 10)) == 640 * 10)
        #expect(p.count(.white, in: CGRect(x: 0, y: 110, width: 640, height: 40)) == 640 * 40)
        #expect(p.count(.white, in: CGRect(x: 110, y: 0, width: 530, height: 480)) == 530 * 480)
        #expect(p.count(.white, in: CGRect(x: 0, y: 250, width: 640, height: 230)) == 640 * 230)
    }

    @Test("L2: a 10-point red border inside the bounds")
    func borderView() throws {
        let p = try demoScreenshot("L2")
        // The border view sits at (40,40), 200×150: its outer 10 points are red, the inside white.
        let view = CGRect(x: 40, y: 40, width: 200, height: 150)
        let inside = view.insetBy(dx: 10, dy: 10)
        #expect(p.count(.red, in: CGRect(x: view.minX, y: view.minY, width: view.width, height: 10)) == 200 * 10)
        #expect(p.count(.red, in: CGRect(x: view.minX, y: view.maxY - 10, width: view.width, height: 10)) == 200 * 10)
        #expect(p.count(.red, in: CGRect(x: view.minX, y: view.minY, width: 10, height: view.height)) == 10 * 150)
        #expect(p.count(.red, in: CGRect(x: view.maxX - 10, y: view.minY, width: 10, height: view.height)) == 10 * 150)
        #expect(p.count(.white, in: inside) == Int(inside.width * inside.height))
        #expect(p.rgb(39, 100) == .white)
        #expect(p.rgb(240, 100) == .white)
    }

    @Test("L3: a square turned 45° about its centre")
    func rotation() throws {
        let p = try demoScreenshot("L3")
        // The 100×100 square centred at (150,150) becomes a diamond reaching 70.7 points from the centre.
        for (x, y) in [(150, 150), (150, 84), (150, 216), (84, 150), (216, 150), (120, 120), (180, 180)] {
            #expect(p.rgb(x, y) == .blue, "(\(x),\(y)) should be inside the diamond")
        }
        for (x, y) in [(150, 76), (76, 150), (224, 150), (150, 224), (104, 104), (196, 196), (101, 101)] {
            #expect(p.rgb(x, y) == .white, "(\(x),\(y)) should be outside the diamond")
        }
    }

    @Test("L4: the image layer centred in the view")
    func imageLayer() throws {
        let p = try demoScreenshot("L4")
        // myImage is 120×80 (blue, an orange disc of radius 30 around (40,40)): centred, it spans (260,200)–(380,280).
        let blue = RGB(r: 33, g: 99, b: 219), orange = RGB(r: 255, g: 140, b: 26)
        #expect(p.rgb(262, 202).isClose(to: blue, tolerance: 40) && p.rgb(377, 277).isClose(to: blue, tolerance: 40))
        #expect(p.rgb(300, 240).isClose(to: orange, tolerance: 40))
        for (x, y) in [(258, 240), (382, 240), (320, 198), (320, 282)] {
            #expect(p.rgb(x, y) == .white, "(\(x),\(y)) is outside the image")
        }
    }

    @Test("L5: the tiled view's grid fills the viewport")
    func tiledView() throws {
        let p = try demoScreenshot("L5")
        // 50-point cells with 2-point white lines between them, starting at the viewport's corner.
        #expect(p.rgb(25, 25) != .white && p.rgb(625, 465) != .white && p.rgb(325, 225) != .white)
        #expect(p.rgb(25, 25) != p.rgb(75, 25), "neighbouring cells differ in colour")
        #expect(p.rgb(50, 25) == .white && p.rgb(25, 100) == .white, "grid lines")
    }

    @Test("L15: scene1 in a container centred at the top")
    func imageHierarchy() throws {
        let p = try demoScreenshot("L15")
        // A 240×160 image at ((640 − 240) / 2, 40): sky at the top, the sun at (180,45) of the image, hills below.
        #expect(p.rgb(205, 45).isClose(to: RGB(r: 112, g: 184, b: 255), tolerance: 30), "\(p.rgb(205, 45))")
        #expect(p.rgb(380, 85).isClose(to: RGB(r: 255, g: 209, b: 64), tolerance: 30), "\(p.rgb(380, 85))")
        #expect(p.rgb(320, 195).isClose(to: RGB(r: 44, g: 107, b: 41), tolerance: 30), "\(p.rgb(320, 195))")
        for (x, y) in [(198, 100), (442, 100), (320, 38), (320, 202)] {
            #expect(p.rgb(x, y) == .white, "(\(x),\(y)) is outside the image")
        }
    }

    @Test("--size sets the window size; --at picks the frame")
    func sizeAndTime() throws {
        let p = try demoScreenshot("L1", at: 0, size: "320x260")
        #expect(p.rgb(60, 60) == .red)
        #expect(p.rgb(60, 200) == .blue)
        #expect(p.rgb(300, 250) == .white)
    }

    @Test("Any Casement program: CASEMENT_SCREENSHOT with the virtual clock, for L1's own @main")
    func environmentContract() throws {
        let path = temporaryPNG("l1-app")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runProduct("casement-l1", [], environment: [
            "CASEMENT_CLOCK": "virtual", "CASEMENT_SCREENSHOT": path, "CASEMENT_SCREENSHOT_AT": "0.25"])
        #expect(result.status == 0, "\(result.stderr)")
        let p = try #require(Picture(path: path))
        #expect(p.rgb(10, 10) == .red && p.rgb(109, 109) == .red)
        #expect(p.rgb(9, 9) == .white && p.rgb(110, 110) == .white)
        #expect(p.rgb(10, 150) == .blue && p.rgb(109, 249) == .blue)
        #expect(p.rgb(60, 130) == .white)
        #expect(p.rgb(p.width - 1, p.height - 1) == .white)
    }

    @Test("Bad command lines get a clear error and exit 2")
    func usageErrors() throws {
        let unknown = try runProduct("casement-demos", ["--demo", "L99", "--screenshot", "/tmp/x.png"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no demo L99"))
        let badSize = try runProduct("casement-demos", ["--demo", "L1", "--size", "0x-3"])
        #expect(badSize.status == 2)
        #expect(badSize.stderr.contains("--size"))
    }

    @Test("An unwritable screenshot path is an error, not a crash")
    func unwritableScreenshot() throws {
        let result = try runProduct("casement-demos", ["--demo", "L1", "--screenshot", "/nonexistent-folder/x.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("could not write the screenshot"))
    }
}

@Suite("No display", .startsClean)
struct NoDisplayTests {
    @Test("Without any display server: a clear error naming what to set, and a non-zero exit")
    func noDisplayVariables() throws {
        let result = try runProduct("casement-demos", ["--demo", "L1", "--screenshot", "/tmp/never.png"],
                                    removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("could not open a display"))
        #expect(result.stderr.contains("DISPLAY") && result.stderr.contains("WAYLAND_DISPLAY"))
        #expect(result.stderr.contains("SDL_VIDEODRIVER=offscreen"))
        #expect(!result.stderr.contains("crashed"))
    }

    @Test("With DISPLAY naming no server: the same clear error")
    func unreachableDisplay() throws {
        let result = try runProduct("casement-demos", ["--demo", "L1", "--screenshot", "/tmp/never.png"],
                                    environment: ["DISPLAY": ":239", "SDL_VIDEODRIVER": "x11"], removing: ["WAYLAND_DISPLAY"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("could not open a display"))
        #expect(result.stderr.contains("Set DISPLAY"))
    }
}

@Suite("Main loop", .startsClean)
struct MainLoopTests {
    /// Runs the probe program to its end and returns what it printed.
    private func runProbe(environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = binDirectory.appending(path: "MainLoopProbe")
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(!process.isRunning, "the probe should end once its window closes")
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// The display-link target times the probe printed, in display frames (nil if not whole frames).
    private func linkTargetFrames(_ text: String) -> [Int?] {
        let prefix = "display link targets in frames: "
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return [] }
        return line.dropFirst(prefix.count).split(separator: " ").map { Int($0) }
    }

    @Test("The loop serves DispatchQueue.main, main-actor tasks, timers, display links and animation completions; closing the last window ends the program")
    func servesWorkAndQuits() throws {
        let text = try runProbe()
        #expect(text.contains("served: animation completion, display link, main queue, main queue from another thread, main-actor task, timer, tracking mode"), "\(text)")
        let frames = linkTargetFrames(text)
        #expect(frames.count == 6 && frames.allSatisfy { $0 != nil }, "targets sit on the display's frame grid: \(text)")
        let whole = frames.compactMap { $0 }
        #expect(zip(whole, whole.dropFirst()).allSatisfy { $0 < $1 }, "one call per frame, in order: \(whole)")
    }

    @Test("Under the virtual clock a display link is called every frame with the virtual frame times")
    func displayLinkFollowsVirtualClock() throws {
        let text = try runProbe(environment: ["CASEMENT_CLOCK": "virtual"])
        #expect(text.contains("display link"), "\(text)")
        // The first turn is the frame at virtual time 0; each turn after it is the next frame.
        #expect(linkTargetFrames(text) == [0, 1, 2, 3, 4, 5], "\(text)")
    }

    @Test("Without UIApplicationMain, running RunLoop.main does UIKit's work: layout, display, commits, perform blocks, display links (nested too), animations at the display's pace and their completions; tracking mode; an idle loop sleeps; posted work runs within 2 ms")
    func runLoopServesUIKit() throws {
        let result = try runProduct("RunLoopProbe", [])
        let text = result.stdout
        let idle = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == "offscreen" ? ["idle"] : []
        let checks = ["animation completion", "layout and display", "perform", "animation at the display's pace", "display link",
                      "display link in a nested run", "tracking mode", "main queue from another thread", "await"] + idle
        for check in checks { #expect(text.contains("PASS \(check)\n"), "\(check): \(text)") }
        #expect(result.status == 0, "\(text)\n\(result.stderr)")
    }

    @Test("SIGTERM and SIGINT end the launcher cleanly within a second, render thread and all", arguments: [SIGTERM, SIGINT])
    func quitEndsCleanly(signal: Int32) throws {
        let process = Process()
        process.executableURL = binDirectory.appending(path: "casement-demos")
        try process.run()
        // The signal must find it running, started up (seconds under the thread sanitizer, or beside builds).
        Thread.sleep(forTimeInterval: 1.5)
        try waitUntilSettled(process.processIdentifier)
        #expect(process.isRunning, "the launcher keeps running while its window is open")
        let sent = Date()
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let elapsed = Date().timeIntervalSince(sent)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(elapsed < 1, "ended \(elapsed) s after the signal")
    }
}
