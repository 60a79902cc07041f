import Foundation

/// Where the items and supplementary views of a collection view go. Subclasses work their geometry
/// out in `prepare()` (called on the first layout after `invalidateLayout()`) and answer the queries;
/// the collection view asks `layoutAttributesForElements(in:)` for its visible rectangle each layout
/// (Scrolling rule 40).
@preconcurrency @MainActor
open class UICollectionViewLayout {
    public init() {}

    /// A layout decoded from an archive (Casement has no nib loading: a new layout).
    public required init?(coder: NSCoder) {}

    /// The collection view using the layout.
    open var collectionView: UICollectionView? { attachedCollectionView }
    weak var attachedCollectionView: UICollectionView?
    /// Whether `prepare()` runs at the collection view's next layout.
    var needsPrepare = true
    /// The bounds of the collection view at its last layout, to tell a bounds change.
    var lastBounds = CGRect.null

    /// Works out the geometry, before the collection view's first layout and the first after each
    /// `invalidateLayout()`. The default does nothing.
    open func prepare() {}

    /// The size of the whole content; the collection view's `contentSize` (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (nil by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (nil by default).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (nil by default).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The part of the content the collection view shows, less its adjusted content insets: where
    /// pinned headers and footers stick.
    var visibleContentRect: CGRect {
        guard let collectionView else { return .null }
        return collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    }

    /// The sections that scroll across the layout's direction in scroll views of their own, by
    /// section (none but in compositional layouts).
    var orthogonalBands: [Int: OrthogonalBand] { [:] }

    /// A section's own scroll view has scrolled to `offset`: the layout places its items so.
    func orthogonalSection(_ section: Int, didScrollTo offset: CGFloat) {}

    /// Whether a cell's `preferredLayoutAttributesFitting(_:)` answer (`preferredAttributes`, for
    /// the attributes the layout gave, `originalAttributes`) changes the layout (false by default).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Takes a cell's preferred attributes the layout said change it. By default the layout is
    /// prepared again (UIKit's invalidation contexts are not there to say what changed).
    func adoptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {
        invalidateLayout()
    }

    /// Marks the geometry out of date: `prepare()` runs again at the collection view's next layout.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The collection view's bounds became `newBounds`, which `shouldInvalidateLayout(forBoundsChange:)`
    /// said makes the layout out of date (what UIKit's invalidation context for a bounds change
    /// carries). By default the layout is invalidated as a whole.
    func invalidateLayout(forBoundsChange newBounds: CGRect) {
        invalidateLayout()
    }

    /// Whether the collection view's bounds becoming `newBounds` (a scroll or a resize) makes the
    /// layout out of date (false by default: the geometry does not depend on the bounds).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}
