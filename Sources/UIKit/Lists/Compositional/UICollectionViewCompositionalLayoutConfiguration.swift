import Foundation

/// What a compositional layout does across its sections: the space between them and its own
/// headers and footers, above the first section and below the last, as wide as the layout. The
/// layout keeps a copy. Casement's compositional layout scrolls vertically only: a horizontal
/// `scrollDirection` is reported when the layout is prepared and laid out vertically (README).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// The way the layout scrolls (vertical by default).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between one section and the next (0 by default).
    open var interSectionSpacing: CGFloat = 0
    /// The layout's own headers (`.top` alignments) and footers (`.bottom` ones); a pinned one stays
    /// at the visible top or bottom over the whole content.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}
