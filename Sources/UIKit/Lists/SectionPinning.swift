import Foundation

/// Where a section's header or footer shows when it sticks to the visible part of the content
/// (a plain table's, a flow layout's with `sectionHeadersPinToVisibleBounds`, a compositional
/// boundary item with `pinToVisibleBounds`). Worked out along the scroll direction only.
enum SectionPinning {
    /// The least z-index of a pinned header or footer in a collection view, above the cells' 0 it
    /// floats over (Casement's choice; UIKit publishes none).
    static let zIndex = 10

    /// A header `height` long placed at `placedY`: at the visible top `visibleMinY` while its
    /// section shows, pushed up by the section's `contentEnd` (what follows its items), and never
    /// above its own place.
    static func headerY(placedAt placedY: CGFloat, height: CGFloat, visibleMinY: CGFloat, contentEnd: CGFloat) -> CGFloat {
        max(placedY, min(visibleMinY, contentEnd - height))
    }

    /// A footer `height` long placed at `placedY`: at the visible bottom `visibleMaxY` while its
    /// section shows, pushed down by the section's `contentStart` (what precedes its items), and
    /// never below its own place.
    static func footerY(placedAt placedY: CGFloat, height: CGFloat, visibleMaxY: CGFloat, contentStart: CGFloat) -> CGFloat {
        min(placedY, max(visibleMaxY - height, contentStart))
    }
}
