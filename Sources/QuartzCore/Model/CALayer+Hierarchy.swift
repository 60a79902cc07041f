import CoreGraphics

extension CALayer {
    var baseSublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            let old = sublayerList
            for layer in old { layer.detachFromSuperlayer() }
            sublayerList = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerList.count)) }
            for layer in old where layer.superlayerRef == nil { layer.removeAnimationsInSubtree() }
            sublayersChanged()
        }
    }

    var baseSuperlayer: CALayer? { superlayerRef }

    func baseAddSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerList.count - (layer.superlayerRef === self ? 1 : 0)))
    }

    func baseInsertSublayer(_ layer: CALayer, at index: UInt32) {
        // A layer without sublayers has no descendants to check (building a deep chain stays linear).
        guard layer !== self, layer.sublayerList.isEmpty || !isDescendantOrSelf(of: layer) else {
            Diagnostics.report("cannot add a layer to itself or to one of its sublayers; ignored")
            return
        }
        let oldClock = layer.attachedAnimations.isEmpty ? nil : layer.timeMap
        layer.leaveSuperlayer()
        let position = min(Int(index), sublayerList.count)
        sublayerList.insert(layer, at: position)
        layer.superlayerRef = self
        sublayersChanged()
        // Its animations follow the clock of the tree they are now in.
        if let oldClock, oldClock != layer.timeMap { layer.layerTimingDidChange() }
        CATransaction.state.layerAttached(layer)
    }

    func baseInsertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerList.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    func baseInsertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = sublayerList.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer); return
        }
        let adjust = layer.superlayerRef === self && (sublayerList.firstIndex { $0 === layer } ?? Int.max) < index ? 0 : 1
        insertSublayer(layer, at: UInt32(index + adjust))
    }

    func baseReplaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else {
            Diagnostics.report("replaceSublayer: the old layer is not a sublayer; ignored")
            return
        }
        guard oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
        runTransitionAction()
    }

    /// Runs the receiver's `kCATransition` action (a `CATransition` in `actions`, say), which
    /// animates the replacement: only for a layer on screen, and not while actions are disabled.
    private func runTransitionAction() {
        guard !CATransaction.disableActions(), isKnownToRenderer, CATransaction.state.isOnScreen(self) else { return }
        action(forKey: kCATransition)?.run(forKey: kCATransition, object: self, arguments: nil)
    }

    func baseRemoveFromSuperlayer() {
        guard superlayerRef != nil else { return }
        leaveSuperlayer()
        removeAnimationsInSubtree()
    }

    /// Takes the layer out of its superlayer's list, keeping its animations (a move, or a removal).
    private func leaveSuperlayer() {
        guard let parent = superlayerRef else { return }
        parent.sublayerList.removeAll { $0 === self }
        parent.sublayersChanged()
        detachFromSuperlayer()
    }

    private func detachFromSuperlayer() {
        superlayerRef = nil
    }

    /// Whether `self` is `layer` or inside its subtree.
    package func isDescendantOrSelf(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let c = current {
            if c === layer { return true }
            current = c.superlayerRef
        }
        return false
    }

    /// Reorders an existing sublayer to a new index without detaching it (for `UIView`'s reordering calls).
    package func moveSublayer(_ layer: CALayer, to index: Int) {
        guard let from = sublayerList.firstIndex(where: { $0 === layer }) else { return }
        sublayerList.remove(at: from)
        sublayerList.insert(layer, at: min(max(0, index), sublayerList.count))
        sublayersChanged()
    }

    private func sublayersChanged() {
        CATransaction.state.sublayersChanged(self)
    }
}
