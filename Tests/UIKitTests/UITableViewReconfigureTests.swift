import Foundation
import Testing
@testable import UIKit

/// `reconfigureRows(at:)`: the data source configures a visible row's cell again where it is,
/// getting the cell back from its dequeue without `prepareForReuse`.
@Suite("UITableView reconfigure", .startsClean)
@MainActor
struct UITableViewReconfigureTests {
    /// A cell counting its `prepareForReuse` calls.
    final class CountingCell: UITableViewCell {
        var preparations = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            preparations += 1
        }
    }

    /// One section of 10 rows whose cells are made fresh each time, never dequeued.
    final class FreshCells: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test("A visible row is asked for again and gets its own cell back, not prepared for reuse; a row off screen is not asked; one out of range is reported")
    func reconfigure() {
        let source = TableRecorder(rowCounts: [20])
        source.logsHeights = false
        let table = makeTable(source) {
            $0.rowHeight = 44
            $0.register(CountingCell.self, forCellReuseIdentifier: "row")
        }
        source.clear()
        let cell = table.cellForRow(at: row(1)) as? CountingCell
        let messages = Diagnostics.recording { table.reconfigureRows(at: [row(1), row(15), row(30)]) }
        #expect(source.log == ["cellForRowAt 0.1"])
        #expect(table.cellForRow(at: row(1)) === cell && cell?.preparations == 0)
        #expect(messages == ["UITableView.reconfigureRows(at:): [0, 30] is out of range (the table has 1 sections, and 20 rows in section 0)"])
    }

    @Test("A data source answering with another cell gets the row reloaded with a new one")
    func anotherCell() {
        let source = FreshCells()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        let old = table.cellForRow(at: row(2))
        table.reconfigureRows(at: [row(2)])
        #expect(table.cellForRow(at: row(2)) !== old && table.cellForRow(at: row(2)) != nil && old?.superview == nil)
        #expect(table.visibleCells.count == 7)
    }
}
