extension UIView {
    var baseClearsContextBeforeDrawing: Bool {
        get { layer.clearsContextBeforeDrawing }
        set { layer.clearsContextBeforeDrawing = newValue }
    }

    func baseSetNeedsDisplay() {
        guard UIView.mayDraw(type(of: self)) else { return }
        layer.setNeedsDisplay()
    }

    func baseSetNeedsDisplay(_ rect: CGRect) {
        guard UIView.mayDraw(type(of: self)) else { return }
        layer.setNeedsDisplay(rect)
    }
}
