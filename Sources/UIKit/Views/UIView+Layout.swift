extension UIView {
    /// Marks the view for `layoutSubviews()` at the next layout pass.
    public func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out the view and its marked descendants now.
    public func layoutIfNeeded() { layer.layoutIfNeeded() }
    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        bounds.size = size
        // UIKit keeps the top-left corner where it was (for an untransformed view).
        if transform.isIdentity { frame.origin = origin }
    }
}
