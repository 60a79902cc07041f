/// Applies a layer's animations to its model properties at a media time: the one function both
/// the render thread (each frame, in place) and the main thread (`presentation()`) use.
package enum AnimationEvaluator {
    package static func presentation(of model: LayerProperties, animations: [RenderAnimation], at time: Double) -> LayerProperties {
        var result = model
        withUnsafePointer(to: model) { apply(animations, model: $0, to: &result, at: time) }
        return result
    }

    /// Writes the values `animations` show at `time` into `result`: `model`, but for the properties
    /// animations set in an earlier evaluation, which are set back to the model first.
    package static func apply(_ animations: [RenderAnimation], model: UnsafePointer<LayerProperties>, to result: inout LayerProperties,
                              at time: Double) {
        // In place: iterating by value would retain and release each animation's effect.
        animations.withUnsafeBufferPointer { list in
            var animated = AnimatedProperties()
            for index in list.indices { animated.formUnion(list[index].animatedProperties) }
            animated.forEach { $0.reset(&result, to: model) }
            RenderAnimation.apply(list, to: &result, at: time)
            // In range (and finite) only once all have added up: UIKit's retargeting stacks additive animations.
            animated.forEach { $0.keepInRange(in: &result, model: model) }
        }
    }

    /// Whether any of `animations` still changes the picture at or after `time`.
    package static func isRunning(_ animations: [RenderAnimation], at time: Double) -> Bool {
        animations.contains { $0.timing.endTime > time }
    }
}
