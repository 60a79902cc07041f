import Foundation

/// What the table's and the collection view's diffable data sources share (Scrolling rule 41):
/// the snapshot the list shows, applying a new one as one batch update or a reload, and the
/// identifiers' places. A class, so that the list's calls back into the data source while an
/// update applies read the new snapshot.
@MainActor
final class DiffableDataSourceCore<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    /// What the list shows: the last snapshot applied, its marks done.
    private(set) var current = Snapshot()
    /// The data source's name and what it shows for a cell it cannot get, in diagnostics.
    private let owner: String
    private let standIn: String

    init(owner: String, standIn: String) {
        self.owner = owner
        self.standIn = standIn
    }

    /// Shows `snapshot` in `list`: the differences from the one shown become one batch update,
    /// animated or not; `completion` runs once it is applied. A list that has not read its data
    /// yet reads the new snapshot when it does.
    func apply(_ snapshot: Snapshot, to list: (any DiffableList)?, animated: Bool, completion: (() -> Void)?) {
        guard let list, !list.needsReload else {
            current = snapshot.applied
            completion?()
            return
        }
        list.loadIfNeeded()
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot.applied
        list.performUpdates(difference, animated: animated, call: "\(owner).apply(_:animatingDifferences:completion:)", completion: completion)
    }

    /// The list moved the item at `source` to `destination` itself (the user dragged its row): the
    /// snapshot follows, with no update of the list.
    func followMove(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, let item = itemIdentifier(for: source), let section = sectionIdentifier(for: destination.section) else { return }
        var moved = current
        moved.deleteItems([item])
        let items = moved.itemIdentifiers(inSection: section)
        if destination.item < items.count {
            moved.insertItems([item], beforeItem: items[destination.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        current = moved.applied
    }

    /// Shows `snapshot` by reloading `list`, without working out the differences.
    func reload(_ snapshot: Snapshot, in list: (any DiffableList)?, completion: (() -> Void)?) {
        current = snapshot.applied
        list?.reloadData()
        completion?()
    }

    /// The item at the index path, or nil.
    func itemIdentifier(for indexPath: IndexPath) -> Item? {
        current.item(at: indexPath)
    }

    /// The item's index path, or nil when it is not shown.
    func indexPath(for itemIdentifier: Item) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at `index`, or nil when there is no such section.
    func sectionIdentifier(for index: Int) -> Section? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The items in section `index` (0 when there is no such section).
    func numberOfItems(inSection index: Int) -> Int {
        current.items.indices.contains(index) ? current.items[index].count : 0
    }

    /// The item a cell is asked for at `indexPath` by `call`, or nil with a diagnostic when the
    /// snapshot has no such element (`element` names it: "row" or "item").
    func itemForCell(at indexPath: IndexPath, _ call: String, _ element: String) -> Item? {
        if let item = current.item(at: indexPath) { return item }
        Diagnostics.report("\(owner).\(call): the snapshot has no \(element) \(indexPath); \(standIn) is used")
        return nil
    }

    /// Reports a cell provider that gave no cell for `item` (UIKit raises).
    func reportNoCell(for item: Item, at indexPath: IndexPath) {
        Diagnostics.report("\(owner)'s cell provider returned nil for item \(String(reflecting: item)) at \(indexPath); \(standIn) is used")
    }
}
