import CoreGraphics

/// The content offsets a scroll view comes to rest at (Scrolling rule 4): per axis from
/// −inset.left to max(that, contentSize.width + inset.right − bounds.width); the same for y.
/// Content 1000 × 2000 in bounds 320 × 480 with insets (10, 20, 30, 40): x ∈ [−20, 720], y ∈ [−10, 1550].
struct ScrollRange: Equatable {
    let x: ClosedRange<Double>
    let y: ClosedRange<Double>

    init(contentSize: CGSize, inset: UIEdgeInsets, boundsSize: CGSize) {
        // 0 − inset, not −inset: no inset is +0, which reads 0, not −0.
        let minX = 0 - inset.left, minY = 0 - inset.top
        x = minX...max(minX, contentSize.width + inset.right - boundsSize.width)
        y = minY...max(minY, contentSize.height + inset.bottom - boundsSize.height)
    }

    /// `point` moved into the range.
    func clamp(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, x.lowerBound), x.upperBound), y: min(max(point.y, y.lowerBound), y.upperBound))
    }

    /// Whether `point` is inside the range.
    func contains(_ point: CGPoint) -> Bool { x.contains(point.x) && y.contains(point.y) }
}
