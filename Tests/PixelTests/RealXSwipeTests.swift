import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The lists page's swipe to delete under real X input: xdotool drags a row left with the button held.
extension RealXInputTests {
    @Test("xdotool drags the lists page's third row 60 pt left in steps: it stays open with a red Delete button at its right end; a click on Delete removes the row, Row 4 taking its place")
    func swipeToDelete() throws {
        let (window, page, id, renderer) = try open(size: CGSize(width: 640, height: 480)) { ListsPage(frame: $0) }
        defer { window.isHidden = true }
        let table = page.tableView, row = IndexPath(row: 2, section: 0)
        let rect = table.rect(forRow: row)
        let start = CGPoint(x: rect.maxX - 20, y: rect.midY)
        try pointAt(table, start, window: id)
        try xdotool(["mousedown", "1"])
        for step in 1...6 {
            try pointAt(table, CGPoint(x: start.x - CGFloat(step) * 10, y: start.y), window: id)
            pump(until: { false }, timeout: 0.03)
        }
        try xdotool(["mouseup", "1"])
        #expect(pump(until: { table.rowSwipe.map { $0.revealed == $0.actionsView.buttonsWidth } == true }), "the row stays open")
        pump(until: { false }, timeout: 0.4)
        let swipe = try #require(table.rowSwipe)
        #expect(swipe.indexPath == row && table.contentOffset.y == 0, "the third row swiped, nothing scrolled")
        let picture = frame(window, renderer)
        let scale = window.pixelScale
        let edge = table.convert(CGPoint(x: rect.maxX - 4, y: rect.minY + 4), to: nil)
        let c = UIColor.systemRed.cgColor.components ?? [0, 0, 0]
        let red = RGB(r: UInt8((c[0] * 255).rounded()), g: UInt8((c[1] * 255).rounded()), b: UInt8((c[2] * 255).rounded()))
        let shown = picture.rgb(Int(edge.x * scale), Int(edge.y * scale))
        #expect(shown.isClose(to: red, tolerance: 3), "the Delete button at the row's right end: \(shown)")
        try pointAt(table, CGPoint(x: rect.maxX - swipe.actionsView.buttonsWidth / 2, y: rect.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { table.numberOfRows(inSection: 0) == ListsPage.rowsPerSection - 1 }), "the row is deleted")
        #expect(pump(until: { table.rowSwipe == nil }), "and closed")
        pump(until: { false }, timeout: 0.4)
        let text = (table.cellForRow(at: row)?.contentConfiguration as? UIListContentConfiguration)?.text
        #expect(text == "Row 4", "Row 3 is gone: \(text ?? "nil")")
    }
}
