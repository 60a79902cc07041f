extension CALayer {
    func baseSetNeedsLayout() {
        guard !layoutFlags.needsLayout else { return }
        layoutFlags.needsLayout = true
        var ancestor = superlayer
        while let a = ancestor, !a.layoutFlags.descendantNeedsLayout {
            a.layoutFlags.descendantNeedsLayout = true
            ancestor = a.superlayer
        }
        CATransaction.state.layoutRequested(self)
    }

    func baseNeedsLayout() -> Bool { layoutFlags.needsLayout }

    func baseLayoutIfNeeded() {
        if layoutFlags.needsLayout {
            layoutFlags.needsLayout = false
            layoutSublayers()
        }
        guard layoutFlags.descendantNeedsLayout else { return }
        layoutFlags.descendantNeedsLayout = false
        for sublayer in sublayerList where sublayer.layoutFlags.needsLayout || sublayer.layoutFlags.descendantNeedsLayout {
            sublayer.layoutIfNeeded()
        }
    }
}

/// A layer's place in the top-down layout pass.
package struct LayoutFlags {
    package var needsLayout = false
    package var descendantNeedsLayout = false
}
