import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The Auto Layout page and the playground, laid out by constraints and stack views, read back
/// from what the compositor drew: where the fields and tiles are at two window sizes, the slider's
/// animated constant, and the playground's controls at 640×480.
@Suite("Auto Layout page and playground", .serialized, .startsClean)
@MainActor
struct AutoLayoutPageTests {
    private static let fieldBorder = RGB(r: 153, g: 153, b: 153)

    /// The page's numbers: margins 20 on the sides, captions 100 wide and 8 from their fields.
    private static let side = 20, fieldStart = 20 + Int(AutoLayoutPage.captionWidth + AutoLayoutPage.spacing)

    @Test("At 640×480 the fields span to the right margin and the tiles stand in a row; at 420×560 the fields are narrower and the tiles stand in a column")
    func pageAtTwoSizes() throws {
        for (width, height) in [(640, 480), (420, 560)] {
            let p = try demoScreenshot(AutoLayoutPage.demoID, size: "\(width)x\(height)")
            // The fields' borders, down a line near the right margin: a top and a bottom edge each.
            let edges = (0..<height).filter { p.rgb(width - 40, $0).isClose(to: Self.fieldBorder) }
            #expect(edges.count == 6, "\(width)×\(height): three fields' top and bottom edges at x \(width - 40): \(edges)")
            let tops = stride(from: 0, to: edges.count - 1, by: 2).map { edges[$0] }
            for top in tops {
                #expect(edges.contains(top + Int(AutoLayoutPage.fieldHeight) - 1), "\(width)×\(height): a 30-point field from y \(top)")
                // Across its middle, past the caption: the left border 8 after the caption, the right one at the margin.
                let border = (Self.fieldStart - 8..<width).filter { p.rgb($0, top + 15).isClose(to: Self.fieldBorder) }
                #expect(border.first == Self.fieldStart && border.last == width - Self.side - 1,
                        "\(width)×\(height): the field at y \(top) spans \(String(describing: border.first))…\(String(describing: border.last))")
            }
            let tiles = AutoLayoutPage.tileColors.map { box(of: RGB($0), in: p) }
            let usable = CGFloat(width - 2 * Self.side), gap = AutoLayoutPage.tileGap
            if CGFloat(width) >= AutoLayoutPage.narrowWidth {
                // A row: equal widths sharing the width, 10 apart, one height.
                let tileWidth = (usable - 2 * gap) / 3
                for (index, tile) in tiles.enumerated() {
                    #expect(abs(tile.minX - (CGFloat(Self.side) + CGFloat(index) * (tileWidth + gap))) <= 1, "tile \(index + 1) at \(tile)")
                    #expect(abs(tile.width - tileWidth) <= 1 && tile.height == AutoLayoutPage.rowTileHeight, "tile \(index + 1) is \(tile)")
                    #expect(tile.minY == tiles[0].minY)
                }
            } else {
                // A column: each spanning the width, 50 tall, 10 apart.
                for (index, tile) in tiles.enumerated() {
                    #expect(tile.minX == CGFloat(Self.side) && tile.width == usable, "tile \(index + 1) at \(tile)")
                    #expect(tile.height == AutoLayoutPage.columnTileHeight, "tile \(index + 1) is \(tile)")
                    #expect(tile.minY == tiles[0].minY + CGFloat(index) * (AutoLayoutPage.columnTileHeight + gap))
                }
            }
            // Below the last field: the slider's line (the slider's height), then the gap the slider sets.
            let sliderHeight = UISlider().intrinsicContentSize.height
            #expect(tiles[0].minY == CGFloat(edges.last! + 1) + AutoLayoutPage.spacing + sliderHeight + AutoLayoutPage.initialGap,
                    "\(width)×\(height): tiles at \(tiles[0].minY), last field's bottom edge at \(edges.last!)")
        }
    }

    @Test("Resizing the window (the platform's resize event) reflows the page: the tiles turn from a row into a column, the fields follow the width")
    func resizeReflowsThePage() throws {
        try withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let page = AutoLayoutPage(frame: window.bounds)
            page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(page)
            let wide = frame(window, renderer)
            let first = RGB(AutoLayoutPage.tileColors[0]), green = RGB(AutoLayoutPage.tileColors[2])
            #expect(box(of: green, in: wide).minY == box(of: first, in: wide).minY, "a row at 640")
            let platformWindow = try #require(window.platformWindow)
            platformWindow.resize(to: CGSize(width: 420, height: 560))
            UIApplication.shared.handlePendingEvents()
            #expect(window.bounds.size == CGSize(width: 420, height: 560))
            let narrow = frame(window, renderer)
            #expect(narrow.width == 420 && narrow.height == 560)
            let top = box(of: first, in: narrow), bottom = box(of: green, in: narrow)
            #expect(bottom.minY > top.maxY && top.width == 380 && bottom.width == 380, "a column at 420: \(top), \(bottom)")
            for field in page.fields {
                #expect(field.convert(field.bounds, to: nil).maxX == 400, "the field ends at the right margin")
            }
        }
    }

    @Test("The slider changes the tiles' top constant inside UIView.animate: the model moves at once, the picture in 0.3 s")
    func sliderAnimatesTheConstant() {
        withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let page = AutoLayoutPage(frame: window.bounds)
            window.addSubview(page)
            let first = RGB(AutoLayoutPage.tileColors[0])
            let before = box(of: first, in: frame(window, renderer)).minY
            #expect(page.tiles.frame.minY == before)
            page.slider.value = AutoLayoutPage.gapRange.upperBound
            let start = CACurrentMediaTime()
            page.slider.sendActions(for: .valueChanged)
            let moved = CGFloat(AutoLayoutPage.gapRange.upperBound) - AutoLayoutPage.initialGap
            #expect(page.tiles.frame.minY == before + moved, "the frame is final at once")
            let midway = box(of: first, in: frame(window, renderer, at: start + AutoLayoutPage.gapAnimationDuration / 2)).minY
            #expect(midway > before + 2 && midway < before + moved - 2, "on its way halfway through: \(before) → \(midway) → \(before + moved)")
            let after = box(of: first, in: frame(window, renderer, at: start + 1)).minY
            #expect(after == before + moved)
        }
    }

    @Test("The playground at 640×480: the tiles on the board, clear of each other and of the controls; every control and the log inside the window, none overlapping")
    func playgroundAtSmallSize() throws {
        try withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let page = PlaygroundPage(frame: window.bounds)
            window.addSubview(page)
            let p = frame(window, renderer)
            let tiles = page.tiles.map { $0.convert($0.bounds, to: nil) }
            let board = try #require(page.tiles.first?.superview).convert(try #require(page.tiles.first?.superview).bounds, to: nil)
            let controls = page.controls.values.map { $0.convert($0.bounds, to: nil) }.sorted { $0.minY < $1.minY }
            #expect(controls.count == 7)
            for (index, tile) in tiles.enumerated() {
                #expect(board.contains(tile), "tile \(index + 1) at \(tile) lies on the board \(board)")
                for other in tiles[(index + 1)...] { #expect(!tile.intersects(other), "tile \(index + 1) overlaps one at \(other)") }
                for control in controls { #expect(!tile.intersects(control), "tile \(index + 1) overlaps a control at \(control)") }
                // Drawn there: the tile's colour at its centre.
                let colour = RGB(try #require(page.tiles[index].backgroundColor))
                #expect(p.rgb(Int(tile.midX), Int(tile.midY) - 30).isClose(to: colour), "tile \(index + 1) is drawn at \(tile)")
            }
            for (index, control) in controls.enumerated() {
                #expect(window.bounds.contains(control), "the control at \(control) is inside the window")
                for other in controls[(index + 1)...] { #expect(!control.intersects(other), "controls at \(control) and \(other) overlap") }
            }
            let log = RGB(r: 38, g: 38, b: 38)
            #expect(p.count(log, in: CGRect(x: 340, y: 440, width: 280, height: 20)) == 280 * 20, "the log panel fills the column's foot")
        }
    }
}

extension RGB {
    /// `color`'s components, as the compositor draws an opaque colour.
    @MainActor
    init(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(r: UInt8((r * 255).rounded()), g: UInt8((g * 255).rounded()), b: UInt8((b * 255).rounded()))
    }
}

/// The bounding box of the pixels of `color` in `picture` (empty when there are none).
func box(of color: RGB, in picture: Picture) -> CGRect {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<picture.height {
        for x in 0..<picture.width where picture.rgb(x, y).isClose(to: color, tolerance: 4) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}
