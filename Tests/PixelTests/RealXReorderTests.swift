import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Drag to reorder under real X input: xdotool drags a row's reorder control down two rows.
extension RealXInputTests {
    @Test("xdotool drags row 1's reorder control 88 pt down in steps: the row moves to place 3 (one moveRowAt 1→3), nothing scrolls; mid-drag row 1 shows under the pointer and row 2 in its place, and after the drop row 3 shows the pixels row 1 showed")
    func dragToReorder() throws {
        let source = MovableRows(count: 8)
        var table: UITableView!
        let (window, id, renderer) = try open(size: CGSize(width: 400, height: 400)) { window in
            table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            table.dataSource = source
            table.delegate = source
            window.addSubview(table)
        }
        defer { window.isHidden = true }
        table.setEditing(true, animated: false)
        pump(until: { false }, timeout: 0.2)
        let before = frame(window, renderer)
        let moves = source.moves.count
        let start = CGPoint(x: 375, y: 66)
        try pointAt(table, start, window: id)
        try xdotool(["mousedown", "1"])
        for step in 1...11 {
            try pointAt(table, CGPoint(x: start.x, y: start.y + CGFloat(step) * 8), window: id)
            pump(until: { false }, timeout: 0.03)
        }
        pump(until: { false }, timeout: 0.4)
        let held = frame(window, renderer)
        #expect(differingPixels(before, rowTop: 44, held, rowTop: 132, scale: Int(window.pixelScale)) == 0,
                "mid-drag, row 1 shows under the pointer, 88 pt lower")
        #expect(differingPixels(before, rowTop: 88, held, rowTop: 44, scale: Int(window.pixelScale)) == 0,
                "mid-drag, row 2 has slid up into row 1's place")
        try xdotool(["mouseup", "1"])
        #expect(pump(until: { source.moves.count > moves }), "the row was dropped")
        pump(until: { false }, timeout: 0.5)
        #expect(Array(source.moves.dropFirst(moves)) == ["1→3"] && table.contentOffset.y == 0, "\(source.moves), offset \(table.contentOffset.y)")
        #expect(source.rows.prefix(5) == ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4"])
        let shown = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        #expect(shown == ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4"])
        let after = frame(window, renderer)
        let differing = differingPixels(before, rowTop: 44, after, rowTop: 132, scale: Int(window.pixelScale))
        #expect(differing == 0, "row 3 now shows row 1's text: \(differing) pixels differ")
    }

    /// How many pixels of a row's text area (x 40…340, 2…42 pt into the row) differ between the row
    /// at `rowTop` of `first` and the one at `otherTop` of `second`.
    private func differingPixels(_ first: Picture, rowTop: Int, _ second: Picture, rowTop otherTop: Int, scale: Int) -> Int {
        var differing = 0
        for y in 2 * scale..<42 * scale {
            for x in 40 * scale..<340 * scale where first.rgb(x, rowTop * scale + y) != second.rgb(x, otherTop * scale + y) { differing += 1 }
        }
        return differing
    }
}
