extension UIImage {
    /// Draws the image upright at its size in points with its top-left corner at `point`, in the current context.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size with its top-left corner at `point`, blended by `blendMode` at `alpha`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image upright, scaled to fill `rect`, in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to fill `rect`, blended by `blendMode` at `alpha`, in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let bitmap = uprightCGImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.draw(bitmap, in: rect)
        context.restoreGState()
    }
}
