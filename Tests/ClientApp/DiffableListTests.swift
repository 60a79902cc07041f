import Testing
import UIKit

@Suite("Client code: a diffable data source", .serialized)
@MainActor
struct DiffableListTests {
    @Test("A contact list fed by snapshots: two titled sections, then filtered by a search text, the table showing the filtered rows")
    func contacts() {
        let controller = ContactListViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.loadViewIfNeeded()
        let table = controller.tableView
        table.layoutIfNeeded()
        let names = { table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" } }
        #expect(names() == ["Ada", "Alan", "Grace", "Edsger", "Barbara"])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Everyone")
        controller.show(matching: "a")
        #expect(names() == ["Ada", "Alan", "Grace", "Barbara"])
        controller.show(matching: "gr")
        #expect(table.numberOfRows(inSection: 0) == 0 && names() == ["Grace"])
        #expect(controller.dataSource.indexPath(for: Contact(name: "Grace", isFavourite: false)) == IndexPath(row: 0, section: 1))
    }
}
