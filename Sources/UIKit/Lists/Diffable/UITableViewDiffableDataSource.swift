import Foundation

/// A table's data source fed by snapshots (Scrolling rule 41): the app applies the state it
/// wants to show and the data source works out the rows to delete, insert, move and reload, as one
/// batch update, animated or not. Cells come from the cell provider, given each row's item.
/// Subclasses override the data source methods they need (section titles, say): each is declared
/// here so that `override` compiles and the subclass's version is the one the table calls.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell for a row showing an item (usually with `dequeueReusableCell(withIdentifier:for:)`).
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>(owner: "UITableViewDiffableDataSource", standIn: "a default cell")

    /// The animation of rows inserted, deleted and reloaded by `apply` (`.automatic` by default).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source making cells with `cellProvider`, made `tableView`'s data source (which holds it
    /// weakly: keep it).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the differences from the one shown become one batch update of the table,
    /// animated with `defaultRowAnimation` when `animatingDifferences` is true. `completion` runs
    /// once the update is applied (Casement does not wait for the animations).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        core.apply(snapshot, to: tableView, animated: animatingDifferences && defaultRowAnimation != .none, completion: completion)
    }

    /// Shows `snapshot` by reloading the table, without working out the differences.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        core.reload(snapshot, in: tableView, completion: completion)
    }

    /// `apply(_:animatingDifferences:completion:)`, returning once the update is applied.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// `applySnapshotUsingReloadData(_:completion:)`, returning once the table has reloaded.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// A copy of the snapshot the table shows, to change and apply.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.current
    }

    // MARK: Identifiers and places

    /// The item the row shows, or nil when there is no such row.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// The row showing the item, or nil when the item is not shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier)
    }

    /// The section at `index`, or nil when there is no such section.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    /// The place of the section, or nil when it is not shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int {
        core.current.numberOfSections
    }

    /// The section's items.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the row's item; a default cell, with a diagnostic, when it gives
    /// none (UIKit raises).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = core.itemForCell(at: indexPath, "tableView(_:cellForRowAt:)", "row") else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        core.reportNoCell(for: item, at: indexPath)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title: override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.unanswered(.titleForHeader, nil)
    }

    /// No footer title: override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.unanswered(.titleForFooter, nil)
    }

    // MARK: Editing (as with UIKit's, a subclass allows it)

    /// No row edits: override to return true for the rows the user may delete in editing mode.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing: override to delete (or insert) the item in a snapshot and apply it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// No row moves: override to return true for the rows the user may reorder in editing mode.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user dragged a row to `destinationIndexPath`, and the table shows it there: the snapshot
    /// follows, so the next `snapshot()` has the new order (an override that applies a snapshot of
    /// its own replaces this).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        core.followMove(from: sourceIndexPath, to: destinationIndexPath)
    }
}
