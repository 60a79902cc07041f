import Foundation
import Testing
@testable import UIKit

/// Scrolling rule 41 on a real table: a diffable data source feeds the table from snapshots;
/// `apply` becomes one batch update (cells of rows that stay are kept, only new rows' cells are
/// made), animated or not; `snapshot()` is a copy; identifiers and index paths map both ways.
@Suite("UITableViewDiffableDataSource", .startsClean)
@MainActor
struct UITableViewDiffableDataSourceTests {
    typealias DataSource = UITableViewDiffableDataSource<String, String>
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    /// A 400 × 300 table of 44 pt rows whose cells show their item; `made` counts the provider's calls.
    @MainActor
    private final class Fixture {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var dataSource: DataSource!
        var provided: [String] = []

        init(_ make: (UITableView, @escaping DataSource.CellProvider) -> DataSource = { DataSource(tableView: $0, cellProvider: $1) }) {
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            dataSource = make(table) { [unowned self] table, indexPath, item in
                provided.append(item)
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
        }

        /// Applies one section of `items`, lays the table out and forgets the cells provided.
        func show(_ items: [String]) {
            var snapshot = Snapshot()
            snapshot.appendSections(["A"])
            snapshot.appendItems(items)
            dataSource.apply(snapshot)
            table.layoutIfNeeded()
            provided = []
        }

        /// The visible rows' texts by section, "a b | c".
        var shown: String {
            let rows = table.indexPathsForVisibleRows ?? []
            return (0..<table.numberOfSections).map { section in
                rows.filter { $0.section == section }.map { table.cellForRow(at: $0)?.textLabel?.text ?? "?" }.joined(separator: " ")
            }.joined(separator: " | ")
        }
    }

    private func snapshot(_ sections: [String: [String]], order: [String]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(order)
        for section in order { snapshot.appendItems(sections[section]!, toSection: section) }
        return snapshot
    }

    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test("A snapshot applied before the first layout is read at the layout: the visible rows show its items")
    func firstApply() {
        let fixture = Fixture()
        var finished = false
        fixture.dataSource.apply(snapshot(["A": ["a", "b"], "B": ["c"]], order: ["A", "B"]), completion: { finished = true })
        #expect(finished && fixture.table.dataSource === fixture.dataSource)
        fixture.table.layoutIfNeeded()
        #expect(fixture.shown == "a b | c" && fixture.provided == ["a", "b", "c"])
        #expect(fixture.dataSource.itemIdentifier(for: row(0, 1)) == "c" && fixture.dataSource.itemIdentifier(for: row(5)) == nil)
        #expect(fixture.dataSource.indexPath(for: "b") == row(1) && fixture.dataSource.indexPath(for: "z") == nil)
        #expect(fixture.dataSource.sectionIdentifier(for: 1) == "B" && fixture.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(fixture.dataSource.index(for: "B") == 1 && fixture.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    @Test("Apply without animation: the rows show the new snapshot at once, the staying rows keep their cells, only the new row's cell is made")
    func applyWithoutAnimation() {
        let fixture = Fixture()
        fixture.show(["a", "b", "c", "d"])
        let cellOfC = fixture.table.cellForRow(at: row(2))
        var next = fixture.dataSource.snapshot()
        next.deleteItems(["b"])
        next.appendItems(["e"])
        next.moveItem("a", afterItem: "d")
        fixture.dataSource.apply(next, animatingDifferences: false)
        #expect(fixture.shown == "c d a e" && fixture.provided == ["e"])
        #expect(fixture.table.cellForRow(at: row(0)) === cellOfC)
        #expect(fixture.table.visibleCells.allSatisfy { $0.layer.animationKeys() == nil }, "nothing animates")
        #expect(fixture.table.contentSize.height == CGFloat(4 * 44))
    }

    @Test("Apply animated: the final rows at once, the new row fading in and the moved rows sliding")
    func applyAnimated() {
        let fixture = Fixture()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(fixture.table)
        fixture.show(["a", "b", "c"])
        var next = fixture.dataSource.snapshot()
        next.insertItems(["new"], beforeItem: "a")
        fixture.dataSource.apply(next)
        #expect(fixture.shown == "new a b c")
        #expect(fixture.table.cellForRow(at: row(0))?.layer.animationKeys()?.isEmpty == false, "the new row fades in")
        #expect(fixture.table.cellForRow(at: row(1))?.frame == CGRect(x: 0, y: 44, width: 400, height: 44))
        #expect(fixture.table.cellForRow(at: row(1))?.layer.animationKeys()?.isEmpty == false, "a slides down")
        fixture.table.removeFromSuperview()
    }

    @Test("With defaultRowAnimation .none an animated apply animates nothing; the async applies return once applied")
    func noAnimationAndAsync() async {
        let fixture = Fixture()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(fixture.table)
        fixture.show(["a", "b"])
        fixture.dataSource.defaultRowAnimation = .none
        var next = fixture.dataSource.snapshot()
        next.insertItems(["new"], beforeItem: "a")
        await fixture.dataSource.apply(next, animatingDifferences: true)
        #expect(fixture.shown == "new a b")
        #expect(fixture.table.visibleCells.allSatisfy { $0.layer.animationKeys() == nil }, "nothing animates")
        next.deleteItems(["a"])
        await fixture.dataSource.applySnapshotUsingReloadData(next)
        fixture.table.layoutIfNeeded()
        #expect(fixture.shown == "new b")
        fixture.table.removeFromSuperview()
    }

    @Test("Sections inserted, deleted and moved, rows moved between them: the table shows the new snapshot")
    func sections() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot(["A": ["a", "b"], "B": ["c"], "C": ["d", "e"]], order: ["A", "B", "C"]))
        fixture.table.layoutIfNeeded()
        let messages = Diagnostics.recording {
            fixture.dataSource.apply(snapshot(["C": ["d", "b"], "D": ["f"], "A": ["a", "e"]], order: ["C", "D", "A"]), animatingDifferences: false)
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(fixture.shown == "d b | f | a e" && fixture.table.numberOfSections == 3)
    }

    @Test("Reloaded items get new cells from the provider; reconfigured ones are configured again in the cells they have")
    func reloadAndReconfigure() {
        let fixture = Fixture()
        fixture.show(["a", "b", "c"])
        let cellOfB = fixture.table.cellForRow(at: row(1))
        var next = fixture.dataSource.snapshot()
        next.reloadItems(["a"])
        next.reconfigureItems(["b"])
        fixture.dataSource.apply(next, animatingDifferences: false)
        #expect(fixture.provided == ["a", "b"])
        #expect(fixture.table.cellForRow(at: row(1)) === cellOfB)
        #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "the marks are done once applied")
        fixture.provided = []
        fixture.dataSource.apply(fixture.dataSource.snapshot())
        #expect(fixture.provided.isEmpty, "the same snapshot again changes nothing")
    }

    @Test("applySnapshotUsingReloadData reloads the table; a subclass's header titles show")
    func reloadDataAndTitles() {
        final class Titled: DataSource {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)
            }
        }
        let fixture = Fixture { Titled(tableView: $0, cellProvider: $1) }
        fixture.dataSource.applySnapshotUsingReloadData(snapshot(["Fruit": ["apple"], "Nuts": ["pecan"]], order: ["Fruit", "Nuts"]))
        fixture.table.layoutIfNeeded()
        #expect(fixture.shown == "apple | pecan")
        #expect(fixture.table.headerView(forSection: 1)?.textLabel?.text == "Nuts")
    }

    @Test("Editing as with UIKit's diffable data source: no row edits or moves unless a subclass says so; a row dragged elsewhere is there in the next snapshot; a subclass's commit deletes through a snapshot")
    func editing() throws {
        let plain = Fixture()
        plain.show(["a", "b", "c"])
        plain.table.setEditing(true, animated: false)
        let plainCell = try #require(plain.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(plainCell.editingStyle == .none && !plainCell.showsReorderControl, "the base class allows no editing")

        final class Editable: DataSource {
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
                var snapshot = snapshot()
                snapshot.deleteItems([item])
                apply(snapshot, animatingDifferences: false)
            }
        }
        let fixture = Fixture { Editable(tableView: $0, cellProvider: $1) }
        fixture.show(["a", "b", "c", "d"])
        fixture.table.setEditing(true, animated: false)
        let first = try #require(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.editingStyle == .delete && first.showsReorderControl)
        // b dragged two rows down: the table shows it there, and the snapshot follows.
        #expect(fixture.table.beginReorder(at: IndexPath(row: 1, section: 0)))
        fixture.table.dragReorder(by: 90)
        fixture.table.endReorder(animated: false)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["a", "c", "d", "b"] && fixture.shown == "a c d b")
        // c's delete control, then its Delete button: the subclass applies the deletion.
        fixture.table.editingControlTapped(in: try #require(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))))
        fixture.table.performSwipeAction(0)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["a", "d", "b"] && fixture.shown == "a d b")
    }

    @Test("Item 5: a cell provider returning nil is reported and a default cell shown; the table still works")
    func nilCell() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let dataSource = DataSource(tableView: table) { _, _, item in
            item == "bad" ? nil : UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        dataSource.apply(snapshot(["A": ["good", "bad"]], order: ["A"]))
        let messages = Diagnostics.recording { table.layoutIfNeeded() }
        #expect(messages == ["UITableViewDiffableDataSource's cell provider returned nil for item \"bad\" at [0, 1]; a default cell is used"])
        #expect(table.visibleCells.count == 2)
        var next = dataSource.snapshot()
        next.deleteItems(["bad"])
        dataSource.apply(next, animatingDifferences: false)
        #expect(table.visibleCells.count == 1)
    }
}
