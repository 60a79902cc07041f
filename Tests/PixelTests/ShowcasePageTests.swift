import CSDL2
import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The two compositor showcase pages, read back from the launcher's screenshots on this back end.
@Suite("Showcase pages", .startsClean)
struct ShowcasePageTests {
    private static let yellow = RGB(r: 255, g: 217, b: 26), grass = RGB(r: 51, g: 166, b: 64), house = RGB(r: 217, g: 51, b: 38)
    private static let cellGrey = RGB(r: 224, g: 224, b: 224)

    @Test("Content modes page: the one picture placed by each of the 13 modes in its 108×74 cell")
    func contentModesPage() throws {
        let p = try demoScreenshot("modes")
        // Where each mode puts the 80×50 picture, relative to its cell (scale-to-fill: 1.35 × 1.48).
        let placements: [CGRect] = [
            CGRect(x: 0, y: 0, width: 108, height: 74), CGRect(x: 0, y: 3.25, width: 108, height: 67.5),
            CGRect(x: -5.2, y: 0, width: 118.4, height: 74), CGRect(x: 0, y: 0, width: 108, height: 74),
            CGRect(x: 14, y: 12, width: 80, height: 50), CGRect(x: 14, y: 0, width: 80, height: 50),
            CGRect(x: 14, y: 24, width: 80, height: 50), CGRect(x: 0, y: 12, width: 80, height: 50),
            CGRect(x: 28, y: 12, width: 80, height: 50), CGRect(x: 0, y: 0, width: 80, height: 50),
            CGRect(x: 28, y: 0, width: 80, height: 50), CGRect(x: 0, y: 24, width: 80, height: 50),
            CGRect(x: 28, y: 24, width: 80, height: 50),
        ]
        for (index, placement) in placements.enumerated() {
            let cell = ContentModesPage.cellFrame(index, pageWidth: 640)
            #expect(cell.size == CGSize(width: 108, height: 74))
            let name = ContentModesPage.modes[index].1
            /// The page pixel showing point (x, y) of the picture.
            func at(_ x: CGFloat, _ y: CGFloat) -> RGB {
                p.rgb(Int(cell.minX + placement.minX + x * placement.width / 80), Int(cell.minY + placement.minY + y * placement.height / 50))
            }
            #expect(at(14, 13).isClose(to: Self.yellow, tolerance: 30), "\(name): the sun, \(at(14, 13))")
            #expect(at(40, 46).isClose(to: Self.grass, tolerance: 30), "\(name): the grass")
            #expect(at(60, 34).isClose(to: Self.house, tolerance: 30), "\(name): the house")
            if placement.width == 80 {
                // Unscaled: the cell's grey shows on the sides the picture leaves.
                let free = CGPoint(x: placement.minX == 0 ? 104 : 3, y: placement.minY == 0 ? 71 : 3)
                #expect(p.rgb(Int(cell.minX + free.x), Int(cell.minY + free.y)).isClose(to: Self.cellGrey, tolerance: 4), "\(name): grey")
            }
        }
    }

    @Test("Layer styling page: rounded clip, border over a sublayer, corners, mask, shadows, group opacity, perspective")
    func layerStylingPage() throws {
        let p = try demoScreenshot("styling")
        let background = RGB(r: 245, g: 245, b: 245)
        let first = LayerStylingPage.itemFrame(row: 0, column: 0)
        #expect(p.rgb(Int(first.minX) + 1, Int(first.minY) + 1).isClose(to: background, tolerance: 3), "the rounded corner is cut")
        #expect(p.rgb(Int(first.midX), Int(first.midY)) != background)
        // The border is drawn above the red sublayer that crosses it.
        let bordered = LayerStylingPage.itemFrame(row: 0, column: 1)
        #expect(p.rgb(Int(bordered.maxX) - 3, Int(bordered.minY) + 30).isClose(to: RGB(r: 26, g: 51, b: 128), tolerance: 12))
        #expect(p.rgb(Int(bordered.maxX) - 20, Int(bordered.minY) + 30).isClose(to: RGB(r: 242, g: 77, b: 77), tolerance: 12))
        let corners = LayerStylingPage.itemFrame(row: 0, column: 2)
        #expect(p.rgb(Int(corners.minX) + 2, Int(corners.minY) + 2).isClose(to: background, tolerance: 3), "a rounded corner")
        #expect(p.rgb(Int(corners.maxX) - 2, Int(corners.minY) + 2) != background, "a square corner")
        let masked = LayerStylingPage.itemFrame(row: 0, column: 3)
        #expect(p.rgb(Int(masked.maxX) - 1, Int(masked.midY)).isClose(to: background, tolerance: 6), "the mask fades out to the right")
        #expect(p.rgb(Int(masked.minX) + 5, Int(masked.maxY) - 4).isClose(to: Self.grass, tolerance: 30), "and keeps the left")
        // The card's soft shadow falls below it and ends.
        let card = LayerStylingPage.itemFrame(row: 1, column: 0)
        let below = (2...30).map { Int(p.rgb(Int(card.maxX) - 10, Int(card.maxY) + $0).g) }
        #expect(below.first! < 225 && below.last! >= 244 && zip(below, below.dropFirst()).allSatisfy { $0 <= $1 + 1 }, "\(below)")
        let plain = LayerStylingPage.itemFrame(row: 1, column: 3)
        #expect(p.rgb(Int(plain.midX), Int(plain.minY) - 2).g + 20 < p.rgb(Int(plain.midX), Int(plain.maxY) + 2).g, "the default shadow is above")
        // Group opacity: the overlap shows only the blue at half; per-layer, blue over red.
        let grouped = LayerStylingPage.itemFrame(row: 2, column: 0), single = LayerStylingPage.itemFrame(row: 2, column: 1)
        #expect(p.rgb(Int(grouped.minX) + 60, Int(grouped.minY) + 40).isClose(to: RGB(r: 122, g: 122, b: 250), tolerance: 4))
        #expect(p.rgb(Int(single.minX) + 60, Int(single.minY) + 40).isClose(to: RGB(r: 125, g: 61, b: 189), tolerance: 4))
    }

    @Test("Layer styling page: each card turned in perspective has its near edge taller than its far edge")
    func stylingPerspective() throws {
        let p = try demoScreenshot("styling")
        let background = RGB(r: 245, g: 245, b: 245)
        /// The height of the non-background run in column x, below the heading.
        func height(_ x: Int) -> Int { (322..<470).filter { !p.rgb(x, $0).isClose(to: background, tolerance: 6) }.count }
        // The three cards, as runs of columns.
        var cards: [[Int]] = []
        for x in 320..<620 where height(x) > 20 {
            if let last = cards.last?.last, last == x - 1 { cards[cards.count - 1].append(x) } else { cards.append([x]) }
        }
        #expect(cards.count == 3, "\(cards.map { ($0.first!, $0.last!) })")
        guard cards.count == 3 else { return }
        // The left card turns its left edge towards the viewer, the right card its right edge; the
        // middle one faces the viewer square on.
        let (left, middle, right) = (cards[0], cards[1], cards[2])
        // Measured 8 columns in from each side, clear of the rounded corners.
        #expect(height(left.first! + 8) > height(left.last! - 8) + 8, "left card: \(height(left.first! + 8)) vs \(height(left.last! - 8))")
        #expect(height(right.last! - 8) > height(right.first! + 8) + 8, "right card: \(height(right.last! - 8)) vs \(height(right.first! + 8))")
        #expect(abs(height(middle.first! + 8) - height(middle.last! - 8)) <= 1)
        #expect(left.count < middle.count * 3 / 4 && right.count < middle.count * 3 / 4, "turned 60°: narrower")
    }

    @Test("Layers page: a replicated spinner and row, an emitter's fountain, and panels blurring sharp stripes")
    func layersPage() throws {
        let p = try demoScreenshot("layers", at: 1.3)
        // The spinner: twelve blue bars round the centre, at different opacities (delayed fades).
        let spinner = LayersPage.spinnerFrame
        let bars = (0..<12).map { k -> RGB in
            let angle = 2 * Double.pi * Double(k) / 12
            return p.rgb(Int(spinner.midX + 43 * sin(angle)), Int(spinner.midY - 43 * cos(angle)))
        }
        #expect(bars.allSatisfy { Int($0.b) > Int($0.r) + 30 }, "\(bars)")
        #expect(Set(bars.map(\.r)).count >= 4, "the fades are offset: \(bars)")
        // The row: red, greener by a quarter with each instance.
        for k in 0..<5 {
            let square = p.rgb(Int(LayersPage.rowFrame.minX) + 20 + 55 * k, Int(LayersPage.rowFrame.midY))
            #expect(square.isClose(to: RGB(r: 255, g: UInt8(min(255, 63.75 * Double(k))), b: 0), tolerance: 3), "square \(k): \(square)")
        }
        // The fountain: orange particles over the dark box.
        let fountain = LayersPage.fountainFrame
        var lit = 0
        for y in Int(fountain.minY)..<Int(fountain.maxY) { for x in Int(fountain.minX)..<Int(fountain.maxX) where p.rgb(x, y).r > 120 { lit += 1 } }
        #expect(lit > 300, "\(lit) lit pixels")
        // The stripes are sharp beside the panel and blurred smooth under it; the label over it is sharp.
        let light = LayersPage.lightPanelFrame
        func steepest(_ xs: ClosedRange<Int>, y: Int) -> Int { xs.dropLast().map { abs(Int(p.rgb($0, y).g) - Int(p.rgb($0 + 1, y).g)) }.max()! }
        #expect(steepest(Int(LayersPage.stripesFrame.minX)...Int(light.minX) - 2, y: Int(light.minY) + 12) > 100)
        #expect(steepest(Int(light.minX) + 20...Int(light.maxX) - 20, y: Int(light.minY) + 12) < 25)
        #expect(p.count(.black, in: CGRect(x: light.minX + 20, y: light.minY + 30, width: 100, height: 40)) > 50, "the label")
        let dark = LayersPage.darkPanelFrame
        #expect(p.rgb(Int(dark.midX), Int(dark.minY) + 12).g < 110 && p.rgb(Int(light.midX), Int(light.minY) + 12).g > 180)
    }
}

/// The showcase opened from the launcher, in process: its two windows open beside the launcher's,
/// and closing them (or leaving the page) takes the launcher back to its grid with nothing left over.
@Suite("The showcase in the launcher", .serialized, .startsClean)
@MainActor
struct ShowcaseLauncherTests {
    /// The launcher window with the showcase opened from its card, and the showcase's page.
    private func openShowcase() throws -> (UIWindow, SDLEventQueue, ShowcasePage) {
        let (window, queue) = try SDLEventQueue.openWindow(size: CGSize(width: 640, height: 480)) {
            $0.rootViewController = LauncherViewController.inNavigationController(frame: $0.bounds)
        }
        let index = try #require(DemoCatalog.all.firstIndex { $0.id == ShowcasePage.demoID })
        // The grid scrolled to the showcase's card (below the bar, the last cards are below the fold).
        let list = try #require(launcher(in: window)?.grid?.collectionView)
        list.scrollToItem(at: IndexPath(item: index, section: 0), at: .centeredVertically, animated: false)
        CATransaction.flush()
        let row = launcherCardFrames(in: window)[index]
        #expect(window.bounds.contains(row), "the showcase's card is in the window: \(row)")
        queue.button(SDL_MOUSEBUTTONDOWN, x: Int32(row.midX), y: Int32(row.midY))
        queue.button(SDL_MOUSEBUTTONUP, x: Int32(row.midX), y: Int32(row.midY))
        UIApplication.shared.handlePendingEvents()
        // The push, its view in the window at once, laid out by the turn's commit.
        nextTurn()
        var page: ShowcasePage?
        window.forEachInSubtree { if let found = $0 as? ShowcasePage { page = found } }
        let opened = try #require(page)
        #expect(opened.session != nil, "the showcase card opens the showcase")
        return (window, queue, opened)
    }

    /// Whether `window` shows the launcher's grid: the grid in the window, with cards in it.
    private func showsGrid(_ window: UIWindow) -> Bool {
        var cards = 0
        window.forEachInSubtree { if $0 is LauncherCard { cards += 1 } }
        return launcher(in: window)?.grid?.collectionView.window === window && cards > 0
    }

    @Test("The showcase card opens the control window (key) and the presentation window; the user closing the control window closes both and shows the grid again")
    func openAndClose() throws {
        let links = DisplayLinkScheduler.shared.links.count
        let (window, _, page) = try openShowcase()
        defer { window.isHidden = true }
        weak var gone: ShowcaseSession?, controls: UIWindow?, presentation: UIWindow?, controller: ControlViewController?
        do {
            let session = try #require(page.session)
            (gone, controls, presentation, controller) = (session, session.controlWindow, session.presentationWindow, session.controls)
            #expect(UIApplication.shared.keyWindow === session.controlWindow, "the control window is key")
            #expect(!session.controlWindow.isHidden && !session.presentationWindow.isHidden)
            #expect(session.controlWindow.rootViewController is ControlViewController)
            #expect(session.presentationWindow.rootViewController is PresentationViewController)
            #expect(session.controlWindow.frame.size == CGSize(width: 480, height: 300))
            if UIScreen.screens.count == 1 {
                #expect(session.presentationWindow.screen === UIScreen.main && session.presentation.note.contains("One display"))
            }
            CATransaction.flush()
            SDLEventQueue(windowID: try #require(session.controlWindow.platformWindow?.id.rawValue)).close()
            UIApplication.shared.handlePendingEvents()
            #expect(session.controlWindow.isHidden && session.presentationWindow.isHidden, "closing one window closes both")
        }
        #expect(page.session == nil)
        settleTransitions()
        #expect(showsGrid(window), "the launcher pops back to its grid")
        #expect(UIApplication.shared.keyWindow === window, "the launcher's window is key again")
        CATransaction.flush()
        // The frame-rate labels' links stop at the next frame.
        let now = CACurrentMediaTime()
        DisplayLinkScheduler.shared.fire(timestamp: now, target: now + 1.0 / 60, refreshInterval: 1.0 / 60)
        #expect(gone == nil && controls == nil && presentation == nil && controller == nil, "nothing of the showcase is left")
        #expect(DisplayLinkScheduler.shared.links.count == links, "no display link is left running")
    }

    @Test("Going back to the grid from the showcase page closes the showcase's windows")
    func backClosesWindows() throws {
        let (window, queue, page) = try openShowcase()
        defer { window.isHidden = true }
        weak let controls = page.session?.controlWindow, presentation = page.session?.presentationWindow
        // The bar's back button, at its left (the launcher's window made key again).
        window.makeKey()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let back = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "‹ Demos" })
        let center = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        queue.button(SDL_MOUSEBUTTONDOWN, x: Int32(center.x), y: Int32(center.y))
        queue.button(SDL_MOUSEBUTTONUP, x: Int32(center.x), y: Int32(center.y))
        UIApplication.shared.handlePendingEvents()
        settleTransitions()
        #expect(showsGrid(window), "the launcher shows its grid again")
        #expect(page.session == nil && controls?.isHidden != false && presentation?.isHidden != false)
    }
}
