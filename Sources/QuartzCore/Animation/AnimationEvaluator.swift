/// Applies animations to model properties at a media time: the one function both the render
/// thread (each frame) and the main thread (`presentation()`) use.
package enum AnimationEvaluator {
    package static func presentation(of model: LayerProperties, animations: [RenderAnimation], at time: Double) -> LayerProperties {
        var result = model
        for animation in animations {
            let base = animation.keyPath.value(in: result)
            if let value = animation.value(over: base, at: time) { animation.keyPath.set(value, in: &result) }
        }
        return result
    }

    /// Whether any of `animations` still changes the picture at or after `time`.
    package static func isRunning(_ animations: [RenderAnimation], at time: Double) -> Bool {
        animations.contains { $0.timing.endTime > time }
    }
}
