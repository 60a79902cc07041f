import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Drag to reorder under real X input: xdotool drags a row's reorder control down two rows.
extension RealXInputTests {
    @Test("xdotool drags row 1's reorder control 88 pt down in steps: the row moves to place 3 (one moveRowAt 1→3), nothing scrolls, and row 3 then shows the pixels row 1 showed")
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
        try xdotool(["mouseup", "1"])
        #expect(pump(until: { source.moves.count > moves }), "the row was dropped")
        pump(until: { false }, timeout: 0.5)
        #expect(Array(source.moves.dropFirst(moves)) == ["1→3"] && table.contentOffset.y == 0, "\(source.moves), offset \(table.contentOffset.y)")
        #expect(source.rows.prefix(5) == ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4"])
        let shown = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        #expect(shown == ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4"])
        let after = frame(window, renderer)
        let scale = Int(window.pixelScale)
        var differing = 0
        for y in 2 * scale..<42 * scale {
            for x in 40 * scale..<340 * scale where before.rgb(x, 44 * scale + y) != after.rgb(x, 132 * scale + y) { differing += 1 }
        }
        #expect(differing == 0, "row 3 now shows row 1's text: \(differing) pixels differ")
    }
}
