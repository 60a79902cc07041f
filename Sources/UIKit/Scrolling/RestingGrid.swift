import Foundation

/// Where a scroll view's content comes to rest across (on x) after a drag, when not anywhere and not
/// on its pages: on offsets `origin + k × stride`. A compositional section scrolling on its own
/// rests so (`orthogonalScrollingBehavior`): `.paging` on the band's widths, `.groupPaging` on its
/// groups' leading edges, `.groupPagingCentered` with a group centred — each at most one step from
/// where the drag began, as paging is (Scrolling rule 14) — and
/// `.continuousGroupLeadingBoundary` decelerating freely to the group edge (or end of the content)
/// nearest where it would stop.
struct RestingGrid: Equatable {
    enum Kind: Equatable {
        /// One step at a time, as a paging scroll view turns pages.
        case paging
        /// Wherever deceleration would end, moved to the nearest step.
        case nearest
    }

    let origin: Double
    let stride: Double
    let kind: Kind

    /// The offset to rest on: `freeEnd` is where deceleration alone would end; kept inside `range`.
    func offset(dragStart: Double, current: Double, velocity: Double, freeEnd: Double, range: ClosedRange<Double>) -> Double {
        guard stride > 0 else { return min(max(freeEnd, range.lowerBound), range.upperBound) }
        switch kind {
        case .paging:
            let shifted = (range.lowerBound - origin)...(range.upperBound - origin)
            return origin + PagingTarget.offset(dragStart: dragStart - origin, current: current - origin, velocity: velocity,
                                                page: stride, range: shifted)
        case .nearest:
            // The content's ends are places to rest too: the last group may not reach the leading edge.
            let step = min(max(origin + ((freeEnd - origin) / stride).rounded() * stride, range.lowerBound), range.upperBound)
            return [step, range.lowerBound, range.upperBound].min { abs($0 - freeEnd) < abs($1 - freeEnd) }!
        }
    }
}
