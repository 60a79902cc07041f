import Foundation

/// One section of a compositional layout worked out (vertical scrolling): headers at its top, then
/// its top inset, its groups `interGroupSpacing` apart (down the section, or across it in a scroll
/// view of its own when it scrolls orthogonally), its bottom inset and its footers. An item's
/// frame is its place in its group's frames offset by the group's place, so finding the items in a
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
    /// Whether the groups run across the section, which scrolls on its own, rather than down it.
    let scrollsOrthogonally: Bool
    /// Where the section's own scroll view goes and how wide its content is, when it has one.
    private(set) var orthogonalBand: OrthogonalBand?
    /// The frames of one group's cells, the first group's origin, a group's length along the way
    /// the groups run, and the distance from one group to the next.
    private let group: [CGRect]
    private var groupOrigin = CGPoint.zero
    private let groupLength: CGFloat
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
        scrollsOrthogonally = section.orthogonalScrollingBehavior != .none
        groupLength = scrollsOrthogonally ? groups.size.width : groups.size.height
        groupStride = groupLength + section.interGroupSpacing
        groupCount = group.isEmpty ? 0 : (itemCount + group.count - 1) / group.count
        let boundaryMinX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let boundaryWidth = section.supplementariesFollowContentInsets ? max(0, width - insets.leading - insets.trailing) : width
        let headers = section.boundarySupplementaryItems.filter { !$0.isFooter }, footers = section.boundarySupplementaryItems.filter(\.isFooter)
        for header in headers { place(header, minX: boundaryMinX, width: boundaryWidth, height: height) }
        maxY += insets.top
        groupOrigin = CGPoint(x: insets.leading, y: maxY)
        let run = groupCount > 0 ? CGFloat(groupCount) * groupStride - section.interGroupSpacing : 0
        if scrollsOrthogonally {
            if groupCount > 0 { maxY += groups.size.height }
            orthogonalBand = OrthogonalBand(frame: CGRect(x: 0, y: groupOrigin.y - insets.top, width: width, height: maxY - groupOrigin.y + insets.top + insets.bottom),
                                            contentWidth: insets.leading + run + insets.trailing,
                                            resting: Self.restingGrid(section.orthogonalScrollingBehavior, width: width, groupStride: groupStride,
                                                                      groupCentre: insets.leading + groupLength / 2))
        } else {
            maxY += run
        }
        maxY += insets.bottom
        for footer in footers { place(footer, minX: boundaryMinX, width: boundaryWidth, height: height) }
    }

    /// Where a section scrolling on its own `behavior` comes to rest across, in a band `width` wide
    /// whose groups are `groupStride` apart, the first one's centre at `groupCentre`.
    private static func restingGrid(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, width: CGFloat, groupStride: CGFloat,
                                    groupCentre: CGFloat) -> RestingGrid? {
        switch behavior {
        case .none, .continuous: nil
        case .continuousGroupLeadingBoundary: RestingGrid(origin: 0, stride: groupStride, kind: .nearest)
        case .paging: RestingGrid(origin: 0, stride: width, kind: .paging)
        case .groupPaging: RestingGrid(origin: 0, stride: groupStride, kind: .paging)
        case .groupPagingCentered: RestingGrid(origin: groupCentre - width / 2, stride: groupStride, kind: .paging)
        }
    }

    /// Puts a header or footer at the section's current bottom and moves the bottom below it.
    @MainActor
    private mutating func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, minX: CGFloat, width: CGFloat, height: CGFloat) {
        let size = item.layoutSize.resolved(in: CGSize(width: width, height: height))
        let frame = CGRect(x: item.x(minX: minX, width: width, viewWidth: size.width), y: maxY, width: size.width, height: size.height)
        boundaries.append(Boundary(kind: item.elementKind, frame: frame.offsetBy(dx: item.offset.x, dy: item.offset.y), zIndex: item.zIndex))
        maxY += size.height
    }

    /// The frame of the item's cell, its section's own scroll view scrolled by `offset` (where the
    /// cell shows in the collection view); nil when the section's group places no item.
    func frame(ofItem item: Int, scrolledBy offset: CGFloat = 0) -> CGRect? {
        guard !group.isEmpty else { return nil }
        let run = CGFloat(item / group.count) * groupStride
        let origin = scrollsOrthogonally ? CGPoint(x: groupOrigin.x + run - offset, y: groupOrigin.y) : CGPoint(x: groupOrigin.x, y: groupOrigin.y + run)
        return group[item % group.count].offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The items whose frames meet `rect`, with their frames (the section's own scroll view
    /// scrolled by `offset`), from the groups whose places meet it.
    func items(meeting rect: CGRect, scrolledBy offset: CGFloat = 0) -> [(item: Int, frame: CGRect)] {
        guard groupCount > 0 else { return [] }
        var places = 0...(groupCount - 1)
        if groupStride > 0 {
            // Group g spans start + g × stride … + groupLength along the way the groups run.
            let start = scrollsOrthogonally ? groupOrigin.x - offset : groupOrigin.y
            let (low, high) = scrollsOrthogonally ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
            let first = ((low - start - groupLength) / groupStride).rounded(.down) + 1
            let last = ((high - start) / groupStride).rounded(.up) - 1
            let lower = max(0, first), upper = min(CGFloat(groupCount - 1), last)
            guard lower <= upper else { return [] }
            places = Int(lower)...Int(upper)
        }
        var found: [(item: Int, frame: CGRect)] = []
        for place in places {
            for index in group.indices {
                let item = place * group.count + index
                if item < itemCount, let frame = frame(ofItem: item, scrolledBy: offset), frame.intersects(rect) { found.append((item, frame)) }
            }
        }
        return found
    }
}
