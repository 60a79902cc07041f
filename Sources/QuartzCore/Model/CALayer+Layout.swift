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
        TreeWalk.forEach(from: self, children: { layer in
            guard layer.layoutFlags.descendantNeedsLayout else { return [] }
            layer.layoutFlags.descendantNeedsLayout = false
            return layer.sublayerList
        }, descends: \.layoutFlags.isMarked) { layer in
            guard layer.layoutFlags.needsLayout else { return }
            layer.layoutFlags.needsLayout = false
            layer.layoutSublayers()
        }
    }
}

/// A layer's place in the top-down layout pass.
package struct LayoutFlags {
    package var needsLayout = false
    package var descendantNeedsLayout = false

    /// Whether the layout pass has anything to do here or below.
    package var isMarked: Bool { needsLayout || descendantNeedsLayout }
}
