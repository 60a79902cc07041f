import Foundation

/// One section of a compositional layout worked out (vertical scrolling): headers at its top, then
/// its top inset, its groups `interGroupSpacing` apart, its bottom inset and its footers. An item's
/// frame is its place in its group's frames offset by the group's row, so finding the items in a
/// rectangle costs the groups meeting it, whatever the number of items. Pure values.
struct CompositionalSectionGeometry {
    /// A header or footer: its kind, frame and z-index.
    struct Boundary {
        let kind: String
        let frame: CGRect
        let zIndex: Int
    }

    let minY: CGFloat
    private(set) var maxY: CGFloat
    private(set) var boundaries: [Boundary] = []
    let itemCount: Int
    /// Whether the section is a list showing separators between its rows.
    let showsSeparators: Bool
    /// The frames of one group's cells, the first group's origin, and the distance between groups.
    private let group: [CGRect]
    private let groupHeight: CGFloat
    private var groupOrigin = CGPoint.zero
    private let groupStride: CGFloat
    private let groupCount: Int

    /// Lays `section` of `itemCount` items out from `top`, in a container `width` by `height` (the
    /// collection view's visible size less its content insets).
    @MainActor
    init(_ section: NSCollectionLayoutSection, itemCount: Int, width: CGFloat, height: CGFloat, top: CGFloat) {
        let insets = section.contentInsets
        let groups = CompositionalGroupGeometry(section.group,
                                                in: CGSize(width: max(0, width - insets.leading - insets.trailing),
                                                           height: max(0, height - insets.top - insets.bottom)))
        minY = top
        maxY = top
        self.itemCount = itemCount
        showsSeparators = section.listConfiguration?.showsSeparators ?? false
        group = groups.cells
        groupHeight = groups.size.height
        groupStride = groups.size.height + section.interGroupSpacing
        groupCount = group.isEmpty ? 0 : (itemCount + group.count - 1) / group.count
        let boundaryMinX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let boundaryWidth = section.supplementariesFollowContentInsets ? max(0, width - insets.leading - insets.trailing) : width
        let headers = section.boundarySupplementaryItems.filter { !$0.isFooter }, footers = section.boundarySupplementaryItems.filter(\.isFooter)
        for header in headers { place(header, minX: boundaryMinX, width: boundaryWidth, height: height) }
        maxY += insets.top
        groupOrigin = CGPoint(x: insets.leading, y: maxY)
        if groupCount > 0 { maxY += CGFloat(groupCount) * groupStride - section.interGroupSpacing }
        maxY += insets.bottom
        for footer in footers { place(footer, minX: boundaryMinX, width: boundaryWidth, height: height) }
    }

    /// Puts a header or footer at the section's current bottom and moves the bottom below it.
    @MainActor
    private mutating func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, minX: CGFloat, width: CGFloat, height: CGFloat) {
        let size = item.layoutSize.resolved(in: CGSize(width: width, height: height))
        let frame = CGRect(x: item.x(minX: minX, width: width, viewWidth: size.width), y: maxY, width: size.width, height: size.height)
        boundaries.append(Boundary(kind: item.elementKind, frame: frame.offsetBy(dx: item.offset.x, dy: item.offset.y), zIndex: item.zIndex))
        maxY += size.height
    }

    /// The frame of the item's cell; nil when the section's group places no item.
    func frame(ofItem item: Int) -> CGRect? {
        guard !group.isEmpty else { return nil }
        let row = item / group.count
        return group[item % group.count].offsetBy(dx: groupOrigin.x, dy: groupOrigin.y + CGFloat(row) * groupStride)
    }

    /// The items whose frames meet `rect`, with their frames, from the groups whose rows meet it.
    func items(meeting rect: CGRect) -> [(item: Int, frame: CGRect)] {
        guard groupCount > 0 else { return [] }
        var rows = 0...(groupCount - 1)
        if groupStride > 0 {
            // Group g spans groupOrigin.y + g × stride … + groupHeight.
            let first = ((rect.minY - groupOrigin.y - groupHeight) / groupStride).rounded(.down) + 1
            let last = ((rect.maxY - groupOrigin.y) / groupStride).rounded(.up) - 1
            let lower = max(0, first), upper = min(CGFloat(groupCount - 1), last)
            guard lower <= upper else { return [] }
            rows = Int(lower)...Int(upper)
        }
        var found: [(item: Int, frame: CGRect)] = []
        for row in rows {
            for place in group.indices {
                let item = row * group.count + place
                if item < itemCount, let frame = frame(ofItem: item), frame.intersects(rect) { found.append((item, frame)) }
            }
        }
        return found
    }
}
