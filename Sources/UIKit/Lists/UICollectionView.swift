import Foundation

/// A scrolling collection of items in sections, placed by a layout object and fed by a data source:
/// cells exist only for the items the layout puts on screen and are reused as others scroll in, so a
/// frame costs the visible items, whatever their number (Scrolling rules 38–42).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// A collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUpCollection()
    }

    /// A collection view decoded from an archive (Casement has no nib loading: a new one with a flow layout).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUpCollection()
    }

    private func setUpCollection() {
        backgroundColor = .systemBackground
        attach(collectionViewLayout)
    }

    /// The layout placing the items; a new one takes over at the next layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.attachedCollectionView === self { oldValue.attachedCollectionView = nil }
            attach(collectionViewLayout)
        }
    }

    private func attach(_ layout: UICollectionViewLayout) {
        if let other = layout.attachedCollectionView, other !== self {
            Diagnostics.report("UICollectionView.collectionViewLayout: the layout already serves another collection view; it moves to this one")
            other.collectionViewLayout = UICollectionViewFlowLayout()
        }
        layout.attachedCollectionView = self
        layout.lastBounds = .null
        layout.invalidateLayout()
    }

    // MARK: Data source and delegate

    /// Where the items come from; setting it reloads at the next layout.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            needsReload = true
            setNeedsLayout()
        }
    }

    /// Told about scrolling (as any scroll view's delegate) and, when it adopts
    /// `UICollectionViewDelegate`, about items displayed and selected; a flow layout also asks it
    /// for sizes when it adopts `UICollectionViewDelegateFlowLayout`.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The delegate as a collection view delegate, cast once.
    private(set) weak var collectionDelegate: UICollectionViewDelegate?

    // MARK: Selection

    /// Whether a tap selects an item (true by default).
    open var allowsSelection = true
    /// Whether taps select several items, a tap on a selected item deselecting it (false by default).
    open var allowsMultipleSelection = false

    // MARK: State

    /// Items per section, as read at the last load.
    var itemCounts: [Int] = []
    /// Whether the data source's counts must be read again before the next layout.
    var needsReload = true
    /// The cells showing items now, by item, and the supplementary views showing now.
    var itemCells: [IndexPath: UICollectionViewCell] = [:]
    var supplementaryViews: [SupplementaryElement: UICollectionReusableView] = [:]
    /// Cells and supplementary views waiting for reuse, and how to make new ones.
    var cellPool = ReusePool<String, UICollectionViewCell>()
    var supplementaryPool = ReusePool<SupplementaryReuseKey, UICollectionReusableView>()
    /// The selected items.
    var selectedItems: Set<IndexPath> = []
    /// The item a touch highlights.
    var highlightedItem: IndexPath?
    /// The batch of updates being gathered, and how deeply batches are nested.
    var pendingUpdates: ListUpdateBatch?
    var updateDepth = 0
    /// The scroll views of the sections scrolling on their own, by section.
    var orthogonalScrollViews: [Int: OrthogonalScrollView] = [:]
    /// The items an animated update being shown brings (their cells fade in; the others slide).
    var arrivals: ListUpdateBatch.Arrivals?
    /// Cells made for this collection view (first returned by the data source), for tests and the benchmark.
    var cellsMade = 0

    // MARK: Loading

    /// Reads the sections and items again, forgets the selection and shows the items anew at the
    /// next layout. Makes no cell: the cells on screen return to their queues.
    open func reloadData() {
        loadData()
        setNeedsLayout()
    }

    /// The number of sections, as last read from the data source.
    open var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as last read from the data source (0 with a diagnostic for
    /// a section the collection view does not have).
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard itemCounts.indices.contains(section) else {
            Diagnostics.report("UICollectionView.numberOfItems(inSection: \(section)): the collection view has \(itemCounts.count) sections; 0 is used")
            return 0
        }
        return itemCounts[section]
    }

    func loadIfNeeded() {
        if needsReload { loadData() }
    }

    /// Every view on screen goes back to its queue, the counts are read again (sections, then items
    /// per section) and the layout is invalidated.
    private func loadData() {
        needsReload = false
        endDisplayingEverything()
        selectedItems.removeAll()
        itemCounts = readCounts()
        collectionViewLayout.invalidateLayout()
    }

    /// The data source's sections and items per section (a negative count is reported and read as 0).
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        func checked(_ count: Int, _ call: String) -> Int {
            guard count < 0 else { return count }
            Diagnostics.report("UICollectionViewDataSource.\(call) returned \(count); 0 is used")
            return 0
        }
        let sections = checked(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        return (0..<sections).map { section in
            checked(dataSource.collectionView(self, numberOfItemsInSection: section), "collectionView(_:numberOfItemsInSection: \(section))")
        }
    }

    /// Whether `indexPath` names an item of the collection view.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    /// `indexPath` if it names an item, else nil with a diagnostic naming `call`.
    func checkedItem(_ indexPath: IndexPath, _ call: String) -> IndexPath? {
        loadIfNeeded()
        guard contains(indexPath) else {
            Diagnostics.report("UICollectionView.\(call): the collection view has no item \(indexPath) (\(itemCounts.count) sections); ignored")
            return nil
        }
        return indexPath
    }

    // MARK: Geometry

    /// The layout's attributes for the item (prepared first if out of date); nil for an item the
    /// collection view does not have.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard contains(indexPath) else { return nil }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item whose frame holds `point` (content coordinates); nil where there is none.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .last { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && contains($0.indexPath) }?
            .indexPath
    }

    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        itemCells.keys.sorted()
    }

    /// The cells on screen, in the order of their items.
    open var visibleCells: [UICollectionViewCell] {
        itemCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell showing the item, or nil when the item is not on screen or not in the collection view.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        itemCells[indexPath]
    }

    /// The item `cell` shows, or nil when it shows none.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        itemCells.first { $0.value === cell }?.key
    }

    /// Scrolls so the item shows at `scrollPosition`: per axis, its start, middle or end at the
    /// visible area's; an axis the position does not name keeps its offset. The offset stays in the
    /// scrollable range.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let indexPath = checkedItem(indexPath, "scrollToItem(at:at:animated:)"),
              let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var target = contentOffset
        let vertical: [(ScrollPosition, ScrollAlignment)] = [(.top, .start), (.centeredVertically, .middle), (.bottom, .end)]
        let horizontal: [(ScrollPosition, ScrollAlignment)] = [(.left, .start), (.centeredHorizontally, .middle), (.right, .end)]
        if let alignment = vertical.first(where: { scrollPosition.contains($0.0) })?.1 {
            target.y = offset(aligning: frame, alignment, vertically: true)
        }
        if let alignment = horizontal.first(where: { scrollPosition.contains($0.0) })?.1 {
            target.x = offset(aligning: frame, alignment, vertically: false)
        }
        target = scrollRange.clamp(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Reuse

    /// Makes new cells for `identifier` from `cellClass` (a `UICollectionViewCell` subclass) when
    /// none is queued; nil forgets the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(identifier, nil) }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return Diagnostics.report("UICollectionView.register(\(cellClass), forCellWithReuseIdentifier: \"\(identifier)\"): not a UICollectionViewCell subclass; ignored")
        }
        cellPool.register(identifier) { Self.make(type, identifier) }
    }

    /// Makes new supplementary views of `elementKind` for `identifier` from `viewClass` (a
    /// `UICollectionReusableView` subclass) when none is queued; nil forgets the registration.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = SupplementaryReuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else { return supplementaryPool.register(key, nil) }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return Diagnostics.report("UICollectionView.register(\(viewClass), forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"): not a UICollectionReusableView subclass; ignored")
        }
        supplementaryPool.register(key) { Self.make(type, identifier) }
    }

    /// A cell for the item at `indexPath`: the last one queued under `identifier` (after its
    /// `prepareForReuse`) or a new one of the registered class. Without a registration UIKit raises;
    /// Casement reports it and returns an empty cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let call = "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath))"
        loadIfNeeded()
        if !contains(indexPath) { Diagnostics.report("UICollectionView.\(call): the collection view has no such item") }
        return cellPool.dequeue(identifier) ?? {
            Diagnostics.report("UICollectionView.\(call): could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a class for the identifier; an empty cell is used")
            return Self.make(UICollectionViewCell.self, identifier)
        }()
    }

    /// A supplementary view of `elementKind` for `indexPath`: the last one queued under the kind and
    /// `identifier`, or a new one of the registered class; without a registration, an empty view
    /// and a diagnostic.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryPool.dequeue(SupplementaryReuseKey(kind: elementKind, identifier: identifier)) ?? {
            Diagnostics.report("UICollectionView.dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a class for the identifier; an empty view is used")
            return Self.make(UICollectionReusableView.self, identifier)
        }()
    }

    // MARK: Updates

    /// Applies the insertions, deletions, reloads and moves `updates` makes as one update (batches
    /// nest); deletions and reloads name items before it, insertions items after it. `completion`
    /// runs once the update is applied: true, or false when the collection view had to reload.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch("performBatchUpdates(_:completion:)", updates, completion: completion)
    }

    /// Inserts items (index paths after the update) that the data source already counts.
    open func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems(at:)", animated: true) { $0.inserts += indexPaths }
    }

    /// Deletes items (index paths before the update) that the data source no longer counts.
    open func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems(at:)", animated: true) { $0.deletes += indexPaths }
    }

    /// Asks the data source for new cells for the items.
    open func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems(at:)", animated: true) { $0.reloads += indexPaths }
    }

    /// Moves an item, keeping its cell; the data source has moved it already.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem(at:to:)", animated: true) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Has the data source configure the items' cells again where they are: a dequeue of an item's
    /// identifier returns the cell it shows (without `prepareForReuse`). Items off screen have no
    /// cell and are left alone.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths where checkedItem(indexPath, "reconfigureItems(at:)") != nil {
            reconfigure(indexPath)
        }
    }

    /// Inserts sections (places after the update) that the data source already counts.
    open func insertSections(_ sections: IndexSet) {
        record("insertSections(_:)", animated: true) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (places before the update) that the data source no longer counts.
    open func deleteSections(_ sections: IndexSet) {
        record("deleteSections(_:)", animated: true) { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source for the sections' items and cells again.
    open func reloadSections(_ sections: IndexSet) {
        record("reloadSections(_:)", animated: true) { $0.reloadedSections.formUnion(sections) }
    }

    // MARK: Selection and touches
    // A tap calls the delegate in the order of the Collection View Programming Guide: touch down
    // shouldHighlight, didHighlight; lift shouldSelect, didUnhighlight, then (single selection) the
    // old item's didDeselect and didSelect. Selecting from code calls no delegate method.

    /// The selected items in order, or nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects the item (nil deselects every item) without telling the delegate, and scrolls it to
    /// `scrollPosition` (`[]` does not scroll). Nothing happens while selection is off.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { setItem(item, selected: false) }
            return
        }
        guard allowsSelection || allowsMultipleSelection,
              checkedItem(indexPath, "selectItem(at:animated:scrollPosition:)") != nil else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { setItem(item, selected: false) }
        }
        setItem(indexPath, selected: true)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setItem(indexPath, selected: false)
    }

    /// A touch reaching an item's cell (after the scroll view's delay) highlights it if the delegate agrees.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection || allowsMultipleSelection, highlightedItem == nil,
              let touched = touchedCell(touches, in: itemCells, at: { indexPathForItem(at: $0) }),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: touched.indexPath) ?? true else { return }
        highlightedItem = touched.indexPath
        touched.cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: touched.indexPath)
    }

    /// Moves change nothing: a drag that scrolls cancels the touch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Lifting on the highlighted item selects it (or, with multiple selection, toggles it) if the
    /// delegate agrees.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = highlightedItem else { return }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            let agrees = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            endHighlight()
            guard agrees else { return }
            setItem(indexPath, selected: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let agrees = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        endHighlight()
        guard agrees else { return }
        if !allowsMultipleSelection {
            for item in selectedItems.sorted() where item != indexPath {
                setItem(item, selected: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        setItem(indexPath, selected: true)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A drag that scrolls takes the touch: the highlight ends, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endHighlight()
    }

    // MARK: Layout

    /// New insets change the room a layout has: it is invalidated.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// Loads and prepares the layout if needed, then shows the elements meeting the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        layOutVisibleContent()
    }

    /// Reads the counts if they are out of date, asks the layout whether a bounds change invalidates
    /// it, and runs its `prepare()` when invalid; its content size becomes the `contentSize`.
    func prepareLayoutIfNeeded() {
        loadIfNeeded()
        let layout = collectionViewLayout
        if !layout.needsPrepare, bounds != layout.lastBounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(forBoundsChange: bounds)
        }
        layout.lastBounds = bounds
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        contentSize = layout.collectionViewContentSize
    }
}
