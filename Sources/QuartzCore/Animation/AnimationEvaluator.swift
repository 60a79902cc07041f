/// Applies a layer's animations to its model properties at a media time: the one function both
/// the render thread (each frame) and the main thread (`presentation()`) use.
package enum AnimationEvaluator {
    package static func presentation(of model: LayerProperties, animations: [RenderAnimation], at time: Double) -> LayerProperties {
        var result = model
        // In place: iterating by value would retain and release each animation's effect.
        animations.withUnsafeBufferPointer { list in
            for index in list.indices { list[index].apply(to: &result, at: time) }
        }
        // In range only once all have added up: UIKit's retargeting stacks additive animations.
        result.keepInRange()
        return result
    }

    /// Whether any of `animations` still changes the picture at or after `time`.
    package static func isRunning(_ animations: [RenderAnimation], at time: Double) -> Bool {
        animations.contains { $0.timing.endTime > time }
    }
}
