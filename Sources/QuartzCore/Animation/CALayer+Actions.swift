import Foundation

extension CALayer {
    /// Core Animation's search for the action of `event`: the delegate's `action(for:forKey:)`,
    /// then `actions`, then the class's `defaultAction(forKey:)`, then the implicit animation of an
    /// animatable property. An `NSNull` found on the way ends the search and is returned (it runs nothing).
    package func searchAction(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let action = Self.defaultAction(forKey: event) { return action }
        return implicitAnimation(forKey: event)
    }

    /// Core Animation's implicit animation: from the value on screen now to the new model value,
    /// over the transaction's duration and timing function. Nil for properties that do not animate.
    private func implicitAnimation(forKey event: String) -> CAAction? {
        guard let keyPath = AnimatableKeyPath(rawValue: event), keyPath.isWholeProperty else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = keyPath.value(in: presentationProperties(at: CATransaction.state.clock())).boxed(for: keyPath)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction()
        return animation
    }

    /// Looks up the actions for the animatable properties that differ between the model values and
    /// `new`, while the layer still shows the old values (as Core Animation asks before a change).
    /// Nothing is looked up when actions are disabled. For a layer that is not on screen yet (never
    /// committed, or outside every window's tree) only the delegate is asked: Core Animation gives
    /// such a change no implicit animation, but a view animates it inside an animation block
    /// (UIKit's fade-in of a view added in the same turn).
    package func actionsForChange(to new: LayerProperties) -> [(String, CAAction)] {
        guard !CATransaction.disableActions() else { return [] }
        let old = properties   // read once: each read of `properties` copies it
        var changed: [AnimatableKeyPath] = []
        for keyPath in AnimatableKeyPath.actionKeys where keyPath.property.differs(between: old, and: new) { changed.append(keyPath) }
        // Whether the layer is on screen is asked only when an animatable property changes: it walks up the tree.
        guard !changed.isEmpty else { return [] }
        let onScreen = isKnownToRenderer && CATransaction.state.isOnScreen(self)
        guard onScreen || delegate != nil else { return [] }
        var found: [(String, CAAction)] = []
        for keyPath in changed {
            let event = keyPath.rawValue
            if let action = onScreen ? action(forKey: event) : delegate?.action(for: self, forKey: event) {
                found.append((event, action))
            }
        }
        return found
    }
}

extension CAAnimation: CAAction {
    /// Adds the animation to `anObject` (a layer) under `event`, replacing one with the same key.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}
