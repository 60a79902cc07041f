import Foundation

/// One batch of updates to a table's rows or a collection view's items, as the app names them
/// (Scrolling rule 34): deletions and reloads of rows and sections by their places before the
/// update, insertions by their places after it, moves from one to the other. A row and an item are
/// the same place in an index path.
struct ListUpdateBatch {
    /// What a list calls its elements and itself in UIKit's messages.
    enum Vocabulary {
        case table, collection

        var element: String { self == .table ? "row" : "item" }
        var list: String { self == .table ? "table view" : "collection view" }
    }

    /// How long an animated update takes, in a table or a collection view.
    static let animationDuration = 0.3

    /// The call that opened the batch, for diagnostics.
    let call: String
    let vocabulary: Vocabulary
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Whether any update asked for an animation.
    var animated = false
    var completions: [(Bool) -> Void] = []

    /// What is wrong with the batch, given the row counts before and after it, in UIKit's words; nil
    /// when each section holds its rows before, plus those inserted and moved in, less those deleted
    /// and moved out, and every index path names a row.
    func problem(before old: [Int], after new: [Int]) -> String? {
        let row = vocabulary.element, table = vocabulary.list
        func contains(_ counts: [Int], _ indexPath: IndexPath) -> Bool {
            indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.row)
        }
        func rows(_ counts: [Int], _ section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }
        for (verb, paths) in [("delete", deletes), ("reload", reloads), ("move", moves.map(\.from))] {
            if let bad = paths.first(where: { !contains(old, $0) }) {
                return "attempt to \(verb) \(row) \(bad.row) from section \(bad.section) which only contains \(rows(old, bad.section)) \(row)s before the update"
            }
        }
        if let bad = deletedSections.union(reloadedSections).first(where: { $0 >= old.count }) {
            return "attempt to \(deletedSections.contains(bad) ? "delete" : "reload") section \(bad), but there are only \(old.count) sections before the update"
        }
        if let bad = insertedSections.first(where: { $0 >= new.count }) {
            return "attempt to insert section \(bad) but there are only \(new.count) sections after the update"
        }
        guard new.count == old.count - deletedSections.count + insertedSections.count else {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(table) after the update (\(new.count)) must be equal to the number of sections contained in the \(table) before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        if let bad = (inserts + moves.map(\.to)).first(where: { !contains(new, $0) }) {
            return "attempt to insert \(row) \(bad.row) into section \(bad.section), but there are only \(rows(new, bad.section)) \(row)s in section \(bad.section) after the update"
        }
        for section in old.indices where !reloadedSections.contains(section) {
            guard let after = newSection(of: section) else { continue }
            let deleted = Set(deletes.filter { $0.section == section }).count
            let inserted = Set(inserts.filter { $0.section == after }).count
            let movedOut = moves.filter { $0.from.section == section && $0.to.section != after }.count
            let movedIn = moves.filter { $0.to.section == after && $0.from.section != section }.count
            if new[after] != old[section] - deleted + inserted - movedOut + movedIn {
                return "Invalid update: invalid number of \(row)s in section \(section). The number of \(row)s contained in an existing section after the update (\(new[after])) must be equal to the number of \(row)s contained in that section before the update (\(old[section])), plus or minus the number of \(row)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(row)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Where the row at `old` is after the batch, or nil if it was deleted. Rows that stay keep their
    /// order and fill the places insertions and moves leave free. Costs the updates, not the rows.
    func newIndexPath(of old: IndexPath) -> IndexPath? {
        guard !reloadedSections.contains(old.section), let section = newSection(of: old.section), !deletes.contains(old) else { return nil }
        if let move = moves.first(where: { $0.from == old }) { return move.to }
        let removedAbove = Set(deletes.filter { $0.section == old.section && $0.row < old.row }).count
            + moves.filter { $0.from.section == old.section && $0.from.row < old.row }.count
        var row = old.row - removedAbove
        let taken = (inserts.filter { $0.section == section } + moves.map(\.to).filter { $0.section == section }).map(\.row).sorted()
        for place in taken where place <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }

    /// What a batch brings, by places after it: rows inserted, moved there or reloaded, and
    /// sections inserted or reloaded, all of whose rows arrive. Worked out once per batch shown, so
    /// asking about each new cell costs one lookup.
    struct Arrivals {
        private let rows: Set<IndexPath>
        private let sections: IndexSet

        init(_ batch: ListUpdateBatch) {
            rows = Set(batch.inserts + batch.moves.map(\.to) + batch.reloads.compactMap(batch.newIndexPath(of:)))
            sections = IndexSet(batch.reloadedSections.compactMap(batch.newSection(of:))).union(batch.insertedSections)
        }

        /// Whether the row at `indexPath` (its place after the batch) arrives with it.
        func contains(_ indexPath: IndexPath) -> Bool {
            rows.contains(indexPath) || sections.contains(indexPath.section)
        }
    }

    /// Where section `old` is after the batch, or nil if it was deleted: sections that stay keep
    /// their order and fill the places insertions leave free.
    func newSection(of old: Int) -> Int? {
        if deletedSections.contains(old) { return nil }
        var section = old - deletedSections.count(in: 0..<old)
        for place in insertedSections where place <= section { section += 1 }
        return section
    }
}
