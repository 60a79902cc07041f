import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Scrolling rule 35: a tap on a row highlights and selects it with the delegate's calls in
/// UIKit's order; a second row deselects the first; multiple selection toggles; code calls nothing.
@Suite("UITableView selection", .serialized, .startsClean)
@MainActor
struct UITableViewSelectionTests {
    let t0 = MediaClock.shared.now() + 1000

    /// A 400 × 300 window holding a table of 20 rows of 44 pt, and its input.
    private func withTable(_ body: (UITableView, TableRecorder, TouchInput) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.makeKeyAndVisible()
            let source = TableRecorder(rowCounts: [20])
            source.logsHeights = false
            let table = makeTable(source) { $0.rowHeight = 44 }
            window.addSubview(table)
            table.layoutIfNeeded()
            source.clear()
            let id = try #require(window.platformWindow?.id)
            try body(table, source, TouchInput(platform: platform, window: id))
            table.removeFromSuperview()
        }
    }

    @Test("While the table edits a tap selects nothing (no highlight asked); with allowsSelectionDuringEditing it selects")
    func selectionDuringEditing() throws {
        try withTable { table, source, input in
            table.setEditing(true, animated: false)
            input.tap(200, 60, at: t0)
            #expect(source.log.isEmpty && table.indexPathForSelectedRow == nil, "\(source.log)")
            table.allowsSelectionDuringEditing = true
            input.tap(200, 60, at: t0 + 1)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        }
    }

    @Test("Scrolling rule 35: tap row 1, then row 3: highlight, unhighlight, willSelect, (willDeselect, didDeselect of the old row), didSelect")
    func tapOrder() throws {
        try withTable { table, source, input in
            input.tap(100, 60, at: t0)
            #expect(source.log == ["shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1", "didUnhighlightRowAt 0.1",
                                   "willSelectRowAt 0.1", "didSelectRowAt 0.1"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0) && table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
            source.clear()
            input.tap(100, 150, at: t0 + 1)
            #expect(source.log == ["shouldHighlightRowAt 0.3", "didHighlightRowAt 0.3", "didUnhighlightRowAt 0.3",
                                   "willSelectRowAt 0.3", "willDeselectRowAt 0.1", "didDeselectRowAt 0.1", "didSelectRowAt 0.3"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        }
    }

    @Test("Scrolling rule 35: willSelectRowAt may redirect the selection or refuse it")
    func redirect() throws {
        try withTable { table, source, input in
            source.redirectSelection = { $0.row == 2 ? nil : IndexPath(row: 5, section: 0) }
            input.tap(100, 100, at: t0)
            #expect(table.indexPathForSelectedRow == nil)
            input.tap(100, 10, at: t0 + 1)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
            #expect(source.log.suffix(2) == ["willSelectRowAt 0.0", "didSelectRowAt 0.5"])
        }
    }

    @Test("allowsMultipleSelection: taps add rows; a tap on a selected row deselects it. selectRow and deselectRow call no delegate method")
    func multipleSelection() throws {
        try withTable { table, source, input in
            table.allowsMultipleSelection = true
            input.tap(100, 10, at: t0)
            input.tap(100, 100, at: t0 + 1)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
            input.tap(100, 10, at: t0 + 2)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            #expect(source.log.suffix(2) == ["willDeselectRowAt 0.0", "didDeselectRowAt 0.0"])
            source.clear()
            table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
            table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
            #expect(source.log.isEmpty && table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        }
    }

    @Test("Scrolling rule 35: a drag that scrolls cancels the highlight and selects nothing")
    func dragCancels() throws {
        try withTable { table, source, input in
            input.finger(1, .down, 100, 200, at: t0)
            input.turn()
            input.finger(1, .move, 100, 200, at: t0 + 0.2)
            input.turn()
            #expect(source.log == ["shouldHighlightRowAt 0.4", "didHighlightRowAt 0.4"])
            for (index, y) in [180, 150, 120].enumerated() {
                input.finger(1, .move, 100, CGFloat(y), at: t0 + 0.2 + 0.02 * Double(index + 1))
                input.turn()
            }
            input.finger(1, .up, 100, 120, at: t0 + 0.5)
            input.turn()
            #expect(source.log == ["shouldHighlightRowAt 0.4", "didHighlightRowAt 0.4", "didUnhighlightRowAt 0.4"])
            #expect(table.indexPathForSelectedRow == nil && table.contentOffset.y > 0)
        }
    }
}
