extension UIView {
    /// Whether the region `draw(_:)` redraws starts transparent (true, the default) or shows what was
    /// drawn before (false: the view keeps a copy of its bitmap to draw over).
    public var clearsContextBeforeDrawing: Bool {
        get { layer.clearsContextBeforeDrawing }
        set { layer.clearsContextBeforeDrawing = newValue }
    }

    /// Marks the whole view for `draw(_:)` at the next display pass.
    public func setNeedsDisplay() {
        guard UIView.mayDraw(type(of: self)) else { return }
        layer.setNeedsDisplay()
    }

    /// Marks `rect` (bounds coordinates) for drawing; the marked rects of one pass draw as one.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard UIView.mayDraw(type(of: self)) else { return }
        layer.setNeedsDisplay(rect)
    }
}
