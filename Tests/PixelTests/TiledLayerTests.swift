import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// CATiledLayer through L5's TiledView: tiles drawn on demand, only where a window shows them.
@Suite("Tiled layers", .serialized, .startsClean)
@MainActor
struct TiledLayerTests {
    /// The viewport and tiled view of the L5 demo, shown in `window`.
    private func showDemo(in window: UIWindow) -> (viewport: UIView, tiled: TiledView) {
        let page = TiledViewDemo.make(frame: window.bounds)
        window.addSubview(page)
        let viewport = page.subviews[0]
        return (viewport, viewport.subviews[0] as! TiledView)
    }

    /// Frames far enough after the commit that tiles have faded in.
    private func settledFrame(_ window: UIWindow, _ renderer: SynchronousRenderer) -> Picture {
        frame(window, renderer, at: CACurrentMediaTime() + 10)
    }

    @Test("L5: layerClass gives a CATiledLayer whose delegate is the view")
    func layerClass() {
        let view = TiledView()
        #expect(view.layer is CATiledLayer)
        #expect(view.layer.delegate === view)
    }

    @Test("A 100,000-point tiled view draws only the tiles in the window, each once, with the tile as the rect")
    func onlyVisibleTiles() {
        withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let (_, tiled) = showDemo(in: window)
            let picture = settledFrame(window, renderer)
            // The viewport shows 50,000…50,640 × 50,000…50,480: columns and rows 195…197 of 256-point tiles.
            let expected = Set((195...197).flatMap { row in (195...197).map { column in
                CGRect(x: CGFloat(column) * 256, y: CGFloat(row) * 256, width: 256, height: 256) } })
            #expect(tiled.drawnTiles.count == 9)
            #expect(Set(tiled.drawnTiles) == expected)
            #expect(renderer.statistics.liveTextures == 9, "one texture per visible tile, none for the rest")
            #expect(picture.rgb(25, 25) != .white && picture.rgb(615, 455) != .white)
            _ = settledFrame(window, renderer)
            tiled.alpha = 0.99
            _ = settledFrame(window, renderer)
            #expect(tiled.drawnTiles.count == 9, "frames and property changes draw no tile again")
        }
    }

    @Test("Scrolling draws only the tiles that come into view and lets go of those that leave")
    func scrolling() {
        withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let (viewport, tiled) = showDemo(in: window)
            _ = settledFrame(window, renderer)
            viewport.bounds.origin.x += 300   // now 50,300…50,940: columns 196…198
            let picture = settledFrame(window, renderer)
            let newTiles = tiled.drawnTiles.dropFirst(9)
            #expect(newTiles.count == 3, "one new column of three tiles")
            #expect(newTiles.allSatisfy { $0.minX == 198 * 256 })
            #expect(renderer.statistics.liveTextures == 9, "column 195 went, 196 and 197 stay")
            #expect(picture.rgb(620, 240) != .white, "the new tiles are on screen")
        }
    }

    @Test("setNeedsDisplay(_:) redraws the tiles it touches; setNeedsDisplay() all visible tiles")
    func invalidation() {
        withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let (_, tiled) = showDemo(in: window)
            _ = settledFrame(window, renderer)
            tiled.setNeedsDisplay(CGRect(x: 50_100, y: 50_100, width: 10, height: 10))
            _ = settledFrame(window, renderer)
            #expect(tiled.drawnTiles.count == 10 && tiled.drawnTiles.last == CGRect(x: 195 * 256, y: 195 * 256, width: 256, height: 256))
            tiled.setNeedsDisplay()
            _ = settledFrame(window, renderer)
            #expect(tiled.drawnTiles.count == 19)
        }
    }

    @Test("Zoomed out, tiles are drawn at a lower level of detail: fewer, larger tiles")
    func levelsOfDetail() throws {
        try withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let (_, tiled) = showDemo(in: window)
            let layer = try #require(tiled.layer as? CATiledLayer)
            layer.levelsOfDetail = 3
            tiled.transform = CGAffineTransform(scaleX: 0.25, y: 0.25)
            tiled.center = CGPoint(x: 50_320, y: 50_240)   // the view's centre in the middle of the viewport
            _ = settledFrame(window, renderer)
            // A quarter scale shows 2,560 × 1,920 points: 1,024-point tiles (256 pixels at ¼ detail).
            #expect(tiled.drawnTiles.allSatisfy { $0.width == 1024 && $0.height == 1024 })
            #expect((4...12).contains(tiled.drawnTiles.count), "\(tiled.drawnTiles.count) tiles")
        }
    }

    @Test("A tiled layer nowhere on screen draws nothing")
    func offScreen() {
        let tiled = TiledView(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        CATransaction.flush()
        #expect(tiled.drawnTiles.isEmpty)
    }
}
