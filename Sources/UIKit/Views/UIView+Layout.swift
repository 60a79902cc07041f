extension UIView {
    func baseSetNeedsLayout() { layer.setNeedsLayout() }
    func baseLayoutIfNeeded() { layer.layoutIfNeeded() }
    func baseSizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        bounds.size = size
        // UIKit keeps the top-left corner where it was (for an untransformed view).
        if transform.isIdentity { frame.origin = origin }
    }
}
