import Foundation

/// One section of a compositional layout worked out (vertical scrolling): headers at its top, then
/// its top inset, its groups `interGroupSpacing` apart (down the section, or across it in a scroll
/// view of its own when it scrolls orthogonally), its bottom inset and its footers. An item's
/// frame is its place in its group's frames offset by the group's place, so finding the items in a
/// rectangle costs the groups meeting it, whatever the number of items. A section whose groups'
/// height is estimated (scrolling down the layout) self-sizes: cells measured by their content
/// give their groups their heights, kept as differences from the estimate in an `OffsetTree`, so
/// a measurement and a search stay O(log n) in the groups. Pure values.
struct CompositionalSectionGeometry {
    private(set) var minY: CGFloat
    private(set) var maxY: CGFloat
    /// Where the headers end and the footers begin: what pinned ones are pushed by.
    private var contentMinY: CGFloat = 0
    private var contentMaxY: CGFloat = 0
    /// The headers, then (from `footersStart` on) the footers.
    private(set) var boundaries: [CompositionalBoundary] = []
    private var footersStart = 0
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
    /// For each of the group's cells, whether its height is its content's (see `CompositionalGroupGeometry`).
    private let cellHeightsFollowContent: [Bool]
    /// In a self-sizing section, each group's measured height less the estimate (nil otherwise),
    /// and each measured item's height less its cell's estimate.
    private var groupDifferences: OffsetTree?
    private var itemDifferences: [Int: CGFloat] = [:]

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
        cellHeightsFollowContent = groups.heightsFollowContent
        scrollsOrthogonally = section.orthogonalScrollingBehavior != .none
        groupLength = scrollsOrthogonally ? groups.size.width : groups.size.height
        groupStride = groupLength + section.interGroupSpacing
        groupCount = group.isEmpty ? 0 : (itemCount + group.count - 1) / group.count
        let boundaryMinX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let boundaryWidth = section.supplementariesFollowContentInsets ? max(0, width - insets.leading - insets.trailing) : width
        let headers = section.boundarySupplementaryItems.filter { !$0.isFooter }, footers = section.boundarySupplementaryItems.filter(\.isFooter)
        for header in headers { place(header, minX: boundaryMinX, width: boundaryWidth, height: height) }
        contentMinY = maxY
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
            if section.group.layoutSize.heightDimension.isEstimated, groupCount > 0 { groupDifferences = OffsetTree(count: groupCount) }
        }
        maxY += insets.bottom
        contentMaxY = maxY
        footersStart = boundaries.count
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
        let boundary = CompositionalBoundary(item, y: maxY, minX: minX, width: width, height: height)
        boundaries.append(boundary)
        maxY += boundary.frame.height
    }

    /// The section's headers and footers where they show, the pinned ones stuck to `visible` (the
    /// visible bounds less the content insets).
    func shownBoundaries(visibleIn visible: CGRect) -> [CompositionalBoundary] {
        boundaries.indices.map { index in
            boundaries[index].shown(in: visible, isFooter: index >= footersStart, contentMinY: contentMinY, contentMaxY: contentMaxY)
        }
    }

    /// Whether the item's cell is measured for its height: the section self-sizes and the cell's
    /// height follows its content.
    func fitsHeightToContent(item: Int) -> Bool {
        groupDifferences != nil && cellHeightsFollowContent[item % group.count]
    }

    /// Whether a self-sizing item's height is its cell's measured one (not the estimate).
    func isMeasured(item: Int) -> Bool { itemDifferences[item] != nil }

    /// Gives a self-sizing item its measured `height`: its group becomes as much taller (or
    /// shorter) than the estimate as its tallest measured item, and what follows moves. Returns how
    /// much the section's height changed.
    mutating func setMeasuredHeight(_ height: CGFloat, ofItem item: Int) -> CGFloat {
        guard (0..<itemCount).contains(item), fitsHeightToContent(item: item), let before = groupDifferences?.total else { return 0 }
        itemDifferences[item] = max(0, height) - group[item % group.count].height
        let first = item - item % group.count
        let difference = (first..<min(itemCount, first + group.count)).compactMap { itemDifferences[$0] }.max() ?? 0
        groupDifferences?.setHeight(difference, of: item / group.count)
        let change = (groupDifferences?.total ?? before) - before
        maxY += change
        contentMaxY += change
        for index in boundaries.indices[footersStart...] { boundaries[index].frame.origin.y += change }
        return change
    }

    /// Moves the whole section down by `distance` (a section above it changed height).
    mutating func move(by distance: CGFloat) {
        minY += distance
        maxY += distance
        contentMinY += distance
        contentMaxY += distance
        groupOrigin.y += distance
        for index in boundaries.indices { boundaries[index].frame.origin.y += distance }
        orthogonalBand?.frame.origin.y += distance
    }

    /// Where group `place` begins along the way the groups run, and how long it is (self-sized).
    private func span(ofGroup place: Int) -> (start: CGFloat, length: CGFloat) {
        let start = (scrollsOrthogonally ? groupOrigin.x : groupOrigin.y) + CGFloat(place) * groupStride
        guard let groupDifferences else { return (start, groupLength) }
        return (start + groupDifferences.offset(of: place), groupLength + groupDifferences.heights[place])
    }

    /// The frame of the item's cell, its section's own scroll view scrolled by `offset` (where the
    /// cell shows in the collection view); nil when the section's group places no item.
    func frame(ofItem item: Int, scrolledBy offset: CGFloat = 0) -> CGRect? {
        guard !group.isEmpty else { return nil }
        let cell = group[item % group.count], start = span(ofGroup: item / group.count).start
        if scrollsOrthogonally { return cell.offsetBy(dx: start - offset, dy: groupOrigin.y) }
        var frame = cell.offsetBy(dx: groupOrigin.x, dy: start)
        if let difference = itemDifferences[item] { frame.size.height += difference }
        return frame
    }

    /// The items whose frames meet `rect`, with their frames (the section's own scroll view
    /// scrolled by `offset`), from the groups whose places meet it.
    func items(meeting rect: CGRect, scrolledBy offset: CGFloat = 0) -> [(item: Int, frame: CGRect)] {
        let (low, high) = scrollsOrthogonally ? (rect.minX + offset, rect.maxX + offset) : (rect.minY, rect.maxY)
        var places = 0..<groupCount
        // The first group ending past `low` to the last beginning before `high`, by binary search:
        // groups begin and end in order, unless a spacing more negative than a group is long puts
        // each before the last (then every group is looked at).
        if groupStride >= 0 {
            let lower = places.partitionPoint { let span = span(ofGroup: $0); return span.start + span.length > low }
            let upper = places.partitionPoint { span(ofGroup: $0).start >= high }
            places = lower..<max(lower, upper)
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
