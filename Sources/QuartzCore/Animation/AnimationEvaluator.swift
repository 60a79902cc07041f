/// Applies animations to model properties at a media time: the one function both the render
/// thread (each frame) and the main thread (`presentation()`) use.
package enum AnimationEvaluator {
    package static func presentation(of model: LayerProperties, animations: [RenderAnimation], at time: Double) -> LayerProperties {
        var result = model
        for animation in animations {
            guard let keyPath = animation.keyPath else { continue }
            if let value = animation.value(over: keyPath.value(in: result), at: time) { keyPath.set(value, in: &result) }
        }
        // Clamped once all animations have added up (UIKit's retargeting stacks additive ones).
        result.opacity = max(0, min(1, result.opacity))
        return result
    }

    /// Whether any of `animations` still changes the picture at or after `time`.
    package static func isRunning(_ animations: [RenderAnimation], at time: Double) -> Bool {
        animations.contains { $0.timing.endTime > time }
    }
}
