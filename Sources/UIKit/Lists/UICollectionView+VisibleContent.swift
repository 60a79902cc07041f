import Foundation

/// One supplementary element: its kind and place.
struct SupplementaryElement: Hashable {
    let kind: String
    let indexPath: IndexPath
}

/// The queue a supplementary view waits in: its kind and reuse identifier.
struct SupplementaryReuseKey: Hashable {
    let kind: String
    let identifier: String
}

/// Showing the elements the layout places in the bounds: cells for visible items (made or reused as
/// items appear, queued as they leave), then supplementary views. The work is what the layout
/// returns for the visible rectangle, whatever the number of items (Scrolling rule 42).
extension UICollectionView {
    private static let measuringPasses = 4

    func layOutVisibleContent() {
        // A cell measured to another height than its estimate moves what follows: the elements in
        // the bounds are found again, until every cell shown has been measured. A few passes do it
        // (each shows the cells the last one's measurements brought in); a layout still changing
        // after them goes on at the next layout.
        for _ in 0..<Self.measuringPasses {
            guard showElementsMeetingBounds() else { return }
            prepareLayoutIfNeeded()
            contentSize = collectionViewLayout.collectionViewContentSize
        }
    }

    /// One pass of `layOutVisibleContent`; whether a cell shown for the first time changed the layout.
    private func showElementsMeetingBounds() -> Bool {
        let staleScrollViews = placeOrthogonalScrollViews()
        let placed = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter(isShowable)
        let items = Set(placed.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        let elements = Set(placed.compactMap(supplementaryElement))
        // Views leaving go to their queues first, to come back for the elements arriving.
        for (indexPath, cell) in itemCells.sorted(by: { $0.key < $1.key }) where !items.contains(indexPath) {
            endDisplaying(cell, at: indexPath)
        }
        for (element, view) in supplementaryViews where !elements.contains(element) {
            endDisplaying(view, element)
        }
        // Cells first, then supplementary views, as a table shows rows before headers (Scrolling rule 28).
        var layoutChanged = false
        for attributes in placed where attributes.representedElementCategory == .cell {
            if showItem(attributes) { layoutChanged = true }
        }
        for attributes in placed {
            if let element = supplementaryElement(attributes) { show(element, attributes) }
        }
        for scrollView in staleScrollViews { scrollView.removeFromSuperview() }
        return layoutChanged
    }

    /// Cells of items the collection view has and supplementary views; a layout's attributes for
    /// an item out of range are reported once and skipped, decoration views are not supported.
    private func isShowable(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        switch attributes.representedElementCategory {
        case .cell:
            guard contains(attributes.indexPath) else {
                Diagnostics.report("UICollectionViewLayout.layoutAttributesForElements(in:) placed item \(attributes.indexPath), which the collection view does not have (\(itemCounts) items per section); skipped", .oncePerMessage)
                return false
            }
            return true
        case .supplementaryView:
            return attributes.representedElementKind != nil
        case .decorationView:
            Diagnostics.report("UICollectionViewLayout: Casement does not show decoration views; skipped", .oncePerMessage)
            return false
        }
    }

    private func supplementaryElement(_ attributes: UICollectionViewLayoutAttributes) -> SupplementaryElement? {
        guard attributes.representedElementCategory == .supplementaryView, let kind = attributes.representedElementKind else { return nil }
        return SupplementaryElement(kind: kind, indexPath: attributes.indexPath)
    }

    /// Gives the item its cell (from the data source if it has none) and places it; a new cell is
    /// added below the supplementary views, measured and announced. Whether a measurement changed
    /// the layout.
    private func showItem(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath, container = container(forCellOf: attributes)
        if let cell = itemCells[indexPath] {
            if cell.superview !== container { container.insertSubview(cell, at: 0) }
            placeAfterUpdate(cell, attributes, isNew: false)
            // A cell showing whose height went back to the estimate (a new width) is measured again.
            return attributes.sizesToContent && !attributes.isMeasured && measure(cell, attributes)
        }
        let cell = cellFromDataSource(for: indexPath)
        itemCells[indexPath] = cell
        placeAfterUpdate(cell, attributes, isNew: true)
        cell.isSelected = selectedItems.contains(indexPath)
        container.insertSubview(cell, at: 0)
        // Only a self-sizing layout's cells are asked: the copy kept while asking costs every new cell.
        let layoutChanged = attributes.sizesToContent && measure(cell, attributes)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return layoutChanged
    }

    /// Asks a cell shown for its preferred attributes; when the layout says they change it, it takes
    /// them (true). A cell beginning above the visible area (scrolled onto from below) changing
    /// height moves the content offset as much, so what shows stays put.
    private func measure(_ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let original = attributes.copied()
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        guard preferred.size != original.size,
              collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return false }
        collectionViewLayout.adoptPreferredAttributes(preferred, original: original)
        if original.frame.minY < bounds.minY { contentOffset.y += preferred.size.height - original.size.height }
        return true
    }

    /// The data source's cell for the item; a cell it already gave for another visible item is
    /// reported and replaced, so one cell never shows two items.
    private func cellFromDataSource(for indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if cell.superview != nil, let other = self.indexPath(for: cell) {
            Diagnostics.report("UICollectionViewDataSource.collectionView(_:cellForItemAt: \(indexPath)) returned the cell already showing item \(other.item) of section \(other.section); an empty cell is used")
            return UICollectionViewCell(frame: .zero)
        }
        if !cell.madeForList {
            cell.madeForList = true
            cellsMade += 1
        }
        return cell
    }

    private func show(_ element: SupplementaryElement, _ attributes: UICollectionViewLayoutAttributes) {
        if let view = supplementaryViews[element] { return place(view, attributes) }
        let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
            ?? UICollectionReusableView(frame: .zero)
        supplementaryViews[element] = view
        place(view, attributes)
        insertBelowIndicators(view)
        collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: element.kind, at: element.indexPath)
    }

    /// Gives `view` the attributes' geometry and looks, then lets it apply the rest.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let bounds = CGRect(origin: .zero, size: attributes.size)
        if view.bounds != bounds { view.bounds = bounds }
        if view.center != attributes.center { view.center = attributes.center }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// A cell leaves the screen for its queue (a cell without an identifier is dropped), after
    /// fading out when `fadingOut` and on screen.
    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath, fadingOut: Bool = false) {
        itemCells[indexPath] = nil
        cell.isHighlighted = false
        let leave = { [self] in
            if let identifier = cell.reuseIdentifier {
                cellPool.enqueue(cell, under: identifier)
            } else {
                cell.removeFromSuperview()
            }
        }
        if fadingOut, cell.window != nil {
            UIView.animate(withDuration: ListUpdateBatch.animationDuration, animations: { cell.alpha = 0 }) { _ in leave() }
        } else {
            leave()
        }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func endDisplaying(_ view: UICollectionReusableView, _ element: SupplementaryElement) {
        supplementaryViews[element] = nil
        if let identifier = view.reuseIdentifier {
            supplementaryPool.enqueue(view, under: SupplementaryReuseKey(kind: element.kind, identifier: identifier))
        } else {
            view.removeFromSuperview()
        }
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind, at: element.indexPath)
    }

    /// Every view leaves the screen (a reload): each goes back to its queue.
    func endDisplayingEverything() {
        for (indexPath, cell) in itemCells.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: indexPath) }
        for (element, view) in supplementaryViews { endDisplaying(view, element) }
    }
}
