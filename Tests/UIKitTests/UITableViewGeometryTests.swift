import Foundation
import Testing
@testable import UIKit

/// Scrolling rules 31–33 and 42: row rectangles with exact arithmetic, the rows on screen,
/// `scrollToRow`, and estimated heights sparing a million rows their height questions.
@Suite("UITableView geometry", .startsClean)
@MainActor
struct UITableViewGeometryTests {
    @Test("Scrolling rule 32: 1,000 rows of 44 pt in a 400 × 300 table: rows 0…6 on screen, row 999 at 43,956, content 400 × 44,000")
    func rowRects() {
        let source = MinimalTableSource(rows: 1000)
        let table = makeTable(source) { $0.rowHeight = 44 }
        #expect(table.indexPathsForVisibleRows == (0...6).map { IndexPath(row: $0, section: 0) })
        #expect(table.rect(forRow: IndexPath(row: 999, section: 0)) == CGRect(x: 0, y: 43_956, width: 400, height: 44))
        #expect(table.contentSize == CGSize(width: 400, height: 44_000))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 43_999)) == IndexPath(row: 999, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44_000)) == nil && table.indexPathForRow(at: CGPoint(x: 10, y: -1)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 0)) == nil, "not on screen")
        let cell = table.cellForRow(at: IndexPath(row: 6, section: 0))
        #expect(cell?.frame == CGRect(x: 0, y: 264, width: 400, height: 44) && cell.flatMap(table.indexPath(for:)) == IndexPath(row: 6, section: 0))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 400, height: 44_000))
    }

    @Test("Scrolling rule 33: row 200 of 44 pt rows in a 300 pt table scrolls to 8,800 (.top), 8,672 (.middle), 8,544 (.bottom); .none does not move a visible row")
    func scrollToRow() {
        let table = makeTable(MinimalTableSource(rows: 1000)) { $0.rowHeight = 44 }
        let row = IndexPath(row: 200, section: 0)
        var offsets: [CGFloat] = []
        for position in [UITableView.ScrollPosition.top, .middle, .bottom] {
            table.scrollToRow(at: row, at: position, animated: false)
            offsets.append(table.contentOffset.y)
        }
        #expect(offsets == [8_800, 8_672, 8_544])
        table.scrollToRow(at: row, at: .none, animated: false)
        #expect(table.contentOffset.y == 8_544)
        table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false)
        let lastOffset: CGFloat = 44_000 - 300
        #expect(table.contentOffset.y == lastOffset, "kept in the scrollable range")
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
    }

    @Test("Scrolling rules 28, 31, 42: with estimation off every row's height is asked at load; with estimates (the default) only the shown rows' are, even for a million rows")
    func estimatedHeights() {
        let exact = TableRecorder(rowCounts: [1000])
        exact.logsHeights = false
        _ = makeTable(exact) { $0.estimatedRowHeight = 0; $0.rowHeight = 44 }
        #expect(exact.heightQuestions == 1000)

        let estimated = TableRecorder(rowCounts: [1_000_000])
        estimated.logsHeights = false
        estimated.rowHeights = { _ in 60 }
        let table = makeTable(estimated)
        #expect(estimated.heightQuestions == 5, "rows 0…4 of 60 pt fill 300 pt")
        let measuredPlusEstimated: CGFloat = 5 * 60 + 999_995 * 44
        #expect(table.contentSize.height == measuredPlusEstimated, "measured rows plus estimates for the rest")
        #expect(table.rect(forRow: IndexPath(row: 5, section: 0)).minY == 300)
    }

    @Test("Scrolling rule 32: sections place rows after the earlier sections' headers, rows and footers; a grouped table leaves 18 pt for untitled headers and footers")
    func sections() {
        let source = TableRecorder(rowCounts: [2, 3])
        source.headerTitles = [0: "First", 1: "Second"]
        let plain = makeTable(source) { $0.rowHeight = 44 }
        #expect(plain.rect(forRow: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 28 + 88 + 28, width: 400, height: 44))
        #expect(plain.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 400, height: 28))
        let headersAndRows: CGFloat = 28 + 88 + 28 + 132
        #expect(plain.contentSize.height == headersAndRows)
        let grouped = makeTable(TableRecorder(rowCounts: [2, 3]), style: .grouped) { $0.rowHeight = 44 }
        #expect(grouped.rect(forRow: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 18 + 88 + 18 + 18, width: 400, height: 44))
        let inset = makeTable(TableRecorder(rowCounts: [2]), style: .insetGrouped) { $0.rowHeight = 44 }
        #expect(inset.rect(forRow: IndexPath(row: 1, section: 0)) == CGRect(x: 20, y: 62, width: 360, height: 44))
    }

    @Test("Out-of-range index paths: a diagnostic naming the call, a zero rectangle, no scrolling")
    func outOfRange() {
        let table = makeTable(MinimalTableSource(rows: 20)) { $0.rowHeight = 44 }
        var rect = CGRect.null
        let messages = Diagnostics.recording {
            rect = table.rect(forRow: IndexPath(row: 99, section: 0))
            table.scrollToRow(at: IndexPath(row: 0, section: 3), at: .top, animated: false)
        }
        #expect(rect == .zero && table.contentOffset == .zero)
        #expect(messages.count == 2 && messages[0].contains("rect(forRow:)") && messages[0].contains("20 rows in section 0"))
        #expect(messages[1].contains("scrollToRow(at:at:animated:)"))
    }
}
