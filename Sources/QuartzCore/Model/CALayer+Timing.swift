extension CALayer {
    func baseConvertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let source = l?.timeMap ?? .identity
        let media = source.scale == 0 ? CATransaction.state.clock() : source.media(t)
        return timeMap.local(media)
    }

    func baseConvertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        l?.convertTime(t, from: self) ?? {
            timeMap.scale == 0 ? CATransaction.state.clock() : timeMap.media(t)
        }()
    }

    /// This layer's local time as a map of media time, through its ancestors.
    package var timeMap: LayerTimeMap {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let layer = current {
            chain.append(layer)
            current = layer.superlayerRef
        }
        return chain.reversed().reduce(.identity) { $1.timeMap(under: $0) }
    }

    /// This layer's time map under a superlayer whose map is `parent`.
    private func timeMap(under parent: LayerTimeMap) -> LayerTimeMap {
        parent.then(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset)
    }

    /// The layer's timing changed: the committed animations of it and of the layers below it keep
    /// their place in local time and follow the new clock, on screen and in the schedule of
    /// delegate and completion calls.
    package func layerTimingDidChange() {
        // Each layer's map from its superlayer's, as the walk passes it down: one step a layer.
        TreeWalk.preorder(from: self, context: superlayerRef?.timeMap ?? .identity, children: \.sublayerList) { layer, parent in
            let map = layer.timeMap(under: parent)
            layer.followClock(map)
            return map
        }
    }

    /// Moves the committed animations that still run onto the clock `map`.
    private func followClock(_ map: LayerTimeMap) {
        for index in attachedAnimations.indices {
            guard let resolved = attachedAnimations[index].resolved, !attachedAnimations[index].hasStopped else { continue }
            let retimed = resolved.following(map)
            attachedAnimations[index].resolved = retimed
            CATransaction.state.schedule.retimed(attachedAnimations[index], timing: retimed.timing)
            CATransaction.state.animationsChanged(self)
        }
    }
}
