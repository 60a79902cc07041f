import Foundation

/// The sections and items a diffable data source shows, in order, each named by a unique hashable
/// identifier (Scrolling rule 41). A value: a changed copy leaves the original as it was.
/// Looking an identifier up costs O(1); a change costs the sections and the rows of the sections it
/// touches. Where UIKit raises (a repeated identifier, an unknown one, items with no section to go
/// to) Casement reports the call and the identifier and does what it can: the first of repeated
/// identifiers stays where it is, an unknown one is skipped.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Where an item is: its section, by a number the section keeps while it is in the snapshot (so
    /// inserting, deleting or moving sections renumbers no item), and its row. Plain integers, so
    /// that finding an item costs one hash of its identifier.
    private struct ItemPlace {
        var section: Int
        var row: Int
    }

    /// The sections in order, and each one's items in order.
    private(set) var sections: [Section] = []
    private(set) var items: [[Item]] = []
    private var sectionPlaces: [Section: Int] = [:]
    private var itemPlaces: [Item: ItemPlace] = [:]
    /// Each section's number (parallel to `sections`), each number's section, and the next number.
    private var sectionNumbers: [Int] = []
    private var numberedSections: [Int: Int] = [:]
    private var nextSectionNumber = 0
    /// The flat index of each section's first item; the last entry is the number of items.
    private var sectionStarts = [0]
    private var reloadedSections = IdentifierMarks<Section>()
    private var reloadedItems = IdentifierMarks<Item>()
    private var reconfiguredItems = IdentifierMarks<Item>()

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionStarts[sections.count] }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item's identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(items.joined()) }

    /// The sections marked by `reloadSections(_:)`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    /// The items marked by `reloadItems(_:)`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked by `reconfigureItems(_:)`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// The number of items in the section (0, with a diagnostic, for a section not in the snapshot).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let section = knownSection(identifier, "numberOfItems(inSection:)") else { return 0 }
        return items[section].count
    }

    /// The section's items in order (none, with a diagnostic, for a section not in the snapshot).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let section = knownSection(identifier, "itemIdentifiers(inSection:)") else { return [] }
        return items[section]
    }

    /// The section holding the item, or nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPlaces[identifier].flatMap { numberedSections[$0.section] }.map { sections[$0] }
    }

    /// The item's place in `itemIdentifiers`, or nil when it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = itemPlaces[identifier], let section = numberedSections[place.section] else { return nil }
        return sectionStarts[section] + place.row
    }

    /// The section's place in `sectionIdentifiers`, or nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPlaces[identifier]
    }

    // MARK: Items

    /// Adds items at the end of the section, or of the last section when it is nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        let target: Int
        if let sectionIdentifier {
            guard let section = knownSection(sectionIdentifier, call) else { return }
            target = section
        } else {
            guard !sections.isEmpty else {
                return report(call, "there are no sections to add \(describe(identifiers)) to; append a section first. The items are not added")
            }
            target = sections.count - 1
        }
        insert(newItems(identifiers, call), inSection: target, at: items[target].count)
    }

    /// Adds items just before another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: beforeIdentifier, after: false, "insertItems(_:beforeItem:)")
    }

    /// Adds items just after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: afterIdentifier, after: true, "insertItems(_:afterItem:)")
    }

    /// Removes items (and their reload and reconfigure marks).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int: Set<Int>] = [:], unknown: [Item] = []
        for identifier in identifiers {
            guard let place = itemPlaces[identifier], let section = numberedSections[place.section] else {
                unknown.append(identifier)
                continue
            }
            doomed[section, default: []].insert(place.row)
        }
        if !unknown.isEmpty { report("deleteItems(_:)", "items \(describe(unknown)) not in the snapshot; skipped") }
        var gone: Set<Item> = []
        for (section, rows) in doomed {
            var kept: [Item] = []
            kept.reserveCapacity(items[section].count - rows.count)
            for (row, item) in items[section].enumerated() {
                if rows.contains(row) { gone.insert(item) } else { kept.append(item) }
            }
            items[section] = kept
            placeItems(inSection: section, from: rows.min()!)
        }
        for item in gone { itemPlaces[item] = nil }
        if let first = doomed.keys.min() { count(from: first) }
        reloadedItems.unmark(gone)
        reconfiguredItems.unmark(gone)
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item to just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item to just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items whose cells are made anew when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.mark(knownItems(identifiers, "reloadItems(_:)"))
    }

    /// Marks items whose cells the cell provider configures again, in place, when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItems.mark(knownItems(identifiers, "reconfigureItems(_:)"))
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(newSections(identifiers, "appendSections(_:)"), at: sections.count)
    }

    /// Adds sections just before another section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:beforeSection:)"
        guard let section = knownSection(toIdentifier, call) else { return }
        insert(newSections(identifiers, call), at: section)
    }

    /// Adds sections just after another section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:afterSection:)"
        guard let section = knownSection(toIdentifier, call) else { return }
        insert(newSections(identifiers, call), at: section + 1)
    }

    /// Removes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(knownSections(identifiers, "deleteSections(_:)").map { sectionPlaces[$0]! })
        guard let first = doomed.min() else { return }
        var gone: Set<Item> = []
        for section in doomed {
            gone.formUnion(items[section])
            sectionPlaces[sections[section]] = nil
            numberedSections[sectionNumbers[section]] = nil
        }
        for item in gone { itemPlaces[item] = nil }
        reloadedSections.unmark(Set(doomed.map { sections[$0] }))
        let kept = sections.indices.filter { !doomed.contains($0) }
        sections = kept.map { sections[$0] }
        sectionNumbers = kept.map { sectionNumbers[$0] }
        items = kept.map { items[$0] }
        placeSections(from: first)
        reloadedItems.unmark(gone)
        reconfiguredItems.unmark(gone)
    }

    /// Moves a section to just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section to just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections whose rows are made anew when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSections.mark(knownSections(identifiers, "reloadSections(_:)"))
    }
}

// MARK: - For the diff and the data sources

extension NSDiffableDataSourceSnapshot {
    /// The item's section and row, or nil when it is not in the snapshot.
    func indexPath(of identifier: Item) -> IndexPath? {
        location(of: identifier).map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The item's section and row as numbers (cheaper than an index path, which allocates).
    func location(of identifier: Item) -> (section: Int, row: Int)? {
        guard let place = itemPlaces[identifier], let section = numberedSections[place.section] else { return nil }
        return (section, place.row)
    }

    /// The item at the index path, or nil when the snapshot has no such row.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return items[indexPath.section][indexPath.row]
    }

    /// The snapshot as a data source keeps it once applied: the reload and reconfigure marks done.
    var applied: Self {
        var copy = self
        copy.reloadedSections = IdentifierMarks()
        copy.reloadedItems = IdentifierMarks()
        copy.reconfiguredItems = IdentifierMarks()
        return copy
    }
}

// MARK: - Keeping the places

extension NSDiffableDataSourceSnapshot {
    private mutating func insert(_ identifiers: [Item], inSection section: Int, at row: Int) {
        guard !identifiers.isEmpty else { return }
        items[section].insert(contentsOf: identifiers, at: row)
        placeItems(inSection: section, from: row)
        count(from: section)
    }

    private mutating func insert(_ identifiers: [Section], at index: Int) {
        guard !identifiers.isEmpty else { return }
        sections.insert(contentsOf: identifiers, at: index)
        sectionNumbers.insert(contentsOf: nextSectionNumber..<nextSectionNumber + identifiers.count, at: index)
        nextSectionNumber += identifiers.count
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        placeSections(from: index)
    }

    private mutating func insertItems(_ identifiers: [Item], next neighbour: Item, after: Bool, _ call: String) {
        guard let place = knownItem(neighbour, call) else { return }
        insert(newItems(identifiers, call), inSection: place.section, at: place.row + (after ? 1 : 0))
    }

    private mutating func moveItem(_ identifier: Item, next neighbour: Item, after: Bool, _ call: String) {
        guard let from = knownItem(identifier, call), knownItem(neighbour, call) != nil else { return }
        guard identifier != neighbour else { return report(call, "cannot move \(describe([identifier])) next to itself; it stays") }
        items[from.section].remove(at: from.row)
        placeItems(inSection: from.section, from: from.row)
        let to = indexPath(of: neighbour)!
        items[to.section].insert(identifier, at: to.row + (after ? 1 : 0))
        placeItems(inSection: to.section, from: to.row)
        count(from: min(from.section, to.section))
    }

    private mutating func moveSection(_ identifier: Section, next neighbour: Section, after: Bool, _ call: String) {
        guard let from = knownSection(identifier, call), knownSection(neighbour, call) != nil else { return }
        guard identifier != neighbour else { return report(call, "cannot move section \(describe([identifier])) next to itself; it stays") }
        let moving = items.remove(at: from), number = sectionNumbers.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: neighbour)! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        sectionNumbers.insert(number, at: to)
        items.insert(moving, at: to)
        placeSections(from: min(from, to))
    }

    /// Renumbers the rows of `section` from `row` on.
    private mutating func placeItems(inSection section: Int, from row: Int) {
        let number = sectionNumbers[section]
        for index in items[section].indices.dropFirst(row) {
            itemPlaces[items[section][index]] = ItemPlace(section: number, row: index)
        }
    }

    /// Renumbers the sections from `index` on, and their item counts.
    private mutating func placeSections(from index: Int) {
        for section in sections.indices.dropFirst(index) {
            sectionPlaces[sections[section]] = section
            numberedSections[sectionNumbers[section]] = section
        }
        count(from: index)
    }

    /// Recounts where sections start, from `section` on.
    private mutating func count(from section: Int) {
        sectionStarts.removeSubrange(min(section + 1, sectionStarts.count)...)
        for index in section..<sections.count { sectionStarts.append(sectionStarts[index] + items[index].count) }
    }
}

// MARK: - Misuse

extension NSDiffableDataSourceSnapshot {
    private func report(_ call: String, _ problem: String) {
        Diagnostics.report("NSDiffableDataSourceSnapshot.\(call): \(problem)")
    }

    private func describe<T>(_ identifiers: [T]) -> String {
        identifiers.map { String(reflecting: $0) }.joined(separator: ", ")
    }

    /// `identifiers` less those already in the snapshot or repeated, which are reported (UIKit
    /// raises): the first of each stays where it is.
    private func newItems(_ identifiers: [Item], _ call: String) -> [Item] {
        unique(identifiers, call, "item") { itemPlaces[$0] != nil }
    }

    private func newSections(_ identifiers: [Section], _ call: String) -> [Section] {
        unique(identifiers, call, "section") { sectionPlaces[$0] != nil }
    }

    private func unique<T: Hashable>(_ identifiers: [T], _ call: String, _ kind: String, present: (T) -> Bool) -> [T] {
        var seen: Set<T> = [], fresh: [T] = [], repeated: [T] = []
        for identifier in identifiers {
            if !present(identifier) && seen.insert(identifier).inserted { fresh.append(identifier) } else { repeated.append(identifier) }
        }
        if !repeated.isEmpty {
            report(call, "\(kind) identifiers must be unique: \(describe(repeated)) already in the snapshot or repeated; the first stays where it is")
        }
        return fresh
    }

    private func knownSection(_ identifier: Section, _ call: String) -> Int? {
        guard let section = sectionPlaces[identifier] else {
            report(call, "section \(describe([identifier])) is not in the snapshot; nothing is done")
            return nil
        }
        return section
    }

    private func knownItem(_ identifier: Item, _ call: String) -> IndexPath? {
        guard let indexPath = indexPath(of: identifier) else {
            report(call, "item \(describe([identifier])) is not in the snapshot; nothing is done")
            return nil
        }
        return indexPath
    }

    private func knownItems(_ identifiers: [Item], _ call: String) -> [Item] {
        known(identifiers, call, "items") { itemPlaces[$0] != nil }
    }

    private func knownSections(_ identifiers: [Section], _ call: String) -> [Section] {
        known(identifiers, call, "sections") { sectionPlaces[$0] != nil }
    }

    /// The identifiers `present` finds; the others are reported and skipped.
    private func known<T>(_ identifiers: [T], _ call: String, _ kind: String, present: (T) -> Bool) -> [T] {
        let found = identifiers.filter(present)
        if found.count < identifiers.count {
            report(call, "\(kind) \(describe(identifiers.filter { !present($0) })) not in the snapshot; skipped")
        }
        return found
    }
}
