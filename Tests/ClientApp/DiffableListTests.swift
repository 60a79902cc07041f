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

    @Test("The data source's editing overrides: favourites cannot be deleted, others can, and a committed deletion leaves the snapshot")
    func deleting() {
        let controller = ContactListViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.loadViewIfNeeded()
        let table = controller.tableView, dataSource = controller.dataSource!
        #expect(!dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)), "Ada is a favourite")
        #expect(dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 1)))
        dataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 1))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .everyone).map(\.name) == ["Grace", "Edsger", "Barbara"], "Alan deleted")
    }
}
