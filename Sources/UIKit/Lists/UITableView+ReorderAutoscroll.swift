import Foundation

/// Scrolling while a lifted row is held near the table's top or bottom edge (reordering in editing
/// mode): within a row's height of the visible edge, and while the content can scroll that way, the
/// table scrolls frame by frame from a display link, faster the deeper the row is in the zone; the
/// row stays under the pointer and its drop place follows. The speed is Casement's (UIKit
/// publishes none).
extension UITableView {
    /// How fast the table scrolls with the row at the very edge, in points per second.
    static let reorderAutoscrollSpeed: CGFloat = 600

    /// The speed for the lifted row where it is: positive down, negative up, 0 outside the edge
    /// zones or with the content at its end that way.
    func reorderAutoscrollVelocity(for reorder: RowReorder) -> CGFloat {
        let visibleTop = bounds.minY + adjustedContentInset.top, visibleBottom = bounds.maxY - adjustedContentInset.bottom
        let zone = reorder.height, range = scrollRange.y
        let intoBottom = reorder.y + reorder.height - (visibleBottom - zone)
        if intoBottom > 0, contentOffset.y < range.upperBound { return Self.reorderAutoscrollSpeed * min(1, intoBottom / zone) }
        let intoTop = visibleTop + zone - reorder.y
        if intoTop > 0, contentOffset.y > range.lowerBound { return -Self.reorderAutoscrollSpeed * min(1, intoTop / zone) }
        return 0
    }

    /// Starts the display link as the row enters an edge zone, stops it as it leaves (or the
    /// content ends).
    func updateReorderAutoscroll() {
        guard let reorder else { return }
        let scrolls = reorderAutoscrollVelocity(for: reorder) != 0
        guard scrolls != (reorder.autoscrollLink != nil) else { return }
        guard scrolls else { return reorder.stopAutoscroll() }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.autoscrollReorder(link)
        }
        link.add(to: .main, forMode: .common)
        reorder.autoscrollLink = link
    }

    /// One frame: the content moves by the speed over the frame's time (within its range, counted
    /// before the offset's rounding to pixels), and the row follows the pointer over it.
    private func autoscrollReorder(_ link: CADisplayLink) {
        guard let reorder else { return link.invalidate() }
        let step = reorderAutoscrollVelocity(for: reorder) * CGFloat(link.targetTimestamp - link.timestamp)
        let range = scrollRange.y
        let offset = min(max((reorder.autoscrolledOffset ?? contentOffset.y) + step, range.lowerBound), range.upperBound)
        reorder.autoscrolledOffset = offset
        contentOffset.y = offset
        dragReorder(by: reorder.translation)
    }
}
