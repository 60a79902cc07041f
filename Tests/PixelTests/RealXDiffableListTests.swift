import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The lists page's diffable list under real X typing: each character typed into its search field
/// applies a snapshot of the matching fruit.
extension RealXInputTests {
    @Test("xdotool types 'berry' into the lists page's search field: the diffable list holds the seven berries in sections by letter, and its visible rows show them in order")
    func diffableSearch() throws {
        let (window, page, id, _) = try open(size: CGSize(width: 640, height: 480)) { ListsPage(frame: $0) }
        defer { window.isHidden = true }
        let list = page.fruitList, field = page.fruitList.searchField
        try pointAt(field, CGPoint(x: 40, y: field.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { field.isEditing }), "the click began editing")
        try xdotool(["type", "--delay", "40", "berry"])
        let berries = ["Blackberry", "Blueberry", "Cranberry", "Elderberry", "Gooseberry", "Raspberry", "Strawberry"]
        #expect(pump(until: { list.dataSource.snapshot().itemIdentifiers == berries }), "\(list.dataSource.snapshot().itemIdentifiers)")
        #expect(list.dataSource.snapshot().sectionIdentifiers == ["B", "C", "E", "G", "R", "S"])
        list.tableView.layoutIfNeeded()
        let shown = list.tableView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" }
        #expect(!shown.isEmpty && shown == Array(berries.prefix(shown.count)), "\(shown)")
    }
}
