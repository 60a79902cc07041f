import Foundation

/// A layout placing items in lines, as text flows: across the collection view and down for the
/// vertical direction, down and across for the horizontal one, with optional section headers and
/// footers (Scrolling rules 38–40). Sizes and spacings come from the properties, or per section
/// and item from a delegate adopting `UICollectionViewDelegateFlowLayout`. Setting a property
/// invalidates the layout. With an `estimatedItemSize`, cells size themselves: each shown is asked
/// `preferredLayoutAttributesFitting(_:)` and the lines are packed again with its size (kept until
/// the breadth or the section's item count changes); items not yet shown count as the estimate.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The space between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (10 by default); leftover room widens it.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Every item's size when the delegate does not give one (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: cells size themselves, and items not yet measured are this size (`itemSize` for
    /// `automaticSize`). Zero, the default: sizes come from the delegate or `itemSize`.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The `estimatedItemSize` asking cells for their sizes without an estimate of them.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// The direction the content scrolls in (`.vertical` by default).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Section headers' heights (vertical) or widths (horizontal); zero, the default, shows none.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Section footers' heights (vertical) or widths (horizontal); zero, the default, shows none.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The margins around each section's items, inside its header and footer.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top (leading edge, horizontally) of the visible
    /// bounds while its section shows, pushed away by the section's end (false by default).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom (trailing edge, horizontally) of the visible
    /// bounds while its section shows, pushed away by the section's start (false by default).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The sections as last prepared, packed as if vertical.
    private var sections: [FlowSectionGeometry] = []
    /// The packed extent across the lines: the content width (vertical) or height (horizontal).
    private var breadth: CGFloat = 0
    /// What self-sizing cells measured.
    private var measured = MeasuredCellSizes()
    /// Whether only the bounds changed since the last `prepare()`: with the same breadth the packed
    /// sections stand (pinned views are placed from the bounds when asked for), so scrolling with
    /// pinned headers does not ask the delegate for every size again.
    private var onlyBoundsChanged = false

    private var sizesItself: Bool { estimatedItemSize != .zero }

    private var isVertical: Bool { scrollDirection == .vertical }

    /// Packs every section with the collection view's counts and the delegate's or the layout's sizes.
    open override func prepare() {
        super.prepare()
        let keepsPacking = onlyBoundsChanged
        onlyBoundsChanged = false
        guard let collectionView else {
            sections = []
            return breadth = 0
        }
        let inset = collectionView.adjustedContentInset
        let newBreadth = max(0, isVertical ? collectionView.bounds.width - inset.left - inset.right
                                           : collectionView.bounds.height - inset.top - inset.bottom)
        guard !keepsPacking || newBreadth != breadth else { return }
        sections = []
        breadth = newBreadth
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        measured.prepare(breadth: breadth)
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var top: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let items = 0..<collectionView.numberOfItems(inSection: section)
            let sizes: [CGSize]
            if sizesItself {
                let measuredSizes = measured.sizes(inSection: section, itemCount: items.count)
                sizes = items.map { measuredSizes[$0] ?? estimate }
            } else {
                sizes = items.map { item in
                    flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                }
            }
            let geometry = FlowSectionGeometry(sizes: isVertical ? sizes : sizes.map { CGSize(width: $0.height, height: $0.width) },
                                               width: breadth, top: top, metrics: metrics(of: section, flowDelegate, collectionView))
            sections.append(geometry)
            top = geometry.maxY
        }
    }

    /// A section's insets, spacings and header and footer extents, as the vertical packing takes them.
    private func metrics(of section: Int, _ flowDelegate: UICollectionViewDelegateFlowLayout?,
                         _ collectionView: UICollectionView) -> FlowSectionGeometry.Metrics {
        let inset = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let header = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        return FlowSectionGeometry.Metrics(
            inset: isVertical ? inset : UIEdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom),
            lineSpacing: flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
            interitemSpacing: flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
            headerHeight: isVertical ? header.height : header.width,
            footerHeight: isVertical ? footer.height : footer.width)
    }

    /// The packed sections' extent along the scroll direction by the breadth across it.
    open override var collectionViewContentSize: CGSize {
        let length = sections.last?.maxY ?? 0
        return isVertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }

    /// Headers, items and footers meeting `rect`, section by section; sections and lines are found
    /// by binary search, so the cost is what meets the rectangle.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let packed = isVertical ? rect : rect.transposed
        var found: [UICollectionViewLayoutAttributes] = []
        for section in sections.indices[sections.partitionPoint(where: { $0.maxY > packed.minY })...] {
            let geometry = sections[section]
            guard geometry.minY < packed.maxY else { break }
            if let header = shownHeader(of: geometry), header.intersects(packed) {
                found.append(attributes(ofKind: UICollectionView.elementKindSectionHeader, section, header, pinned: sectionHeadersPinToVisibleBounds))
            }
            for item in geometry.items(meeting: packed) {
                found.append(attributes(ofItem: IndexPath(item: item, section: section), geometry.items[item]))
            }
            if let footer = shownFooter(of: geometry), footer.intersects(packed) {
                found.append(attributes(ofKind: UICollectionView.elementKindSectionFooter, section, footer, pinned: sectionFootersPinToVisibleBounds))
            }
        }
        return found
    }

    /// The visible bounds less the content insets, packed as if vertical.
    private var packedVisibleRect: CGRect { isVertical ? visibleContentRect : visibleContentRect.transposed }

    /// Where the section's header shows: its place, or pinned to the visible top.
    private func shownHeader(of geometry: FlowSectionGeometry) -> CGRect? {
        guard var header = geometry.header, sectionHeadersPinToVisibleBounds, collectionView != nil else { return geometry.header }
        header.origin.y = SectionPinning.headerY(placedAt: header.minY, height: header.height, visibleMinY: packedVisibleRect.minY,
                                                 contentEnd: geometry.footer?.minY ?? geometry.maxY)
        return header
    }

    /// Where the section's footer shows: its place, or pinned to the visible bottom.
    private func shownFooter(of geometry: FlowSectionGeometry) -> CGRect? {
        guard var footer = geometry.footer, sectionFootersPinToVisibleBounds, collectionView != nil else { return geometry.footer }
        footer.origin.y = SectionPinning.footerY(placedAt: footer.minY, height: footer.height, visibleMaxY: packedVisibleRect.maxY,
                                                 contentStart: geometry.header?.maxY ?? geometry.minY)
        return footer
    }

    /// The item's attributes; nil for an item the layout does not have.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return attributes(ofItem: indexPath, sections[indexPath.section].items[indexPath.item])
    }

    /// A section header's or footer's attributes (`indexPath`'s section, item 0); nil when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            return shownHeader(of: geometry).map { attributes(ofKind: elementKind, indexPath.section, $0, pinned: sectionHeadersPinToVisibleBounds) }
        case UICollectionView.elementKindSectionFooter:
            return shownFooter(of: geometry).map { attributes(ofKind: elementKind, indexPath.section, $0, pinned: sectionFootersPinToVisibleBounds) }
        default: return nil
        }
    }

    /// A new size along the lines repacks them: the layout is out of date when the width (vertical)
    /// or height (horizontal) changes; scrolling alone keeps it, unless headers or footers are
    /// pinned (they move with the bounds).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard !lastBounds.isNull, !sectionHeadersPinToVisibleBounds, !sectionFootersPinToVisibleBounds else { return true }
        return isVertical ? newBounds.width != lastBounds.width : newBounds.height != lastBounds.height
    }

    /// Marks the geometry out of date: the lines are packed again at the next `prepare()`.
    open override func invalidateLayout() {
        onlyBoundsChanged = false
        super.invalidateLayout()
    }

    /// A scroll (or resize) the pinned views follow: `prepare()` runs, and packs again only for a new breadth.
    override func invalidateLayout(forBoundsChange newBounds: CGRect) {
        invalidateLayout()
        onlyBoundsChanged = true
    }

    /// With an `estimatedItemSize`, a cell's size measured differently from the one laid out changes the layout.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        sizesItself && originalAttributes.representedElementCategory == .cell && preferredAttributes.size != originalAttributes.size
    }

    /// Keeps the measured size; the lines are packed again at the next layout.
    override func adoptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {
        measured.record(preferred.size, at: original.indexPath)
        invalidateLayout()
    }

    private func attributes(ofItem indexPath: IndexPath, _ packed: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = isVertical ? packed : packed.transposed
        if sizesItself {
            (attributes.fitsWidthToContent, attributes.fitsHeightToContent) = (true, true)
            attributes.isMeasured = measured.contains(indexPath)
        }
        return attributes
    }

    private func attributes(ofKind kind: String, _ section: Int, _ packed: CGRect, pinned: Bool) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = isVertical ? packed : packed.transposed
        if pinned { attributes.zIndex = SectionPinning.zIndex }
        return attributes
    }
}
