import Foundation
import Testing
@testable import QuartzCore

/// `CASEMENT_ANIMATION_SPEED`: every animation committed runs slower by the factor, on the render
/// tree and on the main thread's schedule alike, and the model values do not change.
@Suite("Slow animations", .serialized)
@MainActor
struct SlowAnimationTests {
    /// Runs `body` on a fresh stage with animations at `speed`, set back to 1 afterwards.
    private func withStage(speed: Double, _ body: (Stage) -> Void) {
        let stage = Stage()
        CATransaction.state.animationSpeed = speed
        defer {
            CATransaction.state.animationSpeed = 1
            stage.tearDown()
        }
        body(stage)
    }

    /// Opacity from 1 to 0 in one second.
    private func fade() -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        return fade
    }

    @Test("At speed 0.1 a 1 s animation reaches its midpoint at 5 s and completes at 10 s")
    func tenTimesSlower() { withStage(speed: 0.1) { stage in
        let layer = stage.committedLayer()
        var completed: Double?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = stage.time }
        layer.add(fade(), forKey: "fade")
        CATransaction.commit()
        var tree = RenderTree()
        for transaction in stage.sink.transactions { _ = tree.apply(transaction) }
        let node = tree[layer.layerID]!
        func shown(at t: Double) -> Float {
            AnimationEvaluator.presentation(of: node.properties, animations: node.animations, at: 100 + t).opacity
        }
        #expect(abs(shown(at: 5) - 0.5) < 1e-6, "the midpoint at 5 s on the render tree")
        #expect(abs(shown(at: 1) - 0.9) < 1e-6)
        stage.time = 105
        #expect(abs((layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6, "and on the main thread")
        #expect(layer.opacity == 1, "the model value is untouched")
        stage.turn(at: 109.9)
        #expect(completed == nil && layer.animationKeys() == ["fade"])
        stage.turn(at: 110)
        #expect(completed == 110 && layer.animationKeys() == nil)
    } }

    @Test("A delay stretches too; an animation's own speed multiplies with the factor")
    func delayAndOwnSpeed() { withStage(speed: 0.5) { stage in
        let layer = stage.committedLayer()
        let animation = fade()
        animation.speed = 2
        animation.beginTime = 101
        layer.add(animation, forKey: "fade")
        CATransaction.flush()
        let timing = stage.sink.transactions.last!.animations.first!.1.first!.timing
        #expect(timing.beginTime == 102 && timing.speed == 1 && timing.endTime == 103)
    } }
}
