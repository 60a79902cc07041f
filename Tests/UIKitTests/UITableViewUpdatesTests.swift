import Foundation
import Testing
@testable import UIKit

/// Scrolling rules 30 and 34, issue 27 item 5: updates keep the cells of rows that stay, ask
/// only for the new rows' cells, remap the selection; counts that disagree with a batch or index
/// paths out of range are reported in UIKit's words and the table reloads and stays usable.
@Suite("UITableView updates", .startsClean)
@MainActor
struct UITableViewUpdatesTests {
    /// A table of 20 rows of 44 pt, laid out, its log cleared.
    private func table(_ source: TableRecorder) -> UITableView {
        source.logsHeights = false
        let table = makeTable(source) { $0.rowHeight = 44 }
        source.clear()
        return table
    }

    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test("Delete row 3: the cells below move up a row, only the row now on screen at the bottom is asked for, the content is 44 pt shorter; the selection follows")
    func deleteRow() {
        let source = TableRecorder(rowCounts: [20])
        let table = table(source)
        table.selectRow(at: row(5), animated: false, scrollPosition: .none)
        let fourth = table.cellForRow(at: row(4))
        source.rowCounts = [19]
        table.deleteRows(at: [row(3)], with: .none)
        #expect(table.cellForRow(at: row(3)) === fourth && table.contentSize.height == 19 * 44)
        #expect(source.log == ["numberOfSections", "numberOfRowsInSection 0", "didEndDisplaying 0.3", "cellForRowAt 0.6", "willDisplay 0.6"])
        #expect(table.indexPathsForSelectedRows == [row(4)] && table.cellForRow(at: row(4))?.isSelected == true)
    }

    @Test("Insert at row 0 and move row 2 to 5 in one batch: one new cell asked for; row 0's old cell shows row 1; the moved row keeps its cell")
    func batch() {
        let source = TableRecorder(rowCounts: [20])
        let table = table(source)
        let first = table.cellForRow(at: row(0)), third = table.cellForRow(at: row(2))
        source.rowCounts = [21]
        var finished: Bool?
        table.performBatchUpdates({
            table.insertRows(at: [row(0)], with: .fade)
            table.moveRow(at: row(2), to: row(5))
        }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(table.cellForRow(at: row(1)) === first && table.cellForRow(at: row(5)) === third)
        #expect(source.log.filter { $0.hasPrefix("cellForRowAt") } == ["cellForRowAt 0.0"])
        #expect(table.visibleCells.count == 7 && table.contentSize.height == 21 * 44)
    }

    @Test("reloadRows ends the row's display and asks the data source for its cell again")
    func reloadRow() {
        let source = TableRecorder(rowCounts: [20])
        let table = table(source)
        let old = table.cellForRow(at: row(2))
        table.reloadRows(at: [row(2)], with: .none)
        #expect(source.log == ["numberOfSections", "numberOfRowsInSection 0", "didEndDisplaying 0.2", "cellForRowAt 0.2", "willDisplay 0.2"])
        #expect(table.cellForRow(at: row(2)) === old, "its cell went to the queue and came back for the new cellForRowAt")
    }

    @Test("Item 5: a delete the data source does not reflect gets UIKit's message; the table reloads and still scrolls")
    func countsDisagree() {
        let source = TableRecorder(rowCounts: [20])
        let table = table(source)
        let messages = Diagnostics.recording { table.deleteRows(at: [row(0)], with: .automatic) }
        #expect(messages == ["UITableView.deleteRows(at:with:): Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). The table reloads from the data source instead."])
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 20 && table.visibleCells.count == 7)
        table.scrollToRow(at: row(19), at: .bottom, animated: false)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.last == row(19))
    }

    @Test("Item 5: deleting a row the table does not have is reported as UIKit words it")
    func badIndex() {
        let source = TableRecorder(rowCounts: [20])
        let table = table(source)
        source.rowCounts = [19]
        let messages = Diagnostics.recording { table.deleteRows(at: [row(99)], with: .fade) }
        #expect(messages.first?.contains("attempt to delete row 99 from section 0 which only contains 20 rows before the update") == true)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 19 && table.visibleCells.count == 7)
    }

    @Test("Scrolling rule 34: an animated delete fades the row's cell out while the cells below slide up")
    func animatedDelete() throws {
        try withHeadlessPlatform { _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.makeKeyAndVisible()
            let source = TableRecorder(rowCounts: [20])
            let table = table(source)
            window.addSubview(table)
            table.layoutIfNeeded()
            let deleted = try #require(table.cellForRow(at: row(3))), below = try #require(table.cellForRow(at: row(4)))
            source.rowCounts = [19]
            table.deleteRows(at: [row(3)], with: .fade)
            #expect(deleted.superview === table && deleted.alpha == 0 && deleted.layer.animation(forKey: "opacity") != nil)
            #expect(below.frame.minY == 132 && below.layer.animation(forKey: "position") != nil, "its model frame is row 3's; the position animates from row 4's")
            table.removeFromSuperview()
        }
    }

    @Test("An insert above a section keeps that section's header on its own section: the views go back to their queues and come again")
    func headersFollowTheirSections() {
        let source = TableRecorder(rowCounts: [2, 2])
        source.headerTitles = [0: "A", 1: "B"]
        let table = table(source)
        source.rowCounts = [3, 2]
        table.insertRows(at: [row(0)], with: .none)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A" && table.headerView(forSection: 1)?.textLabel?.text == "B")
        let secondHeader: CGFloat = 28 + 3 * 44
        #expect(table.headerView(forSection: 1)?.frame.minY == secondHeader)
        #expect(source.log.filter { $0.hasPrefix("willDisplayHeaderView") } == ["willDisplayHeaderView 0", "willDisplayHeaderView 1"])
    }

    @Test("insertSections and deleteSections: rows of sections that stay keep their cells in their moved sections; only the new section's rows are asked for; a section count that disagrees is reported and the table reloads")
    func sections() {
        let source = TableRecorder(rowCounts: [2, 2])
        let table = table(source)
        let cell = table.cellForRow(at: row(0, 1))
        source.rowCounts = [3, 2, 2]
        table.insertSections(IndexSet(integer: 0), with: .none)
        #expect(table.numberOfSections == 3 && table.cellForRow(at: row(0, 2)) === cell)
        #expect(source.log.filter { $0.hasPrefix("cellForRowAt") } == ["cellForRowAt 0.0", "cellForRowAt 0.1", "cellForRowAt 0.2"])
        source.rowCounts = [3, 2]
        table.deleteSections(IndexSet(integer: 1), with: .fade)
        #expect(table.numberOfSections == 2 && table.cellForRow(at: row(0, 1)) === cell)
        let messages = Diagnostics.recording { table.deleteSections(IndexSet(integer: 1), with: .none) }
        #expect(messages.first?.contains("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).") == true)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2 && table.visibleCells.count == 5)
    }
}
