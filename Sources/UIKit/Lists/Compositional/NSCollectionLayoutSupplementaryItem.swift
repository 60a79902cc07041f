import Foundation

/// A supplementary view a compositional layout places, by kind (the kind its data source's
/// `viewForSupplementaryElementOfKind` is asked for). Casement places boundary items (section
/// headers and footers) only.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view the data source is asked for.
    public let elementKind: String
    /// Where the view shows among others: higher above lower (0 by default).
    open var zIndex = 0

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A supplementary view at an edge of a section: a header (`.top`) above its items or a footer
/// (`.bottom`) below them, with the section's width (less its leading and trailing insets while
/// the section's `supplementariesFollowContentInsets`) as the container of fractional widths.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge of the section the view sits at: `.top`, `.topLeading` and `.topTrailing` above
    /// the items, `.bottom`, `.bottomLeading` and `.bottomTrailing` below them, narrower views to
    /// the centre, leading or trailing side.
    public let alignment: NSRectAlignment
    /// How far the view is moved from its place.
    public let offset: CGPoint
    /// Whether the view stays at the visible top (a header) or bottom (a footer) while its section
    /// shows, pushed away by the section's end or start (false by default).
    open var pinToVisibleBounds = false

    /// A view of `elementKind` at the `alignment` edge of its section.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A view of `elementKind` at the `alignment` edge of its section, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        if ![.top, .topLeading, .topTrailing, .bottom, .bottomLeading, .bottomTrailing].contains(alignment) {
            Diagnostics.report("NSCollectionLayoutBoundarySupplementaryItem(elementKind: \"\(elementKind)\", alignment: .\(alignment)): Casement places boundary items above or below a section only; .top is used")
        }
        self.alignment = [.bottom, .bottomLeading, .bottomTrailing, .top, .topLeading, .topTrailing].contains(alignment) ? alignment : .top
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Whether the view sits below the section's items.
    var isFooter: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }

    /// The view's x in a section `width` wide starting at `minX`, for its own `viewWidth`.
    func x(minX: CGFloat, width: CGFloat, viewWidth: CGFloat) -> CGFloat {
        switch alignment {
        case .topLeading, .bottomLeading: minX
        case .topTrailing, .bottomTrailing: minX + width - viewWidth
        default: minX + (width - viewWidth) / 2
        }
    }
}
