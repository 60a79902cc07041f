/// Applies a layer's animations to its model properties at a media time: the one function both
/// the render thread (each frame, in place) and the main thread (`presentation()`) use.
package enum AnimationEvaluator {
    package static func presentation(of model: LayerProperties, animations: [RenderAnimation], at time: Double) -> LayerProperties {
        var result = model
        let animated = animations.reduce(into: AnimatedProperties()) { $0.formUnion($1.animatedProperties) }
        withUnsafePointer(to: model) { model in
            animations.withUnsafeBufferPointer { apply($0, changing: animated, model: model, to: &result, at: time) }
        }
        return result
    }

    /// Writes the values `animations` show at `time` into `result`: `model`, but for the properties
    /// animations set in an earlier evaluation (`animated`, all those they may change), which are
    /// set back to the model first.
    /// The animations are read in place: iterating by value would retain and release each one's effect.
    package static func apply(_ animations: UnsafeBufferPointer<RenderAnimation>, changing animated: AnimatedProperties,
                              model: UnsafePointer<LayerProperties>, to result: inout LayerProperties, at time: Double) {
        animated.forEach { $0.reset(&result, to: model) }
        RenderAnimation.apply(animations, to: &result, at: time)
        // In range (and finite) only once all have added up: UIKit's retargeting stacks additive animations.
        animated.forEach { $0.keepInRange(in: &result, model: model) }
    }

    /// Whether any of `animations` still changes the picture at or after `time`.
    package static func isRunning(_ animations: [RenderAnimation], at time: Double) -> Bool {
        animations.contains { $0.timing.endTime > time }
    }
}
