import CoreGraphics

extension CALayer {
    /// Marks the whole layer for drawing at the next display pass.
    public func setNeedsDisplay() {
        setNeedsDisplay(CGRect(origin: bounds.origin, size: bounds.size), whole: true)
    }

    /// Marks `r` (bounds coordinates) for drawing; rects marked in one pass draw as one union. A rect
    /// with a NaN or infinite component marks nothing, with a diagnostic, as geometry setters refuse them.
    public func setNeedsDisplay(_ r: CGRect) {
        guard r.isNull || r.isFiniteGeometry else { return Diagnostics.report("setNeedsDisplay(_:) with \(r), which is not finite; ignored") }
        setNeedsDisplay(r, whole: false)
    }

    private func setNeedsDisplay(_ r: CGRect, whole: Bool) {
        guard !r.isNull, r.isFiniteGeometry else { return }
        CATransaction.state.invalidate(self, rect: whole ? nil : r)
    }

    /// Whether the layer is waiting to be drawn.
    public func needsDisplay() -> Bool { CATransaction.state.pendingDisplay[layerID] != nil }

    /// Calls `display()` now if the layer is marked.
    public func displayIfNeeded() {
        guard let request = CATransaction.state.pendingDisplay.removeValue(forKey: layerID) else { return }
        displayRequest = request
        defer { displayRequest = .whole }
        display()
    }

    /// Whether a bounds-size change marks the layer for drawing (false: the bitmap is scaled instead).
    public var needsDisplayOnBoundsChange: Bool {
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
