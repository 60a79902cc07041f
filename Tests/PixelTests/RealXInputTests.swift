import CSDL2
import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// Real X input: `xdotool` moves Xvfb's pointer and presses its button (XTest), the X server sends
/// the events to the SDL window, and UIKit takes them from SDL's queue. Runs in the X11 run only
/// (Scripts/test.sh leaves it out of the others); elsewhere it fails rather than pass unexercised.
@Suite("Real X input (xdotool under Xvfb)", .serialized, .startsClean)
@MainActor
struct RealXInputTests {
    /// A page `make` builds, in a shown window of `size`; its X window id, and the renderer drawing it.
    func open<Page: UIView>(size: CGSize, _ make: (CGRect) -> Page) throws -> (UIWindow, Page, String, SynchronousRenderer) {
        var page: Page?
        let (window, id, renderer) = try open(size: size) { window in
            page = make(window.bounds)
            window.addSubview(page!)
        }
        return (window, try #require(page), id, renderer)
    }

    /// A shown window of `size` that `configure` filled; its X window id, and the renderer drawing it.
    func open(size: CGSize, configure: (UIWindow) -> Void) throws -> (UIWindow, String, SynchronousRenderer) {
        try #require(backend == "x11", "xdotool drives an X server: this test belongs to the X11 run, not \(backend)")
        let renderer = SynchronousRenderer()
        UIApplication.shared.useRenderer(renderer)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        configure(window)
        window.makeKeyAndVisible()
        let title = "casement-xinput-\(getpid())"
        window.platformWindow?.title = title
        CATransaction.flush()
        let search = try xdotool(["search", "--sync", "--name", "^\(title)$"])
        let id = try #require(search.split(separator: "\n").first.map(String.init), "xdotool found the window")
        // The window is mapped and takes the pointer once its first events have been handled.
        pump(until: { false }, timeout: 0.2)
        return (window, id, renderer)
    }

    private func openGesturesPage() throws -> (UIWindow, GesturesPage, String, SynchronousRenderer) {
        try open(size: CGSize(width: 640, height: 480)) { GesturesPage(frame: $0) }
    }

    /// Moves the pointer to `point` of `view`, in window coordinates of the window `id`.
    func pointAt(_ view: UIView, _ point: CGPoint, window id: String) throws {
        try xdotool(["mousemove", "--window", id] + windowPoint(view, point))
    }

    /// `point` of `view` in its window's coordinates, as xdotool's arguments.
    func windowPoint(_ view: UIView, _ point: CGPoint) -> [String] {
        let inWindow = view.convert(point, to: nil)
        return ["\(Int(inWindow.x.rounded()))", "\(Int(inWindow.y.rounded()))"]
    }

    /// Runs xdotool with `arguments`, failing the test if it fails; returns what it printed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
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

    /// Turns the main loop (handling the platform's events) every `interval` seconds (0: without pausing) until `done`
    /// holds or `timeout` seconds pass (the X server delivers XTest input asynchronously); returns
    /// whether `done` held.
    @discardableResult
    func pump(until done: () -> Bool, timeout: Double = 5, interval: Double = 0.01) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            // A turn of the real main loop: events, display links (a scroll view's deceleration),
            // the undo groups of the turn's events closed, the commit.
            nextTurn()
            if done() { return true }
            if interval > 0 { Thread.sleep(forTimeInterval: interval) }
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

    @Test("The scrolling page under real X input: a drag-fling rests exactly on the target the delegate was given; the wheel scrolls 50 pt a step; a click on the button inside still fires it")
    func scrollingPage() throws {
        let (window, page, id, _) = try open(size: CGSize(width: 640, height: 480)) { ScrollingPage(frame: $0) }
        defer { window.isHidden = true }
        let scrollView = page.scrollView
        // The whole drag is one xdotool run, a move every 12 ms, while the events are handled
        // without pause: a process started for each move could take long enough on a loaded machine
        // for the finger to count as having stopped.
        var drag = ["mousemove", "--window", id] + windowPoint(scrollView, CGPoint(x: 300, y: 380)) + ["mousedown", "1"]
        for step in 1...8 {
            drag += ["sleep", "0.012", "mousemove", "--window", id] + windowPoint(scrollView, CGPoint(x: 300, y: 380 - CGFloat(step) * 30))
        }
        _ = try runPumping("/usr/bin/xdotool", drag + ["mouseup", "1"], interval: 0)
        #expect(pump(until: { page.log.contains { $0.hasPrefix("didEndDecelerating") } }, timeout: 10), "\(page.log)")
        let target = try #require(page.lastTarget)
        #expect(target.y > 300, "a fling, not a drag: the target \(target.y) is past the 240 pt dragged")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: target.y.rounded()), "rests on the target: \(scrollView.contentOffset) \(target)")
        #expect(page.log.first == "willBeginDragging 0,0" && page.log.contains { $0.hasPrefix("didEndDragging(true)") }, "\(page.log)")

        scrollView.contentOffset = .zero
        try pointAt(scrollView, CGPoint(x: 300, y: 200), window: id)
        try xdotool(["click", "5"])
        try xdotool(["click", "5"])
        #expect(pump(until: { scrollView.contentOffset.y == 100 }), "two wheel steps down: \(scrollView.contentOffset)")

        scrollView.contentOffset = CGPoint(x: 0, y: page.button.frame.minY - 100)
        try pointAt(page.button, CGPoint(x: page.button.bounds.midX, y: page.button.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { page.log.last == "button tapped" }), "\(page.log)")
    }

    @Test("The Scrolling page under real X input: Ctrl+wheel over the photo zooms it about the pointer and it draws again at the new scale; after a click in the article, Page Down scrolls it a page less 10 %")
    func scrollingPageZoomAndKeys() throws {
        let (window, page, id, _) = try open(size: CGSize(width: 640, height: 480)) { ScrollingPage(frame: $0) }
        defer { window.isHidden = true }
        let scrollView = page.scrollView, photo = page.photo
        let bottom = CGPoint(x: 0, y: scrollView.contentSize.height - scrollView.bounds.height)
        scrollView.contentOffset = bottom
        try pointAt(photo, CGPoint(x: photo.bounds.midX, y: photo.bounds.midY), window: id)
        // The keyboard's focus, so that Ctrl (XTest, as the wheel) reaches the window; SDL reads the
        // modifiers when the wheel event is taken from its queue, so Ctrl stays down until then.
        try xdotool(["windowfocus", "--sync", id])
        try xdotool(["keydown", "ctrl"])
        pump(until: { false }, timeout: 0.1)
        try xdotool(["click", "4"])
        #expect(pump(until: { photo.zoomScale > 1 }), "Ctrl+wheel up zoomed in: \(photo.zoomScale)")
        try xdotool(["keyup", "ctrl"])
        #expect(abs(photo.zoomScale - UIScrollView.wheelZoomFactor) < 1e-9 && !photo.isZooming)
        #expect(photo.landscape.contentScaleFactor == window.pixelScale * photo.zoomScale, "drawn again at the new scale")
        #expect(scrollView.contentOffset == bottom, "the article did not scroll")

        scrollView.contentOffset = .zero
        try pointAt(scrollView, CGPoint(x: 320, y: 100), window: id)
        try xdotool(["click", "1"])
        pump(until: { false }, timeout: 0.1)
        try xdotool(["key", "Next"])
        let pageStep = (scrollView.bounds.height * 0.9 * window.pixelScale).rounded() / window.pixelScale
        #expect(pump(until: { scrollView.contentOffset.y == pageStep }), "Page Down: \(scrollView.contentOffset.y), not \(pageStep)")
    }

    @Test("The lists page under real X input: a click on a row selects it (the delegate hears it and the row gets its checkmark); the wheel scrolls the million-row table 50 pt; a click on a grid tile selects it and the wheel scrolls the grid")
    func listsPage() throws {
        let (window, page, id, _) = try open(size: CGSize(width: 640, height: 480)) { ListsPage(frame: $0) }
        defer { window.isHidden = true }
        let table = page.tableView
        let row = IndexPath(row: 2, section: 0)
        let rect = table.rect(forRow: row)
        try pointAt(table, CGPoint(x: rect.midX, y: rect.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { page.log == ["select 0.2"] }), "\(page.log)")
        #expect(table.cellForRow(at: row)?.accessoryType == .checkmark && table.indexPathForSelectedRow == nil, "ticked, then deselected")
        try xdotool(["click", "5"])
        #expect(pump(until: { table.contentOffset.y == 50 }), "one wheel step: \(table.contentOffset)")
        let grid = page.grid.collectionView, tile = IndexPath(item: 4, section: 0)
        let frame = try #require(grid.layoutAttributesForItem(at: tile)?.frame)
        try pointAt(grid, CGPoint(x: frame.midX, y: frame.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { page.grid.log == ["select 0.4"] }), "\(page.grid.log)")
        #expect(grid.indexPathsForSelectedItems == [tile] && grid.cellForItem(at: tile)?.isSelected == true)
        try xdotool(["click", "5"])
        #expect(pump(until: { grid.contentOffset.y == 50 }), "the grid scrolls a wheel step too: \(grid.contentOffset)")
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

    @Test("The playground under real X input: a click on the button, a toggled switch, the slider dragged to 75, Ctrl-R")
    func playground() throws {
        let (window, page, id, _) = try open(size: PlaygroundPage.preferredSize) { PlaygroundPage(frame: $0) }
        defer { window.isHidden = true }
        let logged = { page.log.entries.reversed().map(\.text) }
        let button = try #require(page.controls["button"])
        try pointAt(button, CGPoint(x: button.bounds.midX, y: button.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { logged().last == "button: primaryActionTriggered" }), "\(logged())")
        #expect(logged() == ["button: touchDown", "button: touchUpInside", "button: primaryActionTriggered"])
        page.log.clear()

        let toggle = try #require(page.controls["hit areas"] as? UISwitch)
        try pointAt(toggle, CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { toggle.isOn }), "the switch is on")
        #expect(logged() == ["hit areas: touchDown off", "hit areas: valueChanged on", "hit areas: touchUpInside on"])
        #expect(page.tiles.allSatisfy { $0.layer.borderWidth == 1 }, "its action outlined every view")
        page.log.clear()

        let slider = try #require(page.controls["slider"] as? UISlider)
        let track = slider.trackRect(forBounds: slider.bounds)
        let from = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let to = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 75)
        try pointAt(slider, CGPoint(x: from.midX, y: from.midY), window: id)
        try xdotool(["mousedown", "1"])
        for step in 1...5 {
            try pointAt(slider, CGPoint(x: from.midX + (to.midX - from.midX) * CGFloat(step) / 5, y: from.midY), window: id)
            pump(until: { false }, timeout: 0.03)
        }
        try xdotool(["mouseup", "1"])
        #expect(pump(until: { logged().last?.hasPrefix("slider: touchUpInside") == true }), "\(logged())")
        #expect(abs(slider.value - 75) < 0.5, "the thumb went where the pointer took it: \(slider.value)")
        let events = logged().map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(events.first == "slider: touchDown" && events.last == "slider: touchUpInside", "\(events)")
        #expect(events.contains("slider: valueChanged") && !events.contains("slider: touchUpOutside"), "\(events)")
        page.log.clear()

        page.tiles[0].center.x += 80
        try xdotool(["key", "--window", id, "ctrl+r"])
        #expect(pump(until: { logged().contains("key command: reset the board") }), "\(logged())")
        #expect(page.tiles[0].center == CGPoint(x: 80, y: 90), "the tile is back")
    }

    @Test("xdotool resizes the launcher's X window: its grid reflows into as many columns as the new width holds, cards inside its content, and back")
    func resizeTheLauncher() throws {
        let launcher = LauncherViewController()
        let (window, id, renderer) = try open(size: CGSize(width: 640, height: 480)) { $0.rootViewController = launcher }
        defer { window.isHidden = true }
        for size in [CGSize(width: 960, height: 400), CGSize(width: 640, height: 480)] {
            try xdotool(["windowsize", id, "\(Int(size.width))", "\(Int(size.height))"])
            #expect(pump(until: { window.bounds.size == size }), "the window took the X server's size \(size): \(window.bounds.size)")
            // The first frame after an X resize is drawn before the GL drawable has the new size (black
            // beyond the old one); the next is whole.
            _ = frame(window, renderer)
            let picture = frame(window, renderer, at: 1)
            let rows = launcherCardFrames(in: window)
            let columns = Set(rows.map(\.minX)).sorted()
            #expect(columns.count == LauncherGrid.columnCount(forWidth: size.width), "\(size): columns at \(columns)")
            let list = try #require(launcher.grid?.collectionView)
            let content = list.convert(CGRect(origin: .zero, size: list.contentSize), to: nil)
            #expect(content.width == size.width && rows.allSatisfy { content.contains($0) }, "\(size): every card inside the grid's content \(content)")
            // The last column ends at the margin (within the pixel its rounding may add).
            #expect(abs(rows.map(\.maxX).max()! - (size.width - 16)) <= 1, "\(size): the last column ends at \(rows.map(\.maxX).max()!)")
            // The last column's first card is drawn where the layout put it: white, the grid's grey just right of it.
            #expect(picture.width == Int(size.width) && picture.height == Int(size.height))
            let last = try #require(rows.first { $0.minX == columns.last })
            let inside = picture.rgb(Int(last.maxX) - 3, Int(last.minY) + 2), outside = picture.rgb(Int(last.maxX) + 3, Int(last.minY) + 2)
            #expect(inside == .white && outside != .white, "\(size): the card at \(last) is on screen: \(inside) inside, \(outside) outside")
        }
    }
}
