import Foundation

/// A compositional group laid out once at its size: the frames of the cells of its items, nested
/// groups flattened, in item order, relative to the group's origin. Every group of a section has
/// the same size, so a section places any item from these frames arithmetically. Pure values.
struct CompositionalGroupGeometry {
    let size: CGSize
    let cells: [CGRect]
    /// For each cell, whether its height is its content's: its item's height is estimated, or a
    /// fraction of a group whose height is (so that a group of estimated height can self-size).
    let heightsFollowContent: [Bool]

    /// Lays `group` out at its size inside `container` (the size its fractional dimensions are of).
    @MainActor
    init(_ group: NSCollectionLayoutGroup, in container: CGSize) {
        size = group.layoutSize.resolved(in: container)
        let laidOut = Self.cells(of: group, in: CGRect(origin: .zero, size: size), estimatedHeight: group.layoutSize.heightDimension.isEstimated)
        cells = laidOut.map(\.frame)
        heightsFollowContent = laidOut.map(\.followsContent)
    }

    /// The cells of `group` laid out in `frame`: its items in a line along its axis inside its
    /// content insets, sized against that area, spaced by the inter-item spacing and each item's
    /// edge spacing. A flexible spacing shares out the length the items leave. `estimatedHeight`:
    /// whether the group's height is estimated, its own or a containing group's.
    @MainActor
    private static func cells(of group: NSCollectionLayoutGroup, in frame: CGRect,
                              estimatedHeight: Bool) -> [(frame: CGRect, followsContent: Bool)] {
        let area = group.cellFrame(in: frame)
        let horizontal = group.isHorizontal
        func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func across(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        let length = along(area.size), gap = group.interItemSpacing?.spacing ?? 0
        // The items placed and their sizes, each with its edge spacing along the axis.
        var placed: [(item: NSCollectionLayoutItem, size: CGSize, edges: (before: CGFloat, after: CGFloat))] = []
        if let count = group.count, let item = group.subitems.first {
            let edges = item.edgeSpacing?.around(horizontally: horizontal) ?? (before: 0, after: 0)
            let share = max(0, (length - gap * CGFloat(count - 1)) / CGFloat(count) - edges.before - edges.after)
            let resolved = item.layoutSize.resolved(in: area.size)
            let size = horizontal ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            placed = Array(repeating: (item, size, edges), count: count)
        } else {
            var used: CGFloat = 0, next = 0
            while !group.subitems.isEmpty {
                let item = group.subitems[next % group.subitems.count]
                let size = item.layoutSize.resolved(in: area.size)
                let edges = item.edgeSpacing?.around(horizontally: horizontal) ?? (before: 0, after: 0)
                let extent = along(size) + edges.before + edges.after
                let needed = used + (placed.isEmpty ? 0 : gap) + extent
                if !placed.isEmpty, needed > length + 0.0001 { break }
                placed.append((item, size, edges))
                used = needed
                next += 1
                // Items without length would repeat for ever: one round of them.
                if extent <= 0, next == group.subitems.count { break }
            }
        }
        var spacing = gap
        if group.interItemSpacing?.isFlexibleSpacing == true, placed.count > 1 {
            let extents = placed.reduce(0) { $0 + along($1.size) + $1.edges.before + $1.edges.after }
            spacing = max(gap, (length - extents) / CGFloat(placed.count - 1))
        }
        var cursor = horizontal ? area.minX : area.minY
        var cells: [(frame: CGRect, followsContent: Bool)] = []
        for (item, size, edges) in placed {
            cursor += edges.before
            let acrossEdge = item.edgeSpacing?.around(horizontally: !horizontal).before ?? 0
            let slot = horizontal
                ? CGRect(x: cursor, y: area.minY + acrossEdge, width: size.width, height: across(size))
                : CGRect(x: area.minX + acrossEdge, y: cursor, width: across(size), height: size.height)
            let height = item.layoutSize.heightDimension
            let followsContent = height.isEstimated || (estimatedHeight && height.isFractionalHeight)
            if let nested = item as? NSCollectionLayoutGroup {
                cells += Self.cells(of: nested, in: slot, estimatedHeight: followsContent)
            } else {
                cells.append((item.cellFrame(in: slot), followsContent))
            }
            cursor += along(size) + edges.after + spacing
        }
        return cells
    }
}
