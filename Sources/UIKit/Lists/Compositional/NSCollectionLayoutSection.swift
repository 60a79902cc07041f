import Foundation

/// One section of a compositional layout: its group repeated down the section, `interGroupSpacing`
/// apart, inside `contentInsets`, with headers and footers (`boundarySupplementaryItems`) above
/// and below. The group's fractional sizes are of the collection view's visible size less the
/// section's insets.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// A section repeating `group` as its items need.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    let group: NSCollectionLayoutGroup
    /// Space around the section's groups, inside its headers and footers.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between one group and the next.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the section scrolls across the collection view's direction, its groups in a row in a
    /// scroll view of its own (`.none` by default). Casement scrolls every other value continuously.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers (top alignments) and footers (bottom alignments).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by the section's leading and trailing insets (true by default).
    open var supplementariesFollowContentInsets = true
    /// The list look of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?
}

/// How a compositional layout's section scrolls across the collection view's scrolling direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}
