import Foundation

extension ListUpdateBatch {
    /// Adds the changes between two snapshots. A list takes no section moves from a snapshot here: a moved section is
    /// deleted and inserted, and a row moving out of it or into it is inserted or deleted at its
    /// other end.
    mutating func add(_ difference: SnapshotDifference) {
        let movedFrom = IndexSet(difference.movedSections.map(\.from)), movedTo = IndexSet(difference.movedSections.map(\.to))
        deletedSections.formUnion(difference.deletedSections.union(movedFrom))
        insertedSections.formUnion(difference.insertedSections.union(movedTo))
        reloadedSections.formUnion(difference.reloadedSections)
        deletes += difference.deletedItems.filter { !movedFrom.contains($0.section) }
        inserts += difference.insertedItems.filter { !movedTo.contains($0.section) }
        reloads += difference.reloadedItems.filter { !movedFrom.contains($0.section) }
        for move in difference.movedItems {
            switch (movedFrom.contains(move.from.section), movedTo.contains(move.to.section)) {
            case (false, false): moves.append((move.from, move.to))
            case (false, true): deletes.append(move.from)
            case (true, false): inserts.append(move.to)
            case (true, true): break
            }
        }
    }
}
