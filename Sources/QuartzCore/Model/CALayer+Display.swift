import CoreGraphics

extension CALayer {
    func baseSetNeedsDisplay() {
        setNeedsDisplay(CGRect(origin: bounds.origin, size: bounds.size), whole: true)
    }

    func baseSetNeedsDisplay(_ r: CGRect) {
        guard r.isNull || r.isFiniteGeometry else { return Diagnostics.report("setNeedsDisplay(_:) with \(r), which is not finite; ignored") }
        setNeedsDisplay(r, whole: false)
    }

    private func setNeedsDisplay(_ r: CGRect, whole: Bool) {
        guard !r.isNull, r.isFiniteGeometry else { return }
        CATransaction.state.invalidate(self, rect: whole ? nil : r)
    }

    func baseNeedsDisplay() -> Bool { CATransaction.state.pendingDisplay[layerID] != nil }

    func baseDisplayIfNeeded() {
        guard let request = CATransaction.state.pendingDisplay.removeValue(forKey: layerID) else { return }
        displayRequest = request
        defer { displayRequest = .whole }
        display()
    }

    var baseNeedsDisplayOnBoundsChange: Bool {
        get { displayOnBoundsChange }
        set { displayOnBoundsChange = newValue }
    }

    package func render(_ request: DisplayRequest) {
        // A plain layer without a delegate has nothing that could draw: keep its contents, allocate nothing.
        if delegate == nil, type(of: self) == CALayer.self { return }
        if let delegate {
            delegateDeclinedDisplay = false
            delegate.display(self)
            if !delegateDeclinedDisplay { return }
        }
        guard let update = BackingStore.draw(self, request: request) else { return }
        CATransaction.state.setContents(update, of: self, fromDrawing: true)
    }
}
