/// What the render thread knows of one animation: resolved values and timing, all in media time.
package struct RenderAnimation: Sendable, Equatable {
    /// The animated property; nil for an animation that only keeps time.
    package var keyPath: AnimatableKeyPath?
    package var from: AnimationValue?
    package var to: AnimationValue?
    package var by: AnimationValue?
    package var isAdditive = false
    package var timing: AnimationTiming

    /// The property value at media `time` layered over `model` (the model value it animates),
    /// or nil when the animation has no effect at that time.
    package func value(over model: AnimationValue, at time: Double) -> AnimationValue? {
        guard let fraction = timing.progress(at: time) else { return nil }
        let (start, end) = endpoints(model: model)
        let value = start.interpolated(to: end, fraction: fraction)
        return isAdditive ? model.adding(value) : value
    }

    /// Start and end values as Core Animation resolves fromValue / toValue / byValue.
    private func endpoints(model: AnimationValue) -> (AnimationValue, AnimationValue) {
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, model)
        case (nil, let t?, nil): return (model, t)
        case (nil, nil, let b?): return (model, model.adding(b))
        case (nil, nil, nil): return (model, model)
        }
    }
}

/// The timing of one animation (CAMediaTiming), resolved to absolute media time.
package struct AnimationTiming: Sendable, Equatable {
    package var beginTime: Double
    package var duration: Double
    package var speed: Double = 1
    package var timeOffset: Double = 0
    package var repeatCount: Double = 0
    package var repeatDuration: Double = 0
    package var autoreverses = false
    package var fillsBackwards = false
    package var fillsForwards = false
    package var curve = TimingCurve.linear

    /// One pass forward (and back, with autoreverse).
    private var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// How long the animation runs in its own time.
    package var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
    }

    /// The media time the animation ends at (infinite for endless repeats or zero speed).
    package var endTime: Double {
        guard speed != 0, activeDuration.isFinite else { return .infinity }
        return beginTime + (activeDuration - timeOffset) / abs(speed)
    }

    /// The eased fraction (0…1, along from→to) at media `time`; nil when the animation has no effect.
    package func progress(at time: Double) -> Double? {
        guard duration > 0 else { return nil }
        let local = (time - beginTime) * speed + timeOffset
        if local < 0 {
            return fillsBackwards ? curve.value(at: 0) : nil
        }
        var cycleTime: Double
        if local >= activeDuration {
            guard fillsForwards else { return nil }
            // The end of the last, possibly partial, cycle.
            let cycles = activeDuration / cycleDuration
            var fraction = cycles - cycles.rounded(.down)
            if fraction < 1e-12 { fraction = 1 }
            cycleTime = fraction * cycleDuration
        } else {
            cycleTime = local.truncatingRemainder(dividingBy: cycleDuration)
        }
        var linear = cycleTime / duration
        if linear > 1 { linear = 2 - linear }
        return curve.value(at: max(0, min(1, linear)))
    }
}
