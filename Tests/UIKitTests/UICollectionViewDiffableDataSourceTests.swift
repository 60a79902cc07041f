import Foundation
import Testing
@testable import UIKit

/// Scrolling rule 41 on a real collection view: a diffable data source feeds it from snapshots,
/// sharing the table's diff; `apply` becomes one batch update (cells of items that stay are kept
/// and slide to their new frames, only new items' cells are made), animated or not.
@Suite("UICollectionViewDiffableDataSource", .startsClean)
@MainActor
struct UICollectionViewDiffableDataSourceTests {
    typealias DataSource = UICollectionViewDiffableDataSource<String, String>
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    /// A cell remembering the item it was configured with, and how often.
    final class ItemCell: UICollectionViewCell {
        var item = ""
        var configurations = 0
    }

    /// A 330 × 300 collection view with a flow layout of 100 × 100 items (three to a line at x 0,
    /// 115 and 230, lines 110 apart) whose cells come from a registration; `provided` lists the
    /// items the cell provider was asked for.
    @MainActor
    private final class Fixture {
        let layout = UICollectionViewFlowLayout()
        let view: UICollectionView
        var dataSource: DataSource!
        var provided: [String] = []

        init() {
            layout.itemSize = CGSize(width: 100, height: 100)
            view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 300), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<ItemCell, String> { cell, _, item in
                cell.item = item
                cell.configurations += 1
            }
            dataSource = DataSource(collectionView: view) { [unowned self] view, indexPath, item in
                provided.append(item)
                return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }

        /// Applies one section of `items`, lays the view out and forgets the cells provided.
        func show(_ items: [String]) {
            var snapshot = Snapshot()
            snapshot.appendSections(["A"])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
            view.layoutIfNeeded()
            provided = []
        }

        /// The visible items' identifiers by section, "a b | c".
        var shown: String {
            (0..<view.numberOfSections).map { section in
                view.indexPathsForVisibleItems.filter { $0.section == section }
                    .map { (view.cellForItem(at: $0) as? ItemCell)?.item ?? "?" }.joined(separator: " ")
            }.joined(separator: " | ")
        }

        func cell(_ item: Int, _ section: Int = 0) -> ItemCell? { view.cellForItem(at: IndexPath(item: item, section: section)) as? ItemCell }
    }

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(sections.map(\.0))
        for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("A snapshot applied before the first layout is read at the layout: items at the flow layout's frames, headers from the supplementary view provider")
    func firstApply() {
        let fixture = Fixture()
        fixture.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        fixture.view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        var headers: [IndexPath] = []
        fixture.dataSource.supplementaryViewProvider = { view, kind, indexPath in
            headers.append(indexPath)
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        var finished = false
        fixture.dataSource.apply(snapshot([("A", ["a", "b", "c", "d"]), ("B", ["e"])]), completion: { finished = true })
        #expect(finished && fixture.view.dataSource === fixture.dataSource)
        fixture.view.layoutIfNeeded()
        #expect(fixture.shown == "a b c d | e" && fixture.provided == ["a", "b", "c", "d", "e"])
        // Section A: header 0…30, lines at 30 and 140; section B from 240: header, its line at 270.
        #expect(fixture.cell(1)?.frame == CGRect(x: 115, y: 30, width: 100, height: 100))
        #expect(fixture.cell(3)?.frame == CGRect(x: 0, y: 140, width: 100, height: 100))
        #expect(fixture.cell(0, 1)?.frame == CGRect(x: 115, y: 270, width: 100, height: 100), "a one-item line is centred")
        #expect(headers == [item(0), item(0, 1)])
        #expect(fixture.view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: item(0, 1))?.frame
                == CGRect(x: 0, y: 240, width: 330, height: 30))
        #expect(fixture.dataSource.itemIdentifier(for: item(0, 1)) == "e" && fixture.dataSource.itemIdentifier(for: item(9)) == nil)
        #expect(fixture.dataSource.indexPath(for: "d") == item(3) && fixture.dataSource.indexPath(for: "z") == nil)
        #expect(fixture.dataSource.sectionIdentifier(for: 1) == "B" && fixture.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(fixture.dataSource.index(for: "B") == 1 && fixture.dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e"])
    }

    @Test("Apply without animation: deletes, inserts and moves at once; staying items keep their cells at their new frames; only the new item's cell is made")
    func applyWithoutAnimation() {
        let fixture = Fixture()
        fixture.show(["a", "b", "c", "d", "e"])
        let cellOfC = fixture.cell(2), cellOfA = fixture.cell(0)
        var next = fixture.dataSource.snapshot()
        next.deleteItems(["b"])
        next.appendItems(["f"])
        next.moveItem("a", afterItem: "d")
        fixture.dataSource.apply(next, animatingDifferences: false)
        #expect(fixture.shown == "c d a e f" && fixture.provided == ["f"])
        #expect(fixture.cell(0) === cellOfC && cellOfC?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(fixture.cell(2) === cellOfA && cellOfA?.frame == CGRect(x: 230, y: 0, width: 100, height: 100))
        #expect(fixture.cell(4)?.frame == CGRect(x: 115, y: 110, width: 100, height: 100))
        #expect(fixture.view.visibleCells.allSatisfy { $0.layer.animationKeys() == nil }, "nothing animates")
        #expect(fixture.view.contentSize == CGSize(width: 330, height: 210))
    }

    @Test("Apply animated in a window: the final frames at once, the new item fading in, moved cells sliding, the deleted cell fading out before it is queued")
    func applyAnimated() {
        let fixture = Fixture()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 330, height: 300))
        window.addSubview(fixture.view)
        fixture.show(["a", "b", "c"])
        let cellOfC = fixture.cell(2)
        var next = fixture.dataSource.snapshot()
        next.insertItems(["new"], beforeItem: "a")
        next.deleteItems(["b"])
        var finished = false
        fixture.dataSource.apply(next, completion: { finished = true })
        #expect(finished && fixture.shown == "new a c")
        #expect(fixture.cell(0)?.layer.animationKeys()?.isEmpty == false, "the new item fades in")
        #expect(fixture.cell(0)?.alpha == 1, "to full opacity")
        #expect(fixture.cell(1)?.frame == CGRect(x: 115, y: 0, width: 100, height: 100))
        #expect(fixture.cell(1)?.layer.animationKeys()?.isEmpty == false, "a slides right")
        #expect(fixture.cell(2) === cellOfC && cellOfC?.layer.animationKeys() == nil, "c stays where it was")
        let fading = fixture.view.subviews.compactMap { $0 as? ItemCell }.filter { $0.item == "b" }
        #expect(fading.count == 1 && fading.first?.alpha == 0 && fading.first?.layer.animationKeys()?.isEmpty == false, "b fades out")
        fixture.view.removeFromSuperview()
    }

    @Test("Sections inserted, deleted and moved, items moved between them: the view shows the new snapshot")
    func sections() {
        let fixture = Fixture()
        fixture.dataSource.apply(snapshot([("A", ["a", "b"]), ("B", ["c"]), ("C", ["d", "e"])]), animatingDifferences: false)
        fixture.view.layoutIfNeeded()
        let messages = Diagnostics.recording {
            fixture.dataSource.apply(snapshot([("C", ["d", "b"]), ("D", ["f"]), ("A", ["a", "e"])]), animatingDifferences: false)
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(fixture.shown == "d b | f | a e" && fixture.view.numberOfSections == 3)
        #expect(fixture.cell(1, 2)?.frame == CGRect(x: 230, y: 200, width: 100, height: 100), "the last section (from 200, sections without spacing), its line spread")
    }

    @Test("reconfigureItems configures the cell an item has again in place; reloadItems gets a new cell; applying the same snapshot again changes nothing")
    func reloadAndReconfigure() {
        let fixture = Fixture()
        fixture.show(["a", "b", "c"])
        let cellOfB = fixture.cell(1)
        var next = fixture.dataSource.snapshot()
        next.reloadItems(["a"])
        next.reconfigureItems(["b"])
        fixture.dataSource.apply(next, animatingDifferences: false)
        #expect(fixture.provided == ["a", "b"])
        #expect(fixture.cell(1) === cellOfB && cellOfB?.configurations == 2)
        #expect(fixture.cell(0)?.item == "a")
        fixture.provided = []
        fixture.dataSource.apply(fixture.dataSource.snapshot())
        #expect(fixture.provided.isEmpty)
        fixture.view.reconfigureItems(at: [item(2)])
        #expect(fixture.provided == ["c"] && fixture.cell(2)?.configurations == 2)
    }

    @Test("applySnapshotUsingReloadData reloads; the async applies return once applied")
    func reloadDataAndAsync() async {
        let fixture = Fixture()
        fixture.show(["a", "b"])
        await fixture.dataSource.applySnapshotUsingReloadData(snapshot([("A", ["x", "y", "z"])]))
        fixture.view.layoutIfNeeded()
        #expect(fixture.shown == "x y z" && fixture.provided == ["x", "y", "z"])
        var next = fixture.dataSource.snapshot()
        next.deleteItems(["y"])
        await fixture.dataSource.apply(next, animatingDifferences: false)
        #expect(fixture.shown == "x z" && fixture.cell(1)?.frame.minX == 230)
    }

    @Test("Item 5: a cell provider returning nil, and a header without a provider, are reported and empty views shown; the view still works")
    func badProviders() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 300), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = DataSource(collectionView: view) { view, indexPath, item in
            item == "bad" ? nil : view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(snapshot([("A", ["good", "bad"])]))
        let messages = Diagnostics.recording { view.layoutIfNeeded() }
        #expect(messages == [
            "UICollectionViewDiffableDataSource's cell provider returned nil for item \"bad\" at [0, 1]; an empty cell is used",
            "UICollectionViewDiffableDataSource: no supplementary view of kind UICollectionElementKindSectionHeader at [0, 0] (supplementaryViewProvider is nil); an empty view is used",
        ])
        #expect(view.visibleCells.count == 2)
        var next = dataSource.snapshot()
        next.deleteItems(["bad"])
        dataSource.apply(next, animatingDifferences: false)
        #expect(view.visibleCells.count == 1)
    }
}
