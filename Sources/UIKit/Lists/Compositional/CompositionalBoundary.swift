import Foundation

/// A compositional layout's header or footer worked out: its kind, frame and z-index, and whether
/// it sticks to the visible bounds. A section's are its boundary items; the layout's own are its
/// configuration's.
struct CompositionalBoundary {
    let kind: String
    var frame: CGRect
    let zIndex: Int
    let isPinned: Bool

    /// `item` placed at `y` in a band `width` wide from `minX`, its fractions of `width` by `height`.
    @MainActor
    init(_ item: NSCollectionLayoutBoundarySupplementaryItem, y: CGFloat, minX: CGFloat, width: CGFloat, height: CGFloat) {
        let size = item.layoutSize.resolved(in: CGSize(width: width, height: height))
        kind = item.elementKind
        frame = CGRect(x: item.x(minX: minX, width: width, viewWidth: size.width), y: y, width: size.width, height: size.height)
            .offsetBy(dx: item.offset.x, dy: item.offset.y)
        zIndex = item.pinToVisibleBounds ? max(item.zIndex, SectionPinning.zIndex) : item.zIndex
        isPinned = item.pinToVisibleBounds
    }

    /// Where it shows in `visible`: pinned, a header at the visible top and a footer at the visible
    /// bottom, kept within `contentMinY`…`contentMaxY` (the content it heads or ends) and never past
    /// its own place.
    func shown(in visible: CGRect, isFooter: Bool, contentMinY: CGFloat, contentMaxY: CGFloat) -> CompositionalBoundary {
        guard isPinned, !visible.isNull else { return self }
        var shown = self
        shown.frame.origin.y = isFooter
            ? SectionPinning.footerY(placedAt: frame.minY, height: frame.height, visibleMaxY: visible.maxY, contentStart: contentMinY)
            : SectionPinning.headerY(placedAt: frame.minY, height: frame.height, visibleMinY: visible.minY, contentEnd: contentMaxY)
        return shown
    }
}
