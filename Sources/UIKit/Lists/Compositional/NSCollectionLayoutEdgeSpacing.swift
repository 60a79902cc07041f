import Foundation

/// Space a group keeps around one of its items, edge by edge (nil: none). Casement takes flexible
/// edge spacing at its least value.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The points before (leading or top) and after (trailing or bottom) the item along an axis.
    func around(horizontally: Bool) -> (before: CGFloat, after: CGFloat) {
        horizontally ? (leading?.spacing ?? 0, trailing?.spacing ?? 0) : (top?.spacing ?? 0, bottom?.spacing ?? 0)
    }
}
