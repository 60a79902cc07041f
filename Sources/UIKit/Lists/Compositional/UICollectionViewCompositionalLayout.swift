import Foundation

/// Makes the section at an index for a compositional layout, told the room it has; nil shows
/// nothing for the section.
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections of groups of items (sizes fractional of their container,
/// absolute or estimated), scrolling vertically, with the spacing and the headers and footers of its
/// `configuration` around them. `prepare()` asks for each section once and works
/// out one group's frames per section; the items in a rectangle are then found arithmetically
/// from the groups meeting it, so a layout pass costs the visible items, whatever their number.
/// Sections whose groups' height is estimated self-size: each cell shown is measured (its
/// `preferredLayoutAttributesFitting(_:)`) and its group takes the height, kept until the width or
/// the section's item count changes. Other estimated sizes are taken as the sizes.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private var sections: [CompositionalSectionGeometry] = []
    /// The configuration's headers and footers, around the sections.
    private var layoutBoundaries = CompositionalLayoutBoundaries([], width: 0, height: 0)
    private var width: CGFloat = 0
    /// The sections scrolling on their own: their scroll views' places, and how far each has scrolled.
    private var bands: [Int: OrthogonalBand] = [:]
    private var orthogonalOffsets: [Int: CGFloat] = [:]
    /// What self-sizing items measured.
    private var measured = MeasuredCellSizes()

    // Each initializer is designated, as UIKit's are, so that subclasses may call any of them.

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with a copy of `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = Self.copy(of: configuration)
        super.init()
    }

    /// A layout asking `sectionProvider` for each section, with the room the collection view has.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout asking `sectionProvider` for each section, with a copy of `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = Self.copy(of: configuration)
        super.init()
    }

    /// The spacing between sections and the layout's own headers and footers; setting it keeps a
    /// copy and lays the layout out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = Self.copy(of: newValue)
            invalidateLayout()
        }
    }

    private static func copy(of configuration: UICollectionViewCompositionalLayoutConfiguration) -> UICollectionViewCompositionalLayoutConfiguration {
        configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? configuration
    }

    /// A layout of list sections only (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }

    /// Casement has no nib loading: no layout.
    public required init?(coder: NSCoder) {
        Diagnostics.report("UICollectionViewCompositionalLayout(coder:): Casement does not decode layouts; nil")
        return nil
    }

    /// Asks for every section and works its geometry out in the collection view's visible size.
    open override func prepare() {
        super.prepare()
        sections = []
        bands = [:]
        layoutBoundaries = CompositionalLayoutBoundaries([], width: 0, height: 0)
        guard let collectionView else { return width = 0 }
        let environment = CollectionLayoutEnvironment(collectionView)
        let room = environment.effectiveContentSize
        width = room.width
        measured.prepare(breadth: width)
        if storedConfiguration.scrollDirection == .horizontal {
            Diagnostics.report("UICollectionViewCompositionalLayoutConfiguration.scrollDirection .horizontal: Casement's compositional layout scrolls vertically; laid out vertically", .oncePerMessage)
        }
        layoutBoundaries = CompositionalLayoutBoundaries(storedConfiguration.boundarySupplementaryItems, width: room.width, height: room.height)
        var top = layoutBoundaries.sectionsMinY
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { top += storedConfiguration.interSectionSpacing }
            let items = collectionView.numberOfItems(inSection: index)
            let section = sectionProvider(index, environment) ?? {
                Diagnostics.report("UICollectionViewCompositionalLayout: the section provider returned nil for section \(index); its items are not shown", .oncePerMessage)
                let nothing = NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
                return NSCollectionLayoutSection(group: NSCollectionLayoutGroup(layoutSize: nothing, subitems: [], horizontal: true, count: nil))
            }()
            var geometry = CompositionalSectionGeometry(section, itemCount: items, width: room.width, height: room.height, top: top)
            for (item, size) in measured.sizes(inSection: index, itemCount: items) { _ = geometry.setMeasuredHeight(size.height, ofItem: item) }
            bands[index] = geometry.orthogonalBand
            sections.append(geometry)
            top = geometry.maxY
        }
        layoutBoundaries.placeFooters(after: top)
    }

    /// The visible width by the sections' and the layout's headers' and footers' total height.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: layoutBoundaries.maxY)
    }

    /// Headers, items and footers meeting `rect`: sections found by binary search, items from the
    /// groups meeting the rectangle.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let visible = visibleContentRect
        var found = layoutBoundaries.shown(in: visible).filter { $0.frame.intersects(rect) }.map { attributes(of: $0, 0) }
        for index in sections.indices[sections.partitionPoint(where: { $0.maxY > rect.minY })...] {
            let section = sections[index]
            guard section.minY < rect.maxY else { break }
            for boundary in section.shownBoundaries(visibleIn: visible) where boundary.frame.intersects(rect) {
                found.append(attributes(of: boundary, index))
            }
            for (item, frame) in section.items(meeting: rect, scrolledBy: orthogonalOffsets[index] ?? 0) {
                found.append(attributes(ofItem: IndexPath(item: item, section: index), frame, section))
            }
        }
        return found
    }

    /// The item's attributes; nil for an item the layout does not have.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].itemCount).contains(indexPath.item),
              let frame = sections[indexPath.section].frame(ofItem: indexPath.item, scrolledBy: orthogonalOffsets[indexPath.section] ?? 0) else { return nil }
        return attributes(ofItem: indexPath, frame, sections[indexPath.section])
    }

    /// The layout's header or footer of `elementKind` (at item 0 of section 0), else the section's
    /// (`indexPath`'s section, item 0); nil when there is none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if indexPath == IndexPath(item: 0, section: 0),
           let boundary = layoutBoundaries.shown(in: visibleContentRect).first(where: { $0.kind == elementKind }) {
            return attributes(of: boundary, 0)
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let boundary = sections[indexPath.section].shownBoundaries(visibleIn: visibleContentRect).first(where: { $0.kind == elementKind }) else { return nil }
        return attributes(of: boundary, indexPath.section)
    }

    /// A measured cell changes the layout when its item self-sizes and its height is not the one laid out.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let indexPath = originalAttributes.indexPath
        guard originalAttributes.representedElementCategory == .cell, indexPath.count == 2, sections.indices.contains(indexPath.section) else { return false }
        return sections[indexPath.section].fitsHeightToContent(item: indexPath.item) && preferredAttributes.size.height != originalAttributes.size.height
    }

    /// Takes the measured height in place: the item's group and the sections below move, nothing is prepared again.
    override func adoptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {
        let (section, item) = (original.indexPath.section, original.indexPath.item)
        let change = sections[section].setMeasuredHeight(preferred.size.height, ofItem: item)
        measured.record(preferred.size, at: original.indexPath)
        guard change != 0 else { return }
        for index in sections.indices[(section + 1)...] {
            sections[index].move(by: change)
            bands[index] = sections[index].orthogonalBand
        }
        layoutBoundaries.moveFooters(by: change)
    }

    override var orthogonalBands: [Int: OrthogonalBand] { bands }

    override func orthogonalSection(_ section: Int, didScrollTo offset: CGFloat) {
        orthogonalOffsets[section] = offset
    }

    /// Fractions are of the visible size: a new size lays the sections out again; scrolling alone
    /// keeps them (pinned headers and footers are placed from the bounds each time they are asked for).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        lastBounds.isNull || newBounds.size != lastBounds.size
    }

    /// An item's attributes: its frame, and in a list with separators whether its cell shows one
    /// (every row but the section's last).
    private func attributes(ofItem indexPath: IndexPath, _ frame: CGRect, _ section: CompositionalSectionGeometry) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        attributes.fitsHeightToContent = section.fitsHeightToContent(item: indexPath.item)
        attributes.isMeasured = section.isMeasured(item: indexPath.item)
        attributes.showsListSeparator = section.showsSeparators && indexPath.item < section.itemCount - 1
        return attributes
    }

    private func attributes(of boundary: CompositionalBoundary, _ section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: boundary.kind, with: IndexPath(item: 0, section: section))
        attributes.frame = boundary.frame
        attributes.zIndex = boundary.zIndex
        return attributes
    }
}
