import Foundation
import Testing
@testable import UIKit

/// Scrolling rules 28–30 and 42: the load's call order, cells only for visible rows, reused
/// (last in, first out, `prepareForReuse` first) as the table scrolls, and bad cells reported.
@Suite("UITableView loading and reuse", .startsClean)
@MainActor
struct UITableViewReuseTests {
    @Test("Scrolling rule 28: counts, then (estimation off) every row's height, then per visible row cellForRowAt and willDisplay, then headers")
    func loadOrder() {
        let source = TableRecorder(rowCounts: [2, 1])
        source.headerTitles = [1: "B"]
        _ = makeTable(source) { $0.estimatedRowHeight = 0; $0.rowHeight = 44 }
        #expect(source.log == ["numberOfSections", "numberOfRowsInSection 0", "numberOfRowsInSection 1",
                               "titleForHeaderInSection 0", "titleForHeaderInSection 1",
                               "heightForRowAt 0.0", "heightForRowAt 0.1", "heightForRowAt 1.0",
                               "cellForRowAt 0.0", "willDisplay 0.0", "cellForRowAt 0.1", "willDisplay 0.1",
                               "cellForRowAt 1.0", "willDisplay 1.0", "willDisplayHeaderView 1"])
    }

    @Test("Scrolling rules 30, 42: 1,000 rows of 44 pt scrolled end to end in 10 pt steps make at most the 8 rows a 300 pt view can show plus one; each row is displayed once")
    func reuseWhileScrolling() {
        let source = TableRecorder(rowCounts: [1000])
        source.logsHeights = false
        let table = makeTable(source) { $0.rowHeight = 44 }
        var y: CGFloat = 0
        while y < 44_000 - 300 {
            y = min(y + 10, 44_000 - 300)
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
        }
        #expect(table.cellsMade <= 9, "\(table.cellsMade) cells made")
        #expect(source.log.filter { $0.hasPrefix("cellForRowAt") }.count == 1000)
        #expect(source.log.filter { $0.hasPrefix("willDisplay") }.count == 1000)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 993, section: 0) && table.visibleCells.count == 7)
        #expect(table.visibleCells.map { $0.textLabel?.text } == (993...999).map { "Row 0.\($0)" })
    }

    @Test("Scrolling rule 29: a queued cell is reused last in first out after prepareForReuse; reloadData makes no cell and forgets the selection")
    func dequeueOrder() {
        let source = MinimalTableSource(rows: 100)
        let table = makeTable(source) { $0.rowHeight = 44 }
        let made = table.cellsMade
        let firstRowCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.cellsMade == made && table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 6, section: 0)) === firstRowCell, "row 0's cell went in first, so comes out last")
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("Item 5: a dequeue with an unregistered identifier reports UIKit's message and gives a cell; the old dequeue gives nil")
    func unregisteredIdentifier() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var cell: UITableViewCell?
        let messages = Diagnostics.recording {
            cell = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
        #expect(cell?.reuseIdentifier == "missing")
        #expect(messages.first?.contains("unable to dequeue a cell with identifier missing") == true)
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
    }

    @Test("Item 5: a data source returning one cell for two rows is reported; each row still gets a cell and the table scrolls")
    func cellReturnedTwice() {
        final class SameCell: UITableViewDataSource {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let source = SameCell()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        table.rowHeight = 44
        table.dataSource = source
        let messages = Diagnostics.recording { table.layoutIfNeeded() }
        #expect(messages.count == 6 && messages[0].contains("returned the cell already showing row 0 of section 0"))
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == 7)
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 22, section: 0))
    }

    @Test("A new data source replaces the rows at the next layout, reusing the cells; a new separator style reaches the rows on screen")
    func newDataSource() {
        let first = TableRecorder(rowCounts: [20]), second = TableRecorder(rowCounts: [2, 3])
        second.headerTitles = [0: "New"]
        let table = makeTable(first) { $0.rowHeight = 44 }
        let made = table.cellsMade
        table.dataSource = second
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2 && table.visibleCells.count == 5 && table.cellsMade == made)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Row 1.0")
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.subviews.count == 2, "the content view and the separator")
        table.separatorStyle = .none
        #expect(cell?.subviews.count == 1)
    }
}
