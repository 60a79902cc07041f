extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing one with the same key); it starts at the commit.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = type(of: anim).init(copying: anim)
        let key = key ?? "animation-\(CATransaction.state.nextLayerID())"
        if let index = attachedAnimations.firstIndex(where: { $0.key == key }) {
            let replaced = attachedAnimations.remove(at: index)
            CATransaction.state.animationEnded(replaced.animation, finished: false)
        }
        attachedAnimations.append(AttachedAnimation(key: key, animation: copy))
        CATransaction.state.animationsChanged(self)
    }

    /// The animation attached under `key`.
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
        let removed = attachedAnimations.remove(at: index)
        CATransaction.state.animationEnded(removed.animation, finished: false)
        CATransaction.state.animationsChanged(self)
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        let removed = attachedAnimations
        attachedAnimations.removeAll()
        for item in removed { CATransaction.state.animationEnded(item.animation, finished: false) }
        CATransaction.state.animationsChanged(self)
    }

    /// A copy of the layer showing what is on screen now: the committed model values with the
    /// committed animations applied at the current media time. Nil before the layer's first commit.
    public func presentation() -> Self? {
        guard committedProperties != nil else { return nil }
        let copy = Self.init(layer: self)
        copy.applyPresentation(presentationProperties(at: CATransaction.state.clock()))
        return copy
    }

    /// The values on screen at media `time` (the model values for a layer never committed).
    package func presentationProperties(at time: Double) -> LayerProperties {
        AnimationEvaluator.presentation(of: committedProperties ?? properties,
                                        animations: attachedAnimations.compactMap(\.resolved), at: time)
    }

    /// The model layer (the receiver, for a model layer).
    public func model() -> Self { self }
}

/// An animation on a layer, with its render form once committed.
package struct AttachedAnimation {
    package var key: String
    package var animation: CAAnimation
    package var resolved: RenderAnimation?
    /// Whether its end was already reported (an animation kept after completion).
    package var reported = false
}
