import CSDL2
import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// Real X input: `xdotool` moves Xvfb's pointer and presses its button (XTest), the X server sends
/// the events to the SDL window, and UIKit takes them from SDL's queue. Runs in the X11 run only
/// (Scripts/test.sh leaves it out of the others); elsewhere it fails rather than pass unexercised.
@Suite("Real X input (xdotool under Xvfb)", .serialized)
@MainActor
struct RealXInputTests {
    /// The gestures page in a shown window, its X window id, and the renderer drawing it.
    private func openGesturesPage() throws -> (UIWindow, GesturesPage, String, SynchronousRenderer) {
        try #require(backend == "x11", "xdotool drives an X server: this test belongs to the X11 run, not \(backend)")
        let renderer = SynchronousRenderer()
        UIApplication.shared.useRenderer(renderer)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let page = GesturesPage(frame: window.bounds)
        window.addSubview(page)
        window.makeKeyAndVisible()
        let title = "casement-xinput-\(getpid())"
        window.platformWindow?.title = title
        CATransaction.flush()
        let search = try xdotool(["search", "--sync", "--name", "^\(title)$"])
        let id = try #require(search.split(separator: "\n").first.map(String.init), "xdotool found the window")
        // The window is mapped and takes the pointer once its first events have been handled.
        pump(until: { false }, timeout: 0.2)
        return (window, page, id, renderer)
    }

    /// Runs xdotool with `arguments`, failing the test if it fails; returns what it printed.
    @discardableResult
    private func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try #require(process.terminationStatus == 0, "xdotool \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        return text
    }

    /// Handles the platform's events until `done` holds or `timeout` seconds pass (the X server
    /// delivers XTest input asynchronously); returns whether `done` held.
    @discardableResult
    private func pump(until done: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            UIApplication.shared.handlePendingEvents()
            if done() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < deadline
        return false
    }

    @Test("xdotool presses, drags and releases: the pan begins, changes and ends, and the square is drawn where the pointer left it")
    func dragTheSquare() throws {
        let (window, page, id, renderer) = try openGesturesPage()
        defer { window.isHidden = true }
        let start = GesturesPage.squareFrame(of: .drag)
        let from = CGPoint(x: start.midX, y: start.midY)
        let offset = CGPoint(x: 150, y: 60)
        try xdotool(["mousemove", "--window", id, "\(Int(from.x))", "\(Int(from.y))"])
        try xdotool(["mousedown", "1"])
        for step in 1...10 {
            let x = from.x + offset.x * CGFloat(step) / 10, y = from.y + offset.y * CGFloat(step) / 10
            try xdotool(["mousemove", "--window", id, "\(Int(x))", "\(Int(y))"])
            pump(until: { page.log.last != nil }, timeout: 0.05)
        }
        try xdotool(["mouseup", "1"])
        #expect(pump(until: { page.log.last == "drag ended" }), "the pan ended; log: \(page.log)")
        // UIKit's sequence for a drag: began once, changed for each further move, ended at the lift.
        let log = page.log
        #expect(log.first == "drag began" && log.last == "drag ended" && log.count >= 3, "\(log)")
        #expect(log.dropFirst().dropLast().allSatisfy { $0 == "drag changed" }, "\(log)")
        let square = try #require(page.squares[.drag])
        #expect(square.center == CGPoint(x: from.x + offset.x, y: from.y + offset.y), "the square followed the pointer exactly")
        let picture = frame(window, renderer)
        let moved = picture.rgb(Int(from.x + offset.x), Int(from.y + offset.y))
        #expect(moved.isClose(to: RGB(r: 51, g: 115, b: 230)), "the square is drawn where the pointer left it: \(moved)")
        let left = picture.rgb(Int(from.x), Int(from.y))
        #expect(left == .white, "its card shows where it was: \(left)")
    }

    @Test("xdotool double-clicks, then clicks once: the double tap is recognized and the single tap only after it fails")
    func doubleThenSingleClick() throws {
        let (window, page, id, _) = try openGesturesPage()
        defer { window.isHidden = true }
        let square = GesturesPage.squareFrame(of: .taps)
        try xdotool(["mousemove", "--window", id, "\(Int(square.midX))", "\(Int(square.midY))"])
        try xdotool(["click", "--repeat", "2", "--delay", "80", "1"])
        #expect(pump(until: { !page.log.isEmpty }), "the double click was recognized")
        // Past the double-tap interval (0.35 s) nothing else happens.
        pump(until: { page.log.count > 1 }, timeout: 0.5)
        #expect(page.log == ["double-tap recognized"])
        try xdotool(["click", "1"])
        #expect(pump(until: { page.log.count > 1 }), "the single click was recognized")
        #expect(page.log == ["double-tap recognized", "single-tap recognized"])
    }
}
