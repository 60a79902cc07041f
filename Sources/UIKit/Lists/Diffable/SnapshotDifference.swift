import Foundation

/// What changes from one snapshot to the next, in the terms of a batch update (Scrolling rules 34
/// and 41): deletions and reloads by their places before, insertions and reconfigurations by their
/// places after, moves from one to the other. The items of a deleted, inserted or reloaded section
/// go with it and are not listed. Found in time linear in the items (one walk through each
/// snapshot, every lookup O(1)), not the fewest moves: where two orders disagree, the element
/// displaced further is the one that moves. Knows no view, so tables and collection views share it
/// (package-visible for `casement-bench`, which times it alone).
package struct SnapshotDifference: Equatable {
    /// A section or row going from one place to another.
    struct Move<Place: Hashable>: Hashable {
        let from: Place
        let to: Place
    }

    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [Move<Int>] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    var reconfiguredItems: [IndexPath] = []

    /// No change.
    private init() {}

    /// Whether the snapshots show the same thing.
    var isEmpty: Bool { self == SnapshotDifference() }

    /// The changes from `old` to `new`, reading `new`'s reload and reconfigure marks.
    package init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        diffSections(old, new)
        // Sections replaced as a whole (deleted, or reloaded) before, and fresh ones after.
        let gone = deletedSections.union(reloadedSections)
        var fresh = insertedSections
        for section in reloadedSections { fresh.insert(new.indexOfSection(old.sections[section])!) }
        let reloading = Set(new.reloadedItemIdentifiers.filter { old.location(of: $0) != nil })
        for (section, identifier) in old.sections.enumerated() where !gone.contains(section) {
            let after = new.indexOfSection(identifier)!
            var stayingBefore: [Item] = [], stayingAfter: [Item] = []
            for (row, item) in old.items[section].enumerated() {
                guard let to = new.location(of: item) else { deletedItems.append(IndexPath(row: row, section: section)); continue }
                if to.section == after {
                    stayingBefore.append(item)
                } else if fresh.contains(to.section) {
                    deletedItems.append(IndexPath(row: row, section: section))
                } else {
                    move(IndexPath(row: row, section: section), IndexPath(row: to.row, section: to.section), replacing: reloading.contains(item))
                }
            }
            for (row, item) in new.items[after].enumerated() {
                guard let from = old.location(of: item) else { insertedItems.append(IndexPath(row: row, section: after)); continue }
                if from.section == section {
                    stayingAfter.append(item)
                } else if gone.contains(from.section) {
                    insertedItems.append(IndexPath(row: row, section: after))
                }
            }
            let displaced = Self.displaced(stayingBefore, stayingAfter)
            for item in displaced {
                move(old.indexPath(of: item)!, new.indexPath(of: item)!, replacing: reloading.contains(item))
            }
            if !reloading.isEmpty {
                for item in stayingBefore where reloading.contains(item) && !displaced.contains(item) {
                    reloadedItems.append(old.indexPath(of: item)!)
                }
            }
        }
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { item in
            guard !reloading.contains(item), let from = old.indexPath(of: item), let to = new.indexPath(of: item),
                  !gone.contains(from.section), !fresh.contains(to.section) else { return nil }
            return to
        }
        deletedItems.sort()
        insertedItems.sort()
        reloadedItems.sort()
        movedItems.sort { $0.from < $1.from }
    }

    /// Sections deleted, inserted, reloaded and moved; a reloaded section that moves is deleted and
    /// inserted, as a row cannot both reload and move.
    private mutating func diffSections<Section, Item>(_ old: NSDiffableDataSourceSnapshot<Section, Item>, _ new: NSDiffableDataSourceSnapshot<Section, Item>) {
        var stayingBefore: [Section] = [], stayingAfter: [Section] = []
        for (index, section) in old.sections.enumerated() {
            if new.indexOfSection(section) == nil { deletedSections.insert(index) } else { stayingBefore.append(section) }
        }
        for (index, section) in new.sections.enumerated() {
            if old.indexOfSection(section) == nil { insertedSections.insert(index) } else { stayingAfter.append(section) }
        }
        let reloading = Set(new.reloadedSectionIdentifiers)
        let displaced = Self.displaced(stayingBefore, stayingAfter)
        for section in stayingBefore {
            let from = old.indexOfSection(section)!, to = new.indexOfSection(section)!
            switch (displaced.contains(section), reloading.contains(section)) {
            case (true, true):
                deletedSections.insert(from)
                insertedSections.insert(to)
            case (true, false): movedSections.append(Move(from: from, to: to))
            case (false, true): reloadedSections.insert(from)
            case (false, false): break
            }
        }
    }

    /// A row that changes place: a move, or a delete and an insert when it also reloads.
    private mutating func move(_ from: IndexPath, _ to: IndexPath, replacing: Bool) {
        if replacing {
            deletedItems.append(from)
            insertedItems.append(to)
        } else {
            movedItems.append(Move(from: from, to: to))
        }
    }

    /// Of the elements `before` and `after` share, in one order and in another, those that move so
    /// that the others keep their order. One walk through both: where they disagree, of the element
    /// `before` expects next and the one `after` has, the one further from its place moves.
    static func displaced<Element: Hashable>(_ before: [Element], _ after: [Element]) -> Set<Element> {
        guard before != after else { return [] }
        var placesBefore = [Element: Int](minimumCapacity: before.count)
        for (index, element) in before.enumerated() { placesBefore[element] = index }
        var placesAfter = [Element: Int](minimumCapacity: after.count)
        for (index, element) in after.enumerated() { placesAfter[element] = index }
        var displaced: Set<Element> = [], next = 0
        for (index, element) in after.enumerated() where !displaced.contains(element) {
            while true {
                while displaced.contains(before[next]) { next += 1 }
                let expected = before[next]
                if expected == element {
                    next += 1
                    break
                }
                // `expected` is further on in `after`, `element` further on in `before`.
                if placesAfter[expected]! - index > placesBefore[element]! - next {
                    displaced.insert(expected)
                    next += 1
                } else {
                    displaced.insert(element)
                    break
                }
            }
        }
        return displaced
    }
}
