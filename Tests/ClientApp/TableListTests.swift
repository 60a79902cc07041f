import Testing
import UIKit

@Suite("Client code: a table view controller", .serialized)
@MainActor
struct TableListTests {
    @Test("A list screen with a registered cell subclass shows its rows inset-grouped with titled sections, and adds a row")
    func fruitList() {
        let controller = FruitListViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.loadViewIfNeeded()
        let table = controller.tableView
        table.frame = controller.view.bounds
        table.layoutIfNeeded()
        let cells = table.visibleCells.compactMap { $0 as? FruitCell }
        #expect(cells.map { $0.textLabel?.text } == ["Apples", "Pears", "Plums"])
        #expect(cells.map { $0.detailTextLabel?.text } == ["3", "5", "12"])
        #expect(table.rect(forRow: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 38, width: 280, height: 44))
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "MARKET")
        controller.add("Quinces")
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Quinces")
    }

    @Test("A UITableViewController subclass: its overrides feed the grouped table, its selection is cleared when the view appears, scrolling reaches its scrollViewDidScroll")
    func settings() {
        let controller = SettingsViewController(style: .grouped)
        let table: UITableView = controller.tableView
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        table.layoutIfNeeded()
        #expect(table.style == .grouped && table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.visibleCells.count == 4, "section 1's rows begin at 18 + 2 × 44 + 18 + 18 = 142: two of them start above 200")
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
        table.contentOffset = CGPoint(x: 0, y: 40)
        #expect(controller.scrolls == 1)
    }
}
