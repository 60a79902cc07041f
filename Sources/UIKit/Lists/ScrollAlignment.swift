import Foundation

/// Where scrolling to a row or item brings it along one axis: its start to the start of the visible
/// area, its middle to the middle, or its end to the end.
enum ScrollAlignment {
    case start, middle, end
}

extension UIScrollView {
    /// The content offset along one axis (y when `vertically`) that brings `rect` (content
    /// coordinates) to `alignment` within the visible area, the bounds inside the adjusted insets;
    /// not yet kept in the scrollable range.
    func offset(aligning rect: CGRect, _ alignment: ScrollAlignment, vertically: Bool) -> CGFloat {
        let inset = adjustedContentInset
        let (start, end, length) = vertically ? (rect.minY, rect.maxY, bounds.height) : (rect.minX, rect.maxX, bounds.width)
        let (before, after) = vertically ? (inset.top, inset.bottom) : (inset.left, inset.right)
        switch alignment {
        case .start: return start - before
        case .middle: return (start + end) / 2 - (length - before - after) / 2 - before
        case .end: return end - length + after
        }
    }
}
