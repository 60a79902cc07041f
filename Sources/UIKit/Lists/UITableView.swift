import Foundation

/// A scrolling list of rows in sections, fed by a data source: cells exist only for the rows on
/// screen and are reused as others scroll in, so a table of a million rows costs what its visible
/// rows cost (Scrolling rules 27–37). Rows are placed by an `OffsetTree` of their heights.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table decoded from an archive (Casement has no nib loading: a new plain table).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        setUpRowSwipe()
        setUpReorder()
    }

    /// How sections look; chosen when the table is made.
    public let style: Style

    /// The value of `rowHeight`, `estimatedRowHeight` and section heights that lets the table work
    /// the size out: self-sizing rows, estimation on.
    public static let automaticDimension: CGFloat = -1

    // MARK: Data source and delegate

    /// Where the rows come from; setting it reloads at the next layout.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            forgetMethods()
            needsReload = true
            setNeedsLayout()
        }
    }

    /// Told about scrolling (as any scroll view's delegate) and, when it adopts `UITableViewDelegate`,
    /// asked about heights and told about rows displayed and selected.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            forgetMethods()
            needsReload = true
            setNeedsLayout()
        }
    }
    /// The delegate as a table view delegate, cast once.
    private(set) weak var tableDelegate: UITableViewDelegate?

    // MARK: Heights

    /// Every row's height when the delegate does not give one (`automaticDimension` by default:
    /// each cell is measured, by Auto Layout in its `contentView` or its standard views).
    open var rowHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height assumed for rows not yet shown; 0 turns estimation off (every row's height is
    /// then asked at each load); `automaticDimension` (the default) assumes a standard row.
    open var estimatedRowHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Every section header's height when the delegate does not give one (`automaticDimension`:
    /// the style's height for a title or view, none for a plain section without).
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Every section footer's height when the delegate does not give one (`automaticDimension`).
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }

    // MARK: Appearance

    /// The lines between rows (`.singleLine` by default).
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { updateSeparators() } }
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator { didSet { updateSeparators() } }
    /// How far separators keep from the row's edges (16 pt on the left by default).
    open var separatorInset = UIEdgeInsets(top: 0, left: TableMetrics.cellMargin, bottom: 0, right: 0) { didSet { updateSeparators() } }
    /// A view above the first section, scrolling with the rows; its frame gives its height.
    open var tableHeaderView: UIView? {
        didSet { replaceEdgeView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, scrolling with the rows; its frame gives its height.
    open var tableFooterView: UIView? {
        didSet { replaceEdgeView(oldValue, with: tableFooterView) }
    }

    private func replaceEdgeView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
        setNeedsReload()
    }

    // MARK: Editing

    /// Whether the rows show their editing controls (false by default); setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Whether taps select rows while the table is editing (false by default).
    open var allowsSelectionDuringEditing = false

    /// Enters or leaves editing: each visible row shows or hides the control its delegate asks for
    /// (delete by default) and, when the data source moves rows, its reorder control; they slide
    /// in or out when `animated`. A row's Delete button or a drag in progress ends first.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        endReorder(animated: false)
        closeRowSwipe(animated: animated)
        self.editing = editing
        for (indexPath, cell) in rowCells.sorted(by: { $0.key < $1.key }) {
            configureEditing(of: cell, at: indexPath, animated: animated)
        }
    }

    // MARK: Selection

    /// Whether a tap selects a row (true by default).
    open var allowsSelection = true
    /// Whether taps select several rows, a tap on a selected row deselecting it (false by default).
    open var allowsMultipleSelection = false

    // MARK: State

    /// Rows per section and the slots they make, as read at the last load.
    var slots = TableSlots(rowCounts: [])
    /// The slots' heights and offsets, and which are final.
    var offsets = SlotHeights()
    /// Section titles read at the last load, for headers and footers.
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    /// Whether the delegate gives header or footer views (asked once at each load).
    var givesHeaderViews = false
    var givesFooterViews = false
    /// Whether the data source's counts must be read again before the next layout.
    var needsReload = true
    /// The width the heights were worked out for.
    var loadedWidth: CGFloat = -1
    /// Methods the data source or delegate does not implement, and ones found implemented (see `TableMethod`).
    var unimplementedMethods: Set<TableMethod> = []
    var implementedMethods: Set<TableMethod> = []

    /// The cells showing rows now, by row.
    var rowCells: [IndexPath: UITableViewCell] = [:]
    /// The views showing headers and footers now (or made and waiting to show), by slot.
    var sectionViews: [Int: UIView] = [:]
    /// Cells and header-footer views waiting for reuse, and how to make new ones, by identifier.
    var cellPool = ReusePool<String, UITableViewCell>()
    var headerFooterPool = ReusePool<String, UITableViewHeaderFooterView>()
    /// The views the table makes for section titles, waiting for reuse.
    var titleViewQueue: [UITableViewHeaderFooterView] = []
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// The row a touch highlights.
    var highlightedRow: IndexPath?
    /// Whether the table is editing.
    var editing = false
    /// The pan that drags a row by its reorder control, and the row it drags.
    let reorderPan = UIPanGestureRecognizer()
    var reorder: RowReorder? {
        didSet {
            guard reorder !== oldValue else { return }
            oldValue?.stopAutoscroll()
            oldValue?.setLifted(false)
            reorder?.setLifted(true)
        }
    }
    /// The pan that drags rows sideways to reveal their swipe actions.
    let rowSwipePan = UIPanGestureRecognizer()
    /// The row swiped open, or being swiped; nil when none is.
    var rowSwipe: RowSwipe?
    /// The batch of updates being gathered, and how deeply batches are nested.
    var pendingUpdates: ListUpdateBatch?
    var updateDepth = 0
    /// The rows the update being shown brings (they fade in), and whether the layout after it animates.
    var arrivals: ListUpdateBatch.Arrivals?
    var animatesLayout = false
    /// Cells made for this table (first returned by the data source), for tests and the benchmark.
    var cellsMade = 0

    // MARK: Loading

    /// Reads the sections and rows again, forgets the selection and shows the rows anew at the next
    /// layout. Makes no cell: the cells on screen return to their queues.
    open func reloadData() {
        endDisplayingEverything()
        selectedRows.removeAll()
        loadData()
        setNeedsLayout()
    }

    /// The number of sections, as last read from the data source.
    open var numberOfSections: Int {
        loadIfNeeded()
        return slots.numberOfSections
    }

    /// The number of rows in `section`, as last read from the data source (0 with a diagnostic for
    /// a section the table does not have).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard slots.rowCounts.indices.contains(section) else {
            Diagnostics.report("UITableView.numberOfRows(inSection: \(section)): the table has \(slots.numberOfSections) sections; 0 is used")
            return 0
        }
        return slots.rowCounts[section]
    }

    /// A change that alters heights: they are worked out again before the next layout.
    func setNeedsReload() {
        loadedWidth = -1
        setNeedsLayout()
    }

    /// Loads now if the data source or delegate changed since the last load (as `reloadData` does:
    /// cells of the old data go back to their queues), or the heights if the width changed.
    func loadIfNeeded() {
        if needsReload {
            endDisplayingEverything()
            selectedRows.removeAll()
            loadData()
        } else if loadedWidth != bounds.width {
            loadHeights()
        }
    }

    /// Reads the counts (Scrolling rule 28: sections, then rows per section), then the heights.
    func loadData() {
        needsReload = false
        slots = TableSlots(rowCounts: readCounts())
        readTitles()
        loadHeights()
    }

    /// The data source's sections and rows per section.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        return (0..<sections).map { section in
            checkedCount(dataSource.tableView(self, numberOfRowsInSection: section), "tableView(_:numberOfRowsInSection: \(section))")
        }
    }

    /// The data source's section titles.
    func readTitles() {
        let sections = 0..<slots.numberOfSections
        headerTitles = sections.map { section in ask(.titleForHeader) { dataSource?.tableView(self, titleForHeaderInSection: section) } ?? nil }
        footerTitles = sections.map { section in ask(.titleForFooter) { dataSource?.tableView(self, titleForFooterInSection: section) } ?? nil }
    }

    private func checkedCount(_ count: Int, _ call: String) -> Int {
        guard count >= 0 else {
            Diagnostics.report("UITableViewDataSource.\(call) returned \(count); 0 is used")
            return 0
        }
        return count
    }

    // MARK: Updates

    /// Applies the insertions, deletions, reloads and moves `updates` makes as one update (batches
    /// nest); deletions and reloads name rows before it, insertions rows after it. A batch the data
    /// source's new counts disagree with is reported in UIKit's words and the table reloads.
    /// `completion` runs once the update is applied (Casement does not wait for the animations).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch("performBatchUpdates(_:completion:)", updates, completion: completion)
    }

    /// Opens a batch of updates, applied at the matching `endUpdates()`.
    open func beginUpdates() {
        beginBatch("beginUpdates()")
    }

    /// Applies the batch opened by `beginUpdates()`.
    open func endUpdates() {
        guard updateDepth > 0 else {
            return Diagnostics.report("UITableView.endUpdates() without beginUpdates(); ignored")
        }
        endBatch()
    }

    /// Inserts rows (index paths after the update) that the data source already counts.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("insertRows(at:with:)", animation) { $0.inserts += indexPaths }
    }

    /// Deletes rows (index paths before the update) that the data source no longer counts.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("deleteRows(at:with:)", animation) { $0.deletes += indexPaths }
    }

    /// Asks the data source for new cells for the rows (a delete and an insert of each).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("reloadRows(at:with:)", animation) { $0.reloads += indexPaths }
    }

    /// Inserts sections (places after the update) that the data source already counts.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("insertSections(_:with:)", animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (places before the update) that the data source no longer counts.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("deleteSections(_:with:)", animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source for the sections' rows and cells again.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("reloadSections(_:with:)", animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a row, keeping its cell; the data source has moved it already.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveRow(at:to:)", .automatic) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Has the data source configure the rows' cells again where they are: a dequeue of a row's
    /// identifier returns the cell it shows (without `prepareForReuse`). Rows off screen have no
    /// cell and are left alone.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths where rowSlot(indexPath, "reconfigureRows(at:)") != nil {
            reconfigure(indexPath)
        }
    }

    // MARK: Geometry
    /// The row's rectangle in the table's content (its estimate until it has been shown); a zero
    /// rectangle with a diagnostic for a row the table does not have.
    open func rect(forRow indexPath: IndexPath) -> CGRect {
        guard let slot = rowSlot(indexPath, "rect(forRow:)") else { return .zero }
        return rect(ofSlot: slot)
    }

    /// The rectangle of the section: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        guard checkSection(section, "rect(forSection:)") else { return .zero }
        let top = offsets.offset(of: slots.slot(ofHeader: section)), end = offsets.offset(of: slots.slot(ofFooter: section) + 1)
        return CGRect(x: 0, y: top, width: bounds.width, height: end - top)
    }

    /// The rectangle of the section's header where it scrolls to (a floating header may show lower).
    open func rectForHeader(inSection section: Int) -> CGRect {
        guard checkSection(section, "rectForHeader(inSection:)") else { return .zero }
        return CGRect(x: 0, y: offsets.offset(of: slots.slot(ofHeader: section)), width: bounds.width,
                      height: offsets.height(of: slots.slot(ofHeader: section)))
    }

    /// The rectangle of the section's footer where it scrolls to.
    open func rectForFooter(inSection section: Int) -> CGRect {
        guard checkSection(section, "rectForFooter(inSection:)") else { return .zero }
        return CGRect(x: 0, y: offsets.offset(of: slots.slot(ofFooter: section)), width: bounds.width,
                      height: offsets.height(of: slots.slot(ofFooter: section)))
    }

    /// The row at `point` (content coordinates); nil outside every row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.y >= 0, point.y < offsets.total, point.x >= 0, point.x < bounds.width,
              let slot = offsets.slot(at: point.y), case .row(let indexPath) = slots.kind(of: slot) else { return nil }
        return indexPath
    }

    /// The rows meeting `rect` (content coordinates), in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        guard rect.height > 0, var slot = offsets.slot(at: rect.minY) else { return [] }
        var rows: [IndexPath] = []
        while slot < slots.count, offsets.offset(of: slot) < rect.maxY {
            if offsets.height(of: slot) > 0, case .row(let indexPath) = slots.kind(of: slot) { rows.append(indexPath) }
            slot += 1
        }
        return rows
    }

    /// The rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        rowCells.keys.sorted()
    }

    /// The cells on screen, in the order of their rows.
    open var visibleCells: [UITableViewCell] {
        rowCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell showing the row, or nil when the row is not on screen or not in the table.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        rowCells[indexPath]
    }

    /// The row `cell` shows, or nil when it shows none.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        rowCells.first { $0.value === cell }?.key
    }

    /// The view showing the section's header, if it is on screen and a `UITableViewHeaderFooterView`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard slots.rowCounts.indices.contains(section) else { return nil }
        return sectionViews[slots.slot(ofHeader: section)].flatMap { $0.superview === self ? $0 as? UITableViewHeaderFooterView : nil }
    }

    /// The view showing the section's footer, if it is on screen and a `UITableViewHeaderFooterView`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard slots.rowCounts.indices.contains(section) else { return nil }
        return sectionViews[slots.slot(ofFooter: section)].flatMap { $0.superview === self ? $0 as? UITableViewHeaderFooterView : nil }
    }

    // MARK: Reuse
    /// Makes new cells for `identifier` from `cellClass` (a `UITableViewCell` subclass) when none is
    /// queued; nil forgets the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(identifier, nil) }
        guard let type = cellClass as? UITableViewCell.Type else {
            return Diagnostics.report("UITableView.register(\(cellClass), forCellReuseIdentifier: \"\(identifier)\"): not a UITableViewCell subclass; ignored")
        }
        cellPool.register(identifier) { type.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Makes new header or footer views for `identifier` from `aClass` (a `UITableViewHeaderFooterView`
    /// subclass) when none is queued; nil forgets the registration.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerFooterPool.register(identifier, nil) }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            return Diagnostics.report("UITableView.register(\(aClass), forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): not a UITableViewHeaderFooterView subclass; ignored")
        }
        headerFooterPool.register(identifier) { type.init(reuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath`: the last one queued under `identifier` (after its
    /// `prepareForReuse`) or a new one of the registered class, sized to the row. Without a
    /// registration UIKit raises; Casement reports it and returns a default-style cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            Diagnostics.report("UITableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): unable to dequeue a cell with identifier \(identifier) - must register a class for the identifier; a default cell is used")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        if slots.contains(indexPath) {
            cell.frame = rect(forRow: indexPath)
        } else {
            Diagnostics.report("UITableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): the table has no such row")
        }
        return cell
    }

    /// The cell of the row being reconfigured, if it has `identifier`; else the last cell queued under
    /// `identifier` (after its `prepareForReuse`), else a new one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellPool.dequeue(identifier)
    }

    /// The last header or footer view queued under `identifier` (after its `prepareForReuse`), else
    /// a new one of the registered class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterPool.dequeue(identifier)
    }

    // MARK: Scrolling to a row
    /// Scrolls so the row shows at `scrollPosition`: its top at the top, its middle in the middle or
    /// its bottom at the bottom of the visible area, or (`.none`) as little as makes it visible;
    /// the offset stays in the scrollable range (Scrolling rule 33).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let slot = rowSlot(indexPath, "scrollToRow(at:at:animated:)") else { return }
        let row = rect(ofSlot: slot)
        let y: CGFloat
        switch scrollPosition {
        case .top: y = offset(aligning: row, .start, vertically: true)
        case .middle: y = offset(aligning: row, .middle, vertically: true)
        case .bottom: y = offset(aligning: row, .end, vertically: true)
        case .none: return scrollRectToVisible(row, animated: animated)
        }
        let target = scrollRange.clamp(CGPoint(x: contentOffset.x, y: y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Selection and touches
    /// The selected row (the first, with several), or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in order, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row (nil deselects every row) without telling the delegate, and scrolls it to
    /// `scrollPosition` (`.none` does not scroll).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { setRow(row, selected: false) }
            return
        }
        guard rowSlot(indexPath, "selectRow(at:animated:scrollPosition:)") != nil else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { setRow(row, selected: false) }
        }
        setRow(indexPath, selected: true)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false)
    }

    // MARK: Touches

    /// A touch reaching a row (after the scroll view's delay) highlights it if the delegate agrees.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard rowSwipe == nil, allowsSelection || allowsMultipleSelection, highlightedRow == nil, !editing || allowsSelectionDuringEditing,
              let touched = touchedCell(touches, in: rowCells, at: { indexPathForRow(at: $0) }),
              tableDelegate?.tableView(self, shouldHighlightRowAt: touched.indexPath) ?? true else { return }
        highlightedRow = touched.indexPath
        touched.cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: touched.indexPath)
    }

    /// Moves change nothing: a drag that scrolls cancels the touch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Lifting on the highlighted row selects it (or, with multiple selection, toggles it).
    /// While a row is swiped open, a tap runs the button under it or closes the row.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe != nil, highlightedRow == nil, let touch = touches.first { return tapWhileSwiped(touch) }
        guard let indexPath = endHighlight() else { return }
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            deselectByUser(indexPath)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        guard rowSlot(target, "tableView(_:willSelectRowAt:)'s answer") != nil else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != target { deselectByUser(row) }
        }
        setRow(target, selected: true)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// A drag that scrolls takes the touch: the highlight ends, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endHighlight()
    }

    /// A drag starting sideways on a row with swipe actions swipes it, and one starting on a
    /// reorder control moves its row, instead of scrolling; a scroll that begins closes an open row.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === rowSwipePan { return swipeTarget(of: rowSwipePan) != nil }
        if gestureRecognizer === reorderPan { return reorderControlRow(at: dragStart(of: reorderPan)) != nil }
        if gestureRecognizer === scrollPan, !scrollPan.isScrolling,
           swipeTarget(of: scrollPan) != nil || reorderControlRow(at: dragStart(of: scrollPan)) != nil { return false }
        let begins = super.gestureRecognizerShouldBegin(gestureRecognizer)
        if begins, gestureRecognizer === scrollPan { closeRowSwipe(animated: true) }
        return begins
    }

    // MARK: Layout

    /// Loads if needed, then shows the rows, headers and footers meeting the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        layOutVisibleContent()
        if let swipe = rowSwipe, rowCells[swipe.indexPath] !== swipe.cell { closeRowSwipe(animated: false) }
    }
}
