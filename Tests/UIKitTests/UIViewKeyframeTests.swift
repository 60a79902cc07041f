import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

@Suite("UIView keyframe animations", .serialized, .startsClean)
@MainActor
struct UIViewKeyframeTests {
    /// Keyframe options paced linearly overall (Apple's curve bits, which keyframe blocks honour).
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test("Each keyframe's changes happen over its part of the duration; values hold in between")
    func keyframes() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        var finishes: [Bool] = []
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 135 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.center.x = 35
                view.alpha = 0
            }
        }, completion: { finishes.append($0) })
        #expect(view.center.x == 35 && view.alpha == 0, "the model ends on the last keyframe's values at once")
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "opacity"], "one animation per property")
        stage.turn(at: 100)
        let expected: [(Double, CGFloat, Double)] = [(0.25, 85, 1), (0.5, 135, 1), (0.75, 135, 1), (1.0, 135, 1),
                                                     (1.5, 85, 0.5), (1.9, 45, 0.1)]
        for (t, x, alpha) in expected {
            #expect(abs(stage.presentation(view, at: 100 + t).position.x - x) < 1e-6, "x at \(t) s")
            #expect(abs(stage.alpha(view, at: 100 + t) - alpha) < 1e-6, "alpha at \(t) s")
        }
        stage.run(until: 102)
        #expect(finishes == [true] && view.layer.animationKeys() == nil)
    }

    @Test("Discrete keyframes jump instead of moving; the default overall pacing eases in and out")
    func modes() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        #expect((view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode == .discrete)
        #expect(view.layer.animation(forKey: "opacity")?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        stage.turn(at: 100)
        let seen = Set((1..<60).map { stage.alpha(view, at: 100 + Double($0) / 60) })
        #expect(seen.isSubset(of: [1, 0.5, 0]), "only the keyframe values appear: \(seen.sorted())")
    }

    @Test("Keyframe intervals are kept within the block; addKeyframe outside a keyframe block changes at once")
    func intervals() {
        #expect(KeyframeInterval(start: -1, duration: 3) == KeyframeInterval(start: 0, duration: 1))
        #expect(KeyframeInterval(start: 0.8, duration: 0.5) == KeyframeInterval(start: 0.8, duration: 0.2))
        #expect(KeyframeInterval(start: .nan, duration: .infinity).duration == 0)
        let frames = KeyframeInterval.frames(start: 0.0, changes: [(KeyframeInterval(start: 0.2, duration: 0.2), 1.0),
                                                                   (KeyframeInterval(start: 0.3, duration: 0.1), 2.0)])
        #expect(frames.map(\.time) == [0, 0.2, 0.4, 0.4, 1] && frames.map(\.value) == [0, 0, 1, 2, 2],
                "overlapping keyframes never go back in time")
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        UIView.animate(withDuration: 1) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        }
        #expect(view.alpha == 0.5 && view.layer.animationKeys() == nil)
    }
}
