import Foundation

/// Where a paging scroll view comes to rest on one axis (Scrolling rule 14): on a multiple of
/// the page (the bounds size), at most one page from the page the drag began on — the next one
/// when the content was dragged past half of it or flung towards it.
enum PagingTarget {
    /// The speed that counts as a fling towards the next page, points per millisecond (Casement's
    /// choice; UIKit's threshold is unpublished).
    static let flingVelocity = 0.3

    /// The page offset to rest on, kept inside `range`.
    static func offset(dragStart: Double, current: Double, velocity: Double, page: Double, range: ClosedRange<Double>) -> Double {
        guard page > 0 else { return min(max(current, range.lowerBound), range.upperBound) }
        let startPage = (dragStart / page).rounded()
        var target: Double
        if abs(velocity) >= flingVelocity {
            target = velocity > 0 ? (current / page).rounded(.up) : (current / page).rounded(.down)
        } else {
            target = (current / page).rounded()
        }
        target = min(max(target, startPage - 1), startPage + 1)
        // The last page may be shorter than the bounds: it rests where the content ends.
        return min(max(target * page, range.lowerBound), range.upperBound)
    }
}
