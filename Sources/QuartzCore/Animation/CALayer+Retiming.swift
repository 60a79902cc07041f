extension CALayer {
    /// Changes the timing (`beginTime`, `speed`, `timeOffset`…) of the animation under `key` in
    /// place: the same animation, its delegate still listening, on screen from the next commit and
    /// in `presentation()` at once. It is how a view property animator pauses (speed 0 and a time
    /// offset, as Core Animation documents pausing), scrubs, reverses and resumes its animations
    /// without adding them again. An animation that had stopped but stayed on the layer
    /// (`isRemovedOnCompletion == false`) runs again, and will report its stop again.
    package func retimeAnimation(forKey key: String, _ change: (CAAnimation) -> Void) {
        guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        change(attachedAnimations[index].animation)
        // Not committed yet: the commit resolves the new timing.
        guard attachedAnimations[index].resolved != nil else { return }
        let state = CATransaction.state
        let clock = timeMap
        let resolved = attachedAnimations[index].animation
            .renderAnimation(commitTime: clock.local(state.clock()), defaultDuration: attachedAnimations[index].defaultDuration,
                             playbackSpeed: state.animationSpeed)
            .following(clock)
        attachedAnimations[index].resolved = resolved
        if attachedAnimations[index].hasStopped {
            // Its transactions' completion blocks already counted its stop.
            attachedAnimations[index].groups = []
            attachedAnimations[index].hasStopped = false
            state.schedule.resumed(attachedAnimations[index], of: self, timing: resolved.timing)
        } else {
            state.schedule.retimed(attachedAnimations[index], timing: resolved.timing)
        }
        state.animationsChanged(self)
    }
}
