import Foundation

/// Space between a group's items, or around an item: fixed, or flexible — at least the value,
/// growing to share out the room left in the group.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing {
    /// The points of fixed spacing, or the least points of flexible spacing.
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Spacing of at least `flexibleSpacing` points, growing to share the room left.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }
    /// Spacing of exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
}
