import Foundation
import Testing
@testable import UIKit

/// Batch updates of collection views (Scrolling rule 34, as for tables): the final state follows
/// the data source, cells of items that stay keep following them, and a batch the counts disagree
/// with is reported in UIKit's words, the view reloading instead and staying usable.
@Suite("UICollectionView updates", .startsClean)
@MainActor
struct UICollectionViewUpdatesTests {
    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("Delete, insert and move in one batch: cells of the items that stay follow them to their new frames; the selection follows too")
    func batch() {
        let source = CollectionRecorder(itemCounts: [12])
        let view = makeCollection(source)
        let cell2 = view.cellForItem(at: item(2)), cell5 = view.cellForItem(at: item(5))
        view.selectItem(at: item(5), animated: false, scrollPosition: [])
        var completed: Bool?
        source.itemCounts = [11]
        source.clear()
        view.performBatchUpdates({
            view.deleteItems(at: [item(0), item(1)])
            view.insertItems(at: [item(0)])
            view.moveItem(at: item(2), to: item(8))
        }, completion: { completed = $0 })
        // Before: 0…11. Deleted 0 and 1, a new 0, old 2 moved to 8: old 3…8 at 1…6, old 9 at 7, old 10 at 9.
        #expect(completed == true)
        #expect(view.cellForItem(at: item(3)) === cell5 && view.indexPathsForSelectedItems == [item(3)])
        #expect(view.cellForItem(at: item(3))?.frame.origin == CGPoint(x: 0, y: 110) && cell5?.isSelected == true)
        #expect(view.cellForItem(at: item(8)) === cell2, "item 8 (line 2) shows old item 2's cell")
        #expect(source.log.filter { $0.hasPrefix("cellForItemAt") } == ["cellForItemAt 0.0", "cellForItemAt 0.7"],
                "only the inserted item and old item 9, new on screen, ask for cells: \(source.log)")
        #expect(view.visibleCells.count == 9)
    }

    @Test("Item 5: a batch the data source's counts disagree with reports UIKit's message; the view reloads and still scrolls")
    func countMismatch() {
        let source = CollectionRecorder(itemCounts: [20])
        let view = makeCollection(source)
        var completed: Bool?
        let messages = Diagnostics.recording {
            view.performBatchUpdates({ view.deleteItems(at: [item(0)]) }, completion: { completed = $0 })
        }
        #expect(messages == ["UICollectionView.performBatchUpdates(_:completion:): Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (20) must be equal to the number of items contained in that section before the update (20), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). The collection view reloads from the data source instead."])
        #expect(completed == false)
        let bad = Diagnostics.recording { view.deleteItems(at: [item(99)]) }
        #expect(bad.first?.contains("attempt to delete item 99 from section 0 which only contains 20 items before the update") == true)
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 9)
        view.contentOffset = CGPoint(x: 0, y: 330)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.first == item(9))
    }

    @Test("Sections: inserting one moves the items after it; reloading one makes its cells anew")
    func sections() {
        let source = CollectionRecorder(itemCounts: [3, 3])
        let view = makeCollection(source)
        let first = view.cellForItem(at: item(0, 1))
        source.itemCounts = [3, 2, 3]
        view.insertSections(IndexSet(integer: 1))
        #expect(view.numberOfSections == 3 && view.cellForItem(at: item(0, 2)) === first)
        #expect(view.cellForItem(at: item(0, 2))?.frame.minY == 200, "sections follow each other without spacing")
        source.clear()
        view.reloadSections(IndexSet(integer: 0))
        #expect(source.log.filter { $0.hasPrefix("cellForItemAt") } == ["cellForItemAt 0.0", "cellForItemAt 0.1", "cellForItemAt 0.2"])
        source.clear()
        view.reloadItems(at: [item(1, 1)])
        #expect(source.log.filter { $0.hasPrefix("cellForItemAt") } == ["cellForItemAt 1.1"])
    }
}
