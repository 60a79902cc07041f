import Foundation
import Testing
@testable import UIKit

/// Scrolling rule 41: a snapshot is a value of unique identifiers, appended to the last section
/// by default, inserted before or after others, deleted, moved and marked for reload; issue 27
/// item 5: misuse UIKit raises on is reported, naming the call and the identifier, and the first of
/// repeated identifiers stays.
@Suite("NSDiffableDataSourceSnapshot", .startsClean)
@MainActor
struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// Sections "A" [1, 2] and "B" [3, 4].
    private func twoSections() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2], toSection: "A")
        snapshot.appendItems([3, 4])
        return snapshot
    }

    /// Each section's items, "A: 1 2 | B: 3 4".
    private func layout(_ snapshot: Snapshot) -> String {
        snapshot.sectionIdentifiers.map { "\($0): " + snapshot.itemIdentifiers(inSection: $0).map(String.init).joined(separator: " ") }.joined(separator: " | ")
    }

    @Test("Items appended without a section go to the last one; counts, identifiers and places read back")
    func appendAndRead() {
        let snapshot = twoSections()
        #expect(layout(snapshot) == "A: 1 2 | B: 3 4")
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        #expect(snapshot.sectionIdentifiers == ["A", "B"] && snapshot.itemIdentifiers == [1, 2, 3, 4])
        #expect(snapshot.numberOfItems(inSection: "A") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "B" && snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(1) == 0 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("B") == 1 && snapshot.indexOfSection("Z") == nil)
    }

    @Test("Inserting before and after items, and moving items within and across sections, renumbers the places")
    func insertAndMoveItems() {
        var snapshot = twoSections()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 4)
        #expect(layout(snapshot) == "A: 1 10 11 2 | B: 3 4 12")
        snapshot.moveItem(1, afterItem: 3)
        snapshot.moveItem(12, beforeItem: 10)
        #expect(layout(snapshot) == "A: 12 10 11 2 | B: 3 1 4")
        #expect(snapshot.indexOfItem(1) == 5 && snapshot.indexOfItem(2) == 3 && snapshot.sectionIdentifier(containingItem: 12) == "A")
        snapshot.moveItem(12, afterItem: 2)
        #expect(layout(snapshot) == "A: 10 11 2 12 | B: 3 1 4" && snapshot.indexOfItem(12) == 3 && snapshot.indexOfItem(10) == 0)
    }

    @Test("Sections inserted before and after others, moved, and deleted with their items")
    func sections() {
        var snapshot = twoSections()
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.insertSections(["M"], afterSection: "A")
        snapshot.appendItems([5], toSection: "M")
        #expect(layout(snapshot) == "Z:  | A: 1 2 | M: 5 | B: 3 4")
        #expect(snapshot.indexOfItem(5) == 2 && snapshot.indexOfItem(3) == 3)
        snapshot.moveSection("B", beforeSection: "A")
        snapshot.moveSection("Z", afterSection: "M")
        #expect(layout(snapshot) == "B: 3 4 | A: 1 2 | M: 5 | Z: ")
        #expect(snapshot.indexOfItem(1) == 2 && snapshot.indexOfSection("M") == 2)
        snapshot.deleteSections(["A", "Z"])
        #expect(layout(snapshot) == "B: 3 4 | M: 5")
        #expect(snapshot.numberOfItems == 3 && snapshot.indexOfItem(1) == nil && snapshot.sectionIdentifier(containingItem: 2) == nil)
        #expect(snapshot.indexOfItem(5) == 2 && snapshot.indexOfSection("M") == 1)
    }

    @Test("Deleting items, then all of them (sections too)")
    func deleting() {
        var snapshot = twoSections()
        snapshot.deleteItems([1, 4])
        #expect(layout(snapshot) == "A: 2 | B: 3" && snapshot.indexOfItem(3) == 1 && snapshot.indexOfItem(4) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0 && snapshot.indexOfItem(2) == nil)
    }

    @Test("Reload and reconfigure marks: in order, once each, dropped with their items and sections")
    func marks() {
        var snapshot = twoSections()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([2])
        snapshot.reloadSections(["B", "A"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1] && snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
        snapshot.deleteItems([3])
        snapshot.deleteSections(["A"])
        #expect(snapshot.reloadedItemIdentifiers == [] && snapshot.reconfiguredItemIdentifiers == [] && snapshot.reloadedSectionIdentifiers == ["B"])
    }

    @Test("A snapshot is a value: changing a copy leaves the original")
    func value() {
        let original = twoSections()
        var copy = original
        copy.deleteItems([1])
        copy.appendSections(["C"])
        #expect(layout(original) == "A: 1 2 | B: 3 4" && original.indexOfItem(2) == 1)
        #expect(layout(copy) == "A: 2 | B: 3 4 | C: ")
    }

    @Test("Item 5: repeated identifiers are reported naming the call and the identifiers; the first stays where it is")
    func duplicates() {
        var snapshot = twoSections()
        let messages = Diagnostics.recording {
            snapshot.appendItems([5, 5, 2], toSection: "B")
            snapshot.appendSections(["A", "C"])
        }
        #expect(messages == [
            "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): item identifiers must be unique: 5, 2 already in the snapshot or repeated; the first stays where it is",
            "NSDiffableDataSourceSnapshot.appendSections(_:): section identifiers must be unique: \"A\" already in the snapshot or repeated; the first stays where it is",
        ])
        #expect(layout(snapshot) == "A: 1 2 | B: 3 4 5 | C: ")
    }

    @Test("Item 5: items with no section to go to, and unknown identifiers in inserts, moves, deletes and reloads, are reported and skipped")
    func unknownIdentifiers() {
        var empty = Snapshot()
        var snapshot = twoSections()
        let messages = Diagnostics.recording {
            empty.appendItems([1])
            snapshot.appendItems([7], toSection: "Q")
            snapshot.insertItems([8], beforeItem: 99)
            snapshot.moveItem(98, afterItem: 1)
            snapshot.moveItem(1, afterItem: 1)
            snapshot.deleteItems([2, 97])
            snapshot.reloadItems([3, 96])
            snapshot.moveSection("A", beforeSection: "Q")
        }
        #expect(messages == [
            "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): there are no sections to add 1 to; append a section first. The items are not added",
            "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): section \"Q\" is not in the snapshot; nothing is done",
            "NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:): item 99 is not in the snapshot; nothing is done",
            "NSDiffableDataSourceSnapshot.moveItem(_:afterItem:): item 98 is not in the snapshot; nothing is done",
            "NSDiffableDataSourceSnapshot.moveItem(_:afterItem:): cannot move 1 next to itself; it stays",
            "NSDiffableDataSourceSnapshot.deleteItems(_:): items 97 not in the snapshot; skipped",
            "NSDiffableDataSourceSnapshot.reloadItems(_:): items 96 not in the snapshot; skipped",
            "NSDiffableDataSourceSnapshot.moveSection(_:beforeSection:): section \"Q\" is not in the snapshot; nothing is done",
        ])
        #expect(empty.numberOfItems == 0)
        #expect(layout(snapshot) == "A: 1 | B: 3 4" && snapshot.reloadedItemIdentifiers == [3])
    }

    @Test("Random edits of 3 sections and up to 60 items agree with plain arrays, places and flat indexes included")
    func againstArrays() {
        var random = RandomCases(seed: 27)
        var snapshot = Snapshot(), model: [(String, [Int])] = [("A", []), ("B", []), ("C", [])]
        snapshot.appendSections(["A", "B", "C"])
        var next = 0
        for _ in 0..<400 {
            let all = model.flatMap(\.1)
            switch random.int(0..<5) {
            case 0, 1:
                let section = random.int(0..<3)
                snapshot.appendItems([next], toSection: model[section].0)
                model[section].1.append(next)
                next += 1
            case 2 where !all.isEmpty:
                let victim = all[random.int(0..<all.count)]
                snapshot.deleteItems([victim])
                for index in model.indices { model[index].1.removeAll { $0 == victim } }
            case 3 where all.count > 1:
                let item = all[random.int(0..<all.count)], anchor = all[random.int(0..<all.count)]
                guard item != anchor else { continue }
                snapshot.moveItem(item, beforeItem: anchor)
                for index in model.indices { model[index].1.removeAll { $0 == item } }
                let section = model.firstIndex { $0.1.contains(anchor) }!
                model[section].1.insert(item, at: model[section].1.firstIndex(of: anchor)!)
            case 4:
                let mover = model[random.int(0..<3)].0, anchor = model[random.int(0..<3)].0
                guard mover != anchor else { continue }
                snapshot.moveSection(mover, afterSection: anchor)
                let moving = model.remove(at: model.firstIndex { $0.0 == mover }!)
                model.insert(moving, at: model.firstIndex { $0.0 == anchor }! + 1)
            default:
                continue
            }
            #expect(snapshot.sectionIdentifiers == model.map(\.0))
            let flat = model.flatMap(\.1)
            #expect(snapshot.itemIdentifiers == flat)
            for (index, item) in flat.enumerated() {
                #expect(snapshot.indexOfItem(item) == index)
                #expect(snapshot.sectionIdentifier(containingItem: item) == model.first { $0.1.contains(item) }?.0)
            }
        }
    }
}
