import Foundation
import Testing
@testable import UIKit

/// Scrolling rule 41: applying a snapshot diffs it against the current one into the deletes,
/// inserts, moves and reloads of a batch update (Scrolling rule 34's terms), in linear time.
@Suite("Snapshot differences", .startsClean)
@MainActor
struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>
    typealias Move = SnapshotDifference.Move

    /// A snapshot from "X: a b | Y: c".
    private func snapshot(_ text: String) -> Snapshot {
        var snapshot = Snapshot()
        for part in text.split(separator: "|") {
            let words = part.split(separator: " ").map(String.init)
            let section = String(words[0].dropLast())
            snapshot.appendSections([section])
            snapshot.appendItems(Array(words.dropFirst()), toSection: section)
        }
        return snapshot
    }

    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test("Identical snapshots: nothing to do")
    func identical() {
        let text = "X: a b c | Y: d e | Z:"
        #expect(SnapshotDifference(from: snapshot(text), to: snapshot(text)).isEmpty)
        #expect(SnapshotDifference(from: Snapshot(), to: Snapshot()).isEmpty)
    }

    @Test("A row deleted and one inserted: by their places before and after, nothing moves")
    func deleteAndInsert() {
        let difference = SnapshotDifference(from: snapshot("X: a b c d"), to: snapshot("X: a c d e"))
        #expect(difference.deletedItems == [row(1)] && difference.insertedItems == [row(3)])
        #expect(difference.movedItems.isEmpty && difference.reloadedItems.isEmpty && difference.deletedSections.isEmpty)
    }

    @Test("One row moved to the end, one to the front, two swapped: one move each")
    func moves() {
        #expect(SnapshotDifference(from: snapshot("X: a b c d e"), to: snapshot("X: a c d e b")).movedItems == [Move(from: row(1), to: row(4))])
        #expect(SnapshotDifference(from: snapshot("X: a b c d e"), to: snapshot("X: e a b c d")).movedItems == [Move(from: row(4), to: row(0))])
        let swap = SnapshotDifference(from: snapshot("X: a b c d"), to: snapshot("X: a c b d"))
        #expect(swap.movedItems == [Move(from: row(2), to: row(1))] && swap.deletedItems.isEmpty && swap.insertedItems.isEmpty)
    }

    @Test("A row moving to another section is a move between index paths")
    func moveAcrossSections() {
        let difference = SnapshotDifference(from: snapshot("X: a b | Y: c"), to: snapshot("X: a | Y: b c"))
        #expect(difference.movedItems == [Move(from: row(1, 0), to: row(0, 1))])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
    }

    @Test("Reloads by their places before; a reloaded row that moves is deleted and inserted; reconfigures by their places after")
    func reloadsAndReconfigures() {
        var new = snapshot("X: z a c b d")
        new.reloadItems(["c", "b"])
        new.reconfigureItems(["d", "z"])
        let difference = SnapshotDifference(from: snapshot("X: a b c d"), to: new)
        #expect(difference.insertedItems == [row(0), row(2)] && difference.deletedItems == [row(2)])
        #expect(difference.reloadedItems == [row(1)] && difference.movedItems.isEmpty)
        #expect(difference.reconfiguredItems == [row(4)], "z is new: its cell is made anyway")
    }

    @Test("Sections deleted, inserted, moved and reloaded; their rows go with them")
    func sections() {
        var new = snapshot("Z: e | W: f | X: a | Y: b")
        new.reloadSections(["Y"])
        let difference = SnapshotDifference(from: snapshot("X: a | Y: b c | Z: e | V: d"), to: new)
        #expect(difference.deletedSections == [3] && difference.insertedSections == [1] && difference.reloadedSections == [1])
        #expect(difference.movedSections == [Move(from: 2, to: 0)])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty && difference.movedItems.isEmpty)
    }

    @Test("A row leaving a deleted section is inserted; a row joining an inserted section is deleted from its old one")
    func rowsAndReplacedSections() {
        let difference = SnapshotDifference(from: snapshot("X: a b | V: c"), to: snapshot("X: a c | W: b"))
        #expect(difference.deletedSections == [1] && difference.insertedSections == [1])
        #expect(difference.deletedItems == [row(1)] && difference.insertedItems == [row(1)] && difference.movedItems.isEmpty)
    }

    /// A random snapshot of some of five sections in some order holding some of 40 items.
    private func randomSnapshot(_ random: inout RandomCases) -> Snapshot {
        var snapshot = Snapshot()
        let sections = (0..<5).map { "S\($0)" }.shuffled(using: &random).prefix(random.int(1..<6))
        snapshot.appendSections(Array(sections))
        for item in (0..<40).map({ "i\($0)" }).shuffled(using: &random).prefix(random.int(0..<41)) {
            snapshot.appendItems([item], toSection: sections.randomElement(using: &random)!)
        }
        return snapshot
    }

    @Test("200 random pairs of snapshots: the difference is a batch the table accepts, and it takes every row that stays to its new place")
    func randomPairs() {
        RandomCases.forAll { random in
            let old = randomSnapshot(&random)
            var new = randomSnapshot(&random)
            new.reloadItems(new.itemIdentifiers.filter { _ in random.int(0..<8) == 0 })
            let difference = SnapshotDifference(from: old, to: new)
            var batch = ListUpdateBatch(call: "test", vocabulary: .table)
            batch.add(difference)
            let counts = { (snapshot: Snapshot) in snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) } }
            #expect(batch.problem(before: counts(old), after: counts(new)) == nil, "seed \(random.seed)")
            var reached: Set<IndexPath> = []
            for item in old.itemIdentifiers {
                guard let to = batch.newIndexPath(of: old.indexPath(of: item)!) else { continue }
                #expect(new.indexPath(of: item) == to, "seed \(random.seed): \(item)")
                reached.insert(to)
            }
            for item in new.itemIdentifiers {
                let to = new.indexPath(of: item)!
                #expect(reached.contains(to) || batch.inserts.contains(to) || batch.insertedSections.contains(to.section), "seed \(random.seed): \(item)")
            }
        }
    }
}
