import CSDL2
import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The playground, driven through SDL's queue: what its log says for a click, a drag and key
/// commands, in the order UIKit delivers them.
@Suite("The playground", .serialized, .startsClean)
@MainActor
struct PlaygroundTests {
    private func openPlayground() throws -> (UIWindow, PlaygroundPage, SDLEventQueue) {
        try SDLEventQueue.openPage(size: PlaygroundPage.preferredSize) { PlaygroundPage(frame: $0) }
    }

    private func turn() { UIApplication.shared.handlePendingEvents() }

    /// The log's texts, oldest first, without their times.
    private func logged(_ page: PlaygroundPage) -> [String] { page.log.entries.reversed().map(\.text) }

    /// The centre of `view` in window coordinates, as SDL's.
    private func centre(of view: UIView) -> (x: Int32, y: Int32) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        return (Int32(point.x), Int32(point.y))
    }

    @Test("A click on the button: touchDown, touchUpInside, primaryActionTriggered, newest first in the log")
    func clickTheButton() throws {
        let (window, page, queue) = try openPlayground()
        defer { window.isHidden = true }
        let button = try #require(page.controls["button"])
        let point = centre(of: button)
        queue.button(SDL_MOUSEBUTTONDOWN, x: point.x, y: point.y)
        queue.button(SDL_MOUSEBUTTONUP, x: point.x, y: point.y)
        turn()
        #expect(logged(page) == ["button: touchDown", "button: touchUpInside", "button: primaryActionTriggered"])
        #expect(page.log.lines(1).first?.hasSuffix("  button: primaryActionTriggered") == true, "newest first, with its time")
    }

    @Test("A drag on a tile: its touch begins, is cancelled as the pan begins, and the pan moves the tile")
    func dragATile() throws {
        let (window, page, queue) = try openPlayground()
        defer { window.isHidden = true }
        let tile = page.tiles[0]
        let before = tile.center
        let start = centre(of: tile)
        queue.button(SDL_MOUSEBUTTONDOWN, x: start.x, y: start.y)
        turn()
        for step in Int32(1)...4 {
            queue.motion(x: start.x + 10 * step, y: start.y + 5 * step)
            turn()
        }
        queue.button(SDL_MOUSEBUTTONUP, x: start.x + 40, y: start.y + 20)
        turn()
        #expect(logged(page) == ["touches began tile 1 (50, 50)", "touches cancelled tile 1 (60, 55)",
                                 "pan tile 1 began (10, 5)", "pan tile 1 changed (10, 5)", "pan tile 1 changed (10, 5)",
                                 "pan tile 1 changed (10, 5)", "pan tile 1 ended (0, 0)"])
        #expect(tile.center == CGPoint(x: before.x + 40, y: before.y + 20))
    }

    @Test("Show hit view: the pointer over a tile, with no button down, outlines the tile and names its class")
    func showHitView() throws {
        let (window, page, queue) = try openPlayground()
        defer { window.isHidden = true }
        let toggle = try #require(page.controls["show hit view"] as? UISwitch)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        let tile = page.tiles[2]
        let point = centre(of: tile)
        queue.motion(x: point.x, y: point.y, buttons: 0)
        turn()
        #expect(page.hitLine.text == "A click here would hit: PlaygroundTile")
        #expect(!page.hitMarker.isHidden && page.hitMarker.frame == tile.convert(tile.bounds, to: page))
        let slider = try #require(page.controls["slider"])
        let over = centre(of: slider)
        queue.motion(x: over.x, y: over.y, buttons: 0)
        turn()
        #expect(page.hitLine.text?.hasPrefix("A click here would hit: ") == true && page.hitLine.text != "A click here would hit: PlaygroundTile",
                "the slider or a part of it: \(page.hitLine.text ?? "")")
    }

    @Test("The debug overlay button steps through the overlays: blended tints the page, and after the last one the page is as before")
    func overlayButton() throws {
        let (window, page, queue) = try openPlayground()
        defer {
            UIApplication.shared.debugOverlays = []
            window.isHidden = true
        }
        let renderer = try #require(UIApplication.shared.renderer as? SynchronousRenderer)
        let button = try #require(page.controls["debug overlay"] as? UIButton)
        #expect(button.title(for: .normal) == "none")
        let before = frame(window, renderer)
        let (x, y) = centre(of: button)
        func click() {
            queue.button(SDL_MOUSEBUTTONDOWN, x: x, y: y)
            queue.button(SDL_MOUSEBUTTONUP, x: x, y: y)
            turn()
        }
        click()
        #expect(UIApplication.shared.debugOverlays == .blended && button.title(for: .normal) == "blended")
        let tinted = frame(window, renderer, at: 1)
        // The page's opaque grey, away from the controls, is tinted green.
        let grey = before.rgb(950, 300), green = tinted.rgb(950, 300)
        #expect(Int(green.g) > Int(green.r) + 60 && Int(grey.g) == Int(grey.r), "\(grey) → \(green)")
        for _ in 1..<PlaygroundPage.overlaySteps.count { click() }
        #expect(UIApplication.shared.debugOverlays == [] && button.title(for: .normal) == "none")
        let after = frame(window, renderer, at: 2)
        // The log has the clicks; the page's grey and the board are as they were.
        #expect(after.rgb(950, 300) == grey && after.rgb(20, 20) == before.rgb(20, 20), "no overlay: the page as it was")
    }

    @Test("Key commands: Ctrl-H outlines every view, Ctrl-R puts the tiles back; other keys are logged as presses")
    func keyCommands() throws {
        let (window, page, queue) = try openPlayground()
        defer { window.isHidden = true }
        #expect(page.isFirstResponder, "the page takes the keys")
        page.tiles[1].center.x += 50
        queue.key(SDL_KEYDOWN, SDL_SCANCODE_H, modifiers: KMOD_LCTRL)
        queue.key(SDL_KEYUP, SDL_SCANCODE_H, modifiers: KMOD_LCTRL)
        queue.key(SDL_KEYDOWN, SDL_SCANCODE_R, modifiers: KMOD_LCTRL)
        queue.key(SDL_KEYUP, SDL_SCANCODE_R, modifiers: KMOD_LCTRL)
        queue.key(SDL_KEYDOWN, SDL_SCANCODE_A)
        queue.text("a")
        queue.key(SDL_KEYUP, SDL_SCANCODE_A)
        turn()
        #expect(logged(page) == ["key command: hit areas on", "key command: reset the board",
                                 "key down \"a\" (keyCode 4) ", "key up \"a\" (keyCode 4) "])
        #expect(page.tiles.allSatisfy { $0.layer.borderWidth == 1 }, "every view outlined")
        #expect((page.controls["hit areas"] as? UISwitch)?.isOn == true, "the switch shows it")
        #expect(page.tiles[1].center == CGPoint(x: 200, y: 160), "the tile is back where it started")
    }
}

/// `casement-playground --screenshot`: the playground in a window of its own, like the demos.
@Suite("Playground screenshot", .startsClean)
struct PlaygroundScreenshotTests {
    @Test("casement-playground --screenshot writes the playground at its size: tiles, controls, the log panel")
    func screenshot() throws {
        let path = temporaryPNG("playground")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runProduct("casement-playground", ["--screenshot", path])
        #expect(result.status == 0, "casement-playground failed on \(backend): \(result.stderr)")
        let picture = try #require(Picture(path: path))
        #expect(picture.width == 960 && picture.height == 640)
        // Tile 1 (systemBlue) at the board's top left; the dark log panel at the bottom right.
        #expect(picture.rgb(90, 80).isClose(to: RGB(r: 0, g: 122, b: 255)), "\(picture.rgb(90, 80))")
        #expect(picture.rgb(900, 600).isClose(to: RGB(r: 38, g: 38, b: 38)), "\(picture.rgb(900, 600))")
        let usage = try runProduct("casement-playground", ["--demo", "L1"])
        #expect(usage.status == 2 && usage.stderr.contains("usage: casement-playground"))
    }
}
