extension CALayer {
    func baseAdd(_ anim: CAAnimation, forKey key: String?) {
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

    func baseAnimation(forKey key: String) -> CAAnimation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    func baseAnimationKeys() -> [String]? {
        attachedAnimations.isEmpty ? nil : attachedAnimations.map(\.key)
    }

    func baseRemoveAnimation(forKey key: String) {
        guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        CATransaction.state.schedule.removed(attachedAnimations.remove(at: index))
        CATransaction.state.animationsChanged(self)
    }

    func baseRemoveAllAnimations() {
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

    func basePresentation() -> Self? {
        if modelLayer != nil { return self }
        guard committedProperties != nil else { return nil }
        guard let copy = CALayer.make(type(of: self), copying: self) else { return nil }
        copy.applyPresentation(presentationProperties(at: CATransaction.state.clock()))
        copy.modelLayer = self
        return copy
    }

    /// The values on screen at media `time` (the model values for a layer never committed).
    package func presentationProperties(at time: Double) -> LayerProperties {
        AnimationEvaluator.presentation(of: committedProperties ?? properties,
                                        animations: attachedAnimations.compactMap(\.resolved), at: time)
    }

    func baseModel() -> Self { (modelLayer as? Self) ?? self }
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
