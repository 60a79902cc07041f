import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// UIViewPropertyAnimator on the headless stage's clock: what the views show (their presentation)
/// and what the model and completions say as an animator is started, paused, scrubbed, reversed,
/// stopped and finished.
@Suite("UIViewPropertyAnimator", .serialized, .startsClean)
@MainActor
struct UIViewPropertyAnimatorTests {
    /// A stage at time 100, a view on it whose centre starts at x = 35 (the animators below move it
    /// 100 points right), and a record of completions.
    private func scene() -> (AnimationStage, UIView, Positions) {
        let stage = AnimationStage()
        stage.time = 100
        return (stage, stage.view(), Positions())
    }

    /// A linear, one-second animator that moves `view` 100 points right and records its completions.
    private func mover(_ view: UIView, into positions: Positions) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        animator.addCompletion { positions.list.append($0) }
        return animator
    }

    /// The final positions completions were called with, in order.
    private final class Positions {
        var list: [UIViewAnimatingPosition] = []
    }

    /// The centre's x coordinate `view` shows at the stage's time.
    private func shownX(_ view: UIView, _ stage: AnimationStage) -> Double {
        Double(stage.presentation(view, at: stage.time).position.x)
    }

    @Test("Started, paused at 0.3 it holds 30 %; scrubbed to 0.7 it shows 70 %; resumed it ends at the end")
    func pauseScrubResume() {
        let (stage, view, positions) = scene()
        defer { stage.tearDown() }
        let animator = mover(view, into: positions)
        #expect(animator.state == .inactive && !animator.isRunning && view.center.x == 35, "nothing runs before start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.center.x == 135)
        stage.run(until: 100.3)
        #expect(abs(shownX(view, stage) - 65) < 1e-6)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.3) < 1e-9)
        stage.run(until: 102)
        #expect(abs(shownX(view, stage) - 65) < 1e-6, "paused: the compositor holds it at 30 %")
        #expect(positions.list.isEmpty)
        animator.fractionComplete = 0.7
        stage.turn(at: 102.02)
        #expect(abs(shownX(view, stage) - 105) < 1e-6, "scrubbed to 70 % after a frame")
        animator.startAnimation()
        stage.run(until: 102.17)
        #expect(abs(shownX(view, stage) - 120) < 1e-6, "resumed from 70 % over the remaining 0.3 s")
        stage.run(until: 102.33)
        #expect(positions.list == [.end] && animator.state == .inactive && !animator.isRunning)
        #expect(view.layer.animationKeys() == nil && view.center.x == 135 && shownX(view, stage) == 135)
    }

    @Test("Reversed while running, it turns around where it is and ends at the start value with completion(.start)")
    func reverse() {
        let (stage, view, positions) = scene()
        defer { stage.tearDown() }
        let animator = mover(view, into: positions)
        animator.startAnimation()
        stage.run(until: 100.5)
        animator.isReversed = true
        stage.run(until: 100.75)
        #expect(abs(shownX(view, stage) - 60) < 1e-6, "a quarter of the way back")
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(positions.list.isEmpty)
        stage.run(until: 101.01)
        #expect(positions.list == [.start] && animator.state == .inactive)
        #expect(view.center.x == 35 && shownX(view, stage) == 35 && view.layer.animationKeys() == nil)
    }

    @Test("stopAnimation(false) keeps what is shown as the model value; finishAnimation(at:) picks the position")
    func stopAndFinish() {
        let (stage, view, positions) = scene()
        defer { stage.tearDown() }
        let animator = mover(view, into: positions)
        animator.startAnimation()
        stage.run(until: 100.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning && positions.list.isEmpty)
        #expect(abs(view.center.x - 75) < 1e-6 && view.layer.animationKeys() == nil, "the current value became the model value")
        animator.startAnimation()
        #expect(animator.state == .stopped, "a stopped animator does not start")
        animator.finishAnimation(at: .current)
        #expect(positions.list == [.current] && animator.state == .inactive && abs(view.center.x - 75) < 1e-6)

        for (position, expected) in [(UIViewAnimatingPosition.end, 175.0), (.start, 75.0)] {
            let finished = Positions()
            let next = mover(view, into: finished)
            next.startAnimation()
            stage.run(until: stage.time + 0.5)
            next.stopAnimation(false)
            next.finishAnimation(at: position)
            #expect(finished.list == [position] && abs(view.center.x - expected) < 1e-6, "finished at \(position)")
            view.center.x = 75
        }

        let silent = Positions()
        let dropped = mover(view, into: silent)
        dropped.startAnimation()
        stage.run(until: stage.time + 0.5)
        dropped.stopAnimation(true)
        stage.run(until: stage.time + 1)
        #expect(dropped.state == .inactive && silent.list.isEmpty && abs(view.center.x - 125) < 1e-6, "stopped without finishing")
    }

    @Test("With an ease-in-out curve, pausing does not jump and scrubbing is linear (or along the curve)")
    func curvedScrubbing() {
        let (stage, view, _) = scene()
        defer { stage.tearDown() }
        let curve = CAMediaTimingFunction(name: .easeInEaseOut).curve
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x += 100 }
        animator.startAnimation()
        stage.run(until: 100.3)
        let before = shownX(view, stage)
        #expect(abs(before - (35 + 100 * curve.value(at: 0.3))) < 1e-6)
        animator.pauseAnimation()
        stage.turn(at: 100.4)
        #expect(abs(shownX(view, stage) - before) < 1e-6, "no jump on pausing")
        #expect(abs(Double(animator.fractionComplete) - (before - 35) / 100) < 1e-6, "the share of the change shown")
        animator.fractionComplete = 0.2
        stage.turn(at: 100.5)
        #expect(abs(shownX(view, stage) - 55) < 1e-6, "scrubs linearly")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.2
        stage.turn(at: 100.6)
        #expect(abs(shownX(view, stage) - (35 + 100 * curve.value(at: 0.2))) < 1e-6, "along the curve")
    }

    @Test("A spring overshoots and settles by the end; one of mass, stiffness and damping sets its own duration")
    func springs() {
        let (stage, view, positions) = scene()
        defer { stage.tearDown() }
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x += 100 }
        animator.addCompletion { positions.list.append($0) }
        animator.startAnimation()
        var highest = 0.0
        while stage.time < 100.99 {
            stage.turn(at: stage.time + 1.0 / 60)
            highest = max(highest, shownX(view, stage))
        }
        #expect(highest > 140, "a damping ratio of 0.3 overshoots")
        stage.run(until: 101)
        #expect(positions.list == [.end] && view.center.x == 135)

        let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let settling = SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0).settlingDuration
        let free = UIViewPropertyAnimator(duration: 5, timingParameters: physical)
        #expect(abs(free.duration - settling) < 1e-9 && free.duration < 5)
        free.addAnimations { view.alpha = 0 }
        free.addCompletion { positions.list.append($0) }
        free.startAnimation()
        stage.run(until: stage.time + settling + 0.02)
        #expect(positions.list == [.end, .end])
    }

    @Test("Scrubbing an inactive animator activates it paused; pausesOnCompletion keeps it active to be reversed")
    func inactiveScrubAndPausesOnCompletion() {
        let (stage, view, positions) = scene()
        defer { stage.tearDown() }
        let animator = mover(view, into: positions)
        animator.pausesOnCompletion = true
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning && view.center.x == 135)
        stage.turn(at: 100.1)
        #expect(abs(shownX(view, stage) - 85) < 1e-6)
        animator.startAnimation()
        stage.run(until: 100.7)
        #expect(animator.state == .active && !animator.isRunning && positions.list.isEmpty, "paused at the end, no completion")
        #expect(animator.fractionComplete == 1 && abs(shownX(view, stage) - 135) < 1e-6)
        animator.isReversed = true
        animator.pausesOnCompletion = false
        animator.startAnimation()
        stage.run(until: 101.75)
        #expect(positions.list == [.start] && view.center.x == 35 && shownX(view, stage) == 35)
    }

    @Test("Animations added while running take the remaining time, after their share of it as a delay")
    func addWhileRunning() {
        let (stage, view, _) = scene()
        defer { stage.tearDown() }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        animator.startAnimation()
        stage.run(until: 100.5)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        stage.run(until: 100.7)
        #expect(view.layer.presentationProperties(at: stage.time).opacity == 1, "waits a quarter second")
        stage.run(until: 100.875)
        #expect(abs(Double(view.layer.presentationProperties(at: stage.time).opacity) - 0.5) < 1e-6, "half way through its 0.25 s")
        stage.run(until: 101.01)
        #expect(view.alpha == 0 && view.layer.animationKeys() == nil)
    }

    @Test("runningPropertyAnimator starts at once after its delay and reports the end")
    func running() {
        let (stage, view, positions) = scene()
        defer { stage.tearDown() }
        weak let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                                           animations: { view.center.x += 100 },
                                                                           completion: { positions.list.append($0) })
        #expect(animator?.isRunning == true && animator?.delay == 0.5, "alive while it runs, though the app keeps no reference")
        stage.run(until: 100.4)
        #expect(shownX(view, stage) == 35, "still waiting")
        stage.run(until: 101)
        #expect(abs(shownX(view, stage) - 85) < 1e-6)
        stage.run(until: 101.51)
        #expect(positions.list == [.end])
        #expect(animator == nil, "let go once finished")
    }

    @Test("Views take touches while an animator runs, unless isUserInteractionEnabled is false")
    func touches() {
        let (stage, view, positions) = scene()
        defer { stage.tearDown() }
        let open = mover(view, into: positions)
        open.startAnimation()
        #expect(stage.root.hitTest(CGPoint(x: 135, y: 35), with: nil) === view, "hit where the model puts it")
        open.stopAnimation(true)
        let closed = mover(view, into: positions)
        closed.isUserInteractionEnabled = false
        closed.startAnimation()
        let target = CGPoint(x: view.center.x, y: 35)
        #expect(stage.root.hitTest(target, with: nil) !== view, "the animating view is skipped")
        stage.run(until: stage.time + 1.01)
        #expect(positions.list == [.end] && stage.root.hitTest(target, with: nil) === view)
    }

    @Test("Resumed after a delay from part-way, it stays where it is until then; one that animates nothing ends on time")
    func delayedResumeAndEmpty() {
        let (stage, view, positions) = scene()
        defer { stage.tearDown() }
        let animator = mover(view, into: positions)
        animator.fractionComplete = 0.5
        animator.startAnimation(afterDelay: 0.5)
        stage.run(until: 100.3)
        #expect(animator.isRunning && abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(abs(shownX(view, stage) - 85) < 1e-6, "held during the delay")
        stage.run(until: 100.75)
        #expect(abs(shownX(view, stage) - 110) < 1e-6, "a quarter second into the run")
        stage.run(until: 101.01)
        #expect(positions.list == [.end])

        weak var empty: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
            animator.addCompletion { positions.list.append($0) }
            animator.startAnimation()
            empty = animator
        }
        stage.run(until: stage.time + 0.9)
        #expect(positions.list == [.end] && empty?.isRunning == true)
        stage.run(until: stage.time + 0.11)
        #expect(positions.list == [.end, .end] && empty == nil)
    }

    @Test("continueAnimation with a duration factor of 2 takes twice as long over what remains")
    func continueSlower() {
        let (stage, view, positions) = scene()
        defer { stage.tearDown() }
        let animator = mover(view, into: positions)
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        #expect(animator.isRunning)
        stage.run(until: 100.5)
        #expect(abs(shownX(view, stage) - 110) < 1e-6, "three quarters after half a second")
        stage.run(until: 100.99)
        #expect(positions.list.isEmpty)
        stage.run(until: 101.01)
        #expect(positions.list == [.end])
    }

    @Test("An animator that is not interruptible refuses to pause, with a diagnostic")
    func notInterruptible() {
        let (stage, view, _) = scene()
        defer { stage.tearDown() }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        animator.isInterruptible = false
        animator.startAnimation()
        let messages = Diagnostics.recording { animator.pauseAnimation() }
        #expect(messages.filter { $0.contains("pauseAnimation()") }.count == 1 && animator.isRunning)
    }

    @Test("Timing parameters carry Apple's values")
    func timingParameters() {
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.timingCurveType == .builtin && easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0) && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(UICubicTimingParameters().animationCurve == .easeInOut)
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        #expect(custom.timingCurveType == .cubic && custom.cubicTimingParameters === custom && custom.springTimingParameters == nil)
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(spring.timingCurveType == .spring && spring.initialVelocity == CGVector(dx: 2, dy: 0) && spring.springTimingParameters === spring)
        let animator = UIViewPropertyAnimator(duration: 2, controlPoint1: custom.controlPoint1, controlPoint2: custom.controlPoint2)
        #expect(animator.duration == 2 && animator.timingParameters?.cubicTimingParameters?.controlPoint2 == CGPoint(x: 0.3, y: 0.4))
        #expect(animator.isInterruptible && animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled)
        #expect(animator.scrubsLinearly && !animator.pausesOnCompletion && !animator.isReversed)
        let animating: UIViewImplicitlyAnimating = animator
        #expect(animating.state == .inactive)
    }
}
