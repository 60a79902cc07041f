import Foundation

/// The smallest part of a compositional layout: one cell's size relative to the group holding it,
/// the insets shrinking the cell inside that size, and the spacing the group keeps around it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// An item of `layoutSize`, relative to its group.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside the item's size, after its place is worked out (none on an axis
    /// whose dimension is estimated, as in UIKit). Leading is left: Casement lays out left to right.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space the group keeps around the item.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// The cell's frame in an item's slot: the slot inset by `contentInsets` on axes not estimated.
    func cellFrame(in slot: CGRect) -> CGRect {
        let horizontal = layoutSize.widthDimension.isEstimated ? (0, 0) : (contentInsets.leading, contentInsets.trailing)
        let vertical = layoutSize.heightDimension.isEstimated ? (0, 0) : (contentInsets.top, contentInsets.bottom)
        return CGRect(x: slot.minX + horizontal.0, y: slot.minY + vertical.0,
                      width: max(0, slot.width - horizontal.0 - horizontal.1), height: max(0, slot.height - vertical.0 - vertical.1))
    }
}
