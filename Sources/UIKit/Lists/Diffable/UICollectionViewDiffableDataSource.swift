import Foundation

/// A collection view's data source fed by snapshots (Scrolling rule 41), as the table's: the app
/// applies the state it wants to show and the data source works out the items to delete, insert,
/// move and reload, as one batch update, animated or not. Cells come from the cell provider, given
/// each item; supplementary views (headers, footers) from the supplementary view provider.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item (usually with `dequeueConfiguredReusableCell(using:for:item:)`).
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>(owner: "UICollectionViewDiffableDataSource", standIn: "an empty cell")

    /// Makes the supplementary views the layout places; nil (the default) shows none.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source making cells with `cellProvider`, made `collectionView`'s data source (which
    /// holds it weakly: keep it).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the differences from the one shown become one batch update of the
    /// collection view, animated when `animatingDifferences` is true. `completion` runs once the
    /// update is applied (Casement does not wait for the animations).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        core.apply(snapshot, to: collectionView, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view, without working out the differences.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        core.reload(snapshot, in: collectionView, completion: completion)
    }

    /// `apply(_:animatingDifferences:completion:)`, returning once the update is applied.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// `applySnapshotUsingReloadData(_:completion:)`, returning once the collection view has reloaded.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// A copy of the snapshot the collection view shows, to change and apply.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.current
    }

    // MARK: Identifiers and places

    /// The item at the index path, or nil when there is no such item.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// The index path of the item, or nil when the item is not shown.
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

    // MARK: UICollectionViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        core.current.numberOfSections
    }

    /// The section's items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item; an empty cell, with a diagnostic, when it gives none
    /// (UIKit raises).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = core.itemForCell(at: indexPath, "collectionView(_:cellForItemAt:)", "item") else {
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        core.reportNoCell(for: item, at: indexPath)
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view; an empty view, with a diagnostic, when there is no
    /// provider or it gives none (UIKit raises).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        Diagnostics.report("UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) at \(indexPath) (\(supplementaryViewProvider == nil ? "supplementaryViewProvider is nil" : "the provider returned nil")); an empty view is used", .oncePerMessage)
        return UICollectionReusableView(frame: .zero)
    }
}
