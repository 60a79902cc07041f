extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing one with the same key (whose delegate hears
    /// `finished == false`). It starts when the transaction commits, unless it has a `beginTime`.
    /// With no key, it gets a unique one (it can then only be removed with the others). A
    /// `CATransition` always goes under `kCATransition`, pictures the layer as it was shown before
    /// this transaction, and animates to what the transaction leaves.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let state = CATransaction.state
        let copy = type(of: anim).init(copying: anim)
        let token = state.schedule.nextToken()
        var key = key ?? "animation-\(token)"
        if let transition = copy as? CATransition {
            key = kCATransition
            transition.pictureBefore(self)
        }
        if let index = attachedAnimations.firstIndex(where: { $0.key == key }) {
            state.schedule.removed(attachedAnimations.remove(at: index))
        }
        let groups = CATransaction.openCompletionGroups()
        for group in groups { group.pending += 1 }
        attachedAnimations.append(AttachedAnimation(key: key, animation: copy, token: token, groups: groups,
                                                    defaultDuration: CATransaction.animationDuration()))
        state.animationsChanged(self)
    }

    /// The animation attached under `key` (the layer's copy, which is the one its delegate is told about).
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added.
    public func animationKeys() -> [String]? {
        attachedAnimations.isEmpty ? nil : attachedAnimations.map(\.key)
    }

    /// Removes the animation under `key`; its delegate hears `finished == false`.
    public func removeAnimation(forKey key: String) {
        guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        CATransaction.state.schedule.removed(attachedAnimations.remove(at: index))
        CATransaction.state.animationsChanged(self)
    }

    /// Removes every animation; each delegate hears `finished == false`.
    public func removeAllAnimations() {
        guard !attachedAnimations.isEmpty else { return }
        let removed = attachedAnimations
        attachedAnimations.removeAll()
        for item in removed { CATransaction.state.schedule.removed(item) }
        CATransaction.state.animationsChanged(self)
    }

    /// Stops the animations of this layer and of every layer below it (the tree left the screen).
    package func removeAnimationsInSubtree() {
        TreeWalk.forEach(from: self, children: \.sublayerList) { $0.removeAllAnimations() }
    }

    /// A copy of the layer showing what is on screen now: the committed model values with the
    /// committed animations applied at the current media time, computed with the compositor's own
    /// evaluation. Nil before the layer's first commit; a presentation copy is its own presentation.
    public func presentation() -> Self? {
        if modelLayer != nil { return self }
        guard committedProperties != nil else { return nil }
        let copy = Self.init(layer: self)
        copy.applyPresentation(presentationProperties(at: CATransaction.state.clock()))
        copy.modelLayer = self
        return copy
    }

    /// The values on screen at media `time` (the model values for a layer never committed).
    package func presentationProperties(at time: Double) -> LayerProperties {
        AnimationEvaluator.presentation(of: committedProperties ?? properties,
                                        animations: attachedAnimations.compactMap(\.resolved), at: time)
    }

    /// The model layer a presentation copy shows (the receiver, for a model layer).
    public func model() -> Self { (modelLayer as? Self) ?? self }
}

/// An animation on a layer: the layer's own copy, and its render form once committed.
package struct AttachedAnimation {
    package var key: String
    package var animation: CAAnimation
    /// Identifies this attachment in the animation schedule (unique, increasing in order of adding).
    package var token: UInt64
    /// The completion blocks waiting for this animation to stop.
    package var groups: [CompletionGroup]
    /// The transaction's animation duration when it was added: used when the animation has none.
    package var defaultDuration: Double
    package var resolved: RenderAnimation?
    /// Whether it has already stopped (kept after completion, its delegate told).
    package var hasStopped = false
}
