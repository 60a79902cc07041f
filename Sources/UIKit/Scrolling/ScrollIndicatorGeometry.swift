import CoreGraphics

/// Where a scroll indicator is drawn (Scrolling rule 18), in the scroll view's bounds
/// coordinates: along the right (or bottom) edge, its length the visible fraction of the content's
/// track with a minimum, shrinking while the content is rubber-banded past an end. UIKit's numbers
/// are unpublished; these are Casement's choices.
enum ScrollIndicatorGeometry {
    /// How thick an indicator is.
    static let thickness: CGFloat = 2.5
    /// How far it keeps from the scroll view's edges.
    static let edgeInset: CGFloat = 3
    /// The shortest it gets in range; rubber-banding may shrink it to twice its thickness.
    static let minimumLength: CGFloat = 36

    /// The vertical indicator's frame, or nil when the content is no taller than the bounds.
    static func vertical(bounds: CGRect, contentSize: CGSize, contentInset: UIEdgeInsets, indicatorInsets: UIEdgeInsets) -> CGRect? {
        guard let (start, length) = place(offset: bounds.minY, size: bounds.height, content: contentSize.height,
                                          before: contentInset.top, after: contentInset.bottom,
                                          trackBefore: indicatorInsets.top, trackAfter: indicatorInsets.bottom) else { return nil }
        return CGRect(x: bounds.maxX - edgeInset - thickness - indicatorInsets.right, y: bounds.minY + start, width: thickness, height: length)
    }

    /// The horizontal indicator's frame, or nil when the content is no wider than the bounds.
    static func horizontal(bounds: CGRect, contentSize: CGSize, contentInset: UIEdgeInsets, indicatorInsets: UIEdgeInsets) -> CGRect? {
        guard let (start, length) = place(offset: bounds.minX, size: bounds.width, content: contentSize.width,
                                          before: contentInset.left, after: contentInset.right,
                                          trackBefore: indicatorInsets.left, trackAfter: indicatorInsets.right) else { return nil }
        return CGRect(x: bounds.minX + start, y: bounds.maxY - edgeInset - thickness - indicatorInsets.bottom, width: length, height: thickness)
    }

    /// Along one axis: where the indicator starts from the bounds' edge, and its length.
    private static func place(offset: CGFloat, size: CGFloat, content: CGFloat, before: CGFloat, after: CGFloat,
                              trackBefore: CGFloat, trackAfter: CGFloat) -> (start: CGFloat, length: CGFloat)? {
        let scrolled = content + before + after
        let track = size - trackBefore - trackAfter - 2 * edgeInset
        guard scrolled > size, size > 0, track > 0 else { return nil }
        let low = -before, high = content + after - size
        let overshoot = offset < low ? low - offset : (offset > high ? offset - high : 0)
        let inRange = max(min(minimumLength, track), track * size / scrolled)
        let length = max(min(2 * thickness, track), inRange - overshoot)
        let progress = min(1, max(0, (offset - low) / (high - low)))
        return (trackBefore + edgeInset + progress * (track - length), length)
    }
}
