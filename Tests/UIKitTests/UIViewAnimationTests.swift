import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The block API against the seed listings, on a headless screen with a test clock.
@Suite("UIView block animations", .serialized, .startsClean)
@MainActor
struct UIViewAnimationTests {
    private let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut).curve
    private let easeIn = CAMediaTimingFunction(name: .easeIn).curve
    private let easeOut = CAMediaTimingFunction(name: .easeOut).curve

    @Test("L6: both views fade over 1 s, ease-in-ease-out; the model values change at once")
    func crossFade() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let first = stage.view(), second = stage.view()
        second.alpha = 0
        CATransaction.flush()
        UIView.animate(withDuration: 1.0) {
            first.alpha = 0.0
            second.alpha = 1.0
        }
        #expect(first.alpha == 0 && second.alpha == 1, "the model is the end state at once")
        stage.turn(at: 100)
        for t in [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99] {
            #expect(abs(stage.alpha(first, at: 100 + t) - (1 - easeInOut.value(at: t))) < 1e-6, "first at \(t) s")
            #expect(abs(stage.alpha(second, at: 100 + t) - easeInOut.value(at: t)) < 1e-6, "second at \(t) s")
        }
        stage.turn(at: 101)
        #expect(first.layer.animationKeys() == nil && second.layer.animationKeys() == nil, "removed at the end")
        #expect(stage.alpha(first, at: 101) == 0 && stage.alpha(second, at: 101) == 1)
    }

    @Test("L7: out over 1 s (ease in), invisible for 1 s, in over 1 s (ease out); finished is true")
    func chainedFade() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let thirdView = stage.view()
        var finishes: [Bool] = []
        UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveEaseIn, animations: {
            thirdView.alpha = 0.0
        }, completion: { finished in
            finishes.append(finished)
            UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
                thirdView.alpha = 1.0
            }, completion: { finishes.append($0) })
        })
        stage.turn(at: 100)
        #expect(abs(stage.alpha(thirdView, at: 100.5) - (1 - easeIn.value(at: 0.5))) < 1e-6)
        stage.run(until: 100.99)
        #expect(finishes.isEmpty, "not before the end")
        stage.turn(at: 101)
        #expect(finishes == [true])
        stage.turn(at: 101.01)   // the turn that commits the second block
        for t in [101.01, 101.5, 101.99] { #expect(stage.alpha(thirdView, at: t) == 0, "invisible at \(t)") }
        #expect(abs(stage.alpha(thirdView, at: 102.25) - easeOut.value(at: 0.25)) < 1e-6)
        #expect(abs(stage.alpha(thirdView, at: 102.5) - easeOut.value(at: 0.5)) < 1e-6)
        stage.run(until: 103)
        #expect(finishes == [true, true])
        #expect(stage.alpha(thirdView, at: 103) == 1)
    }

    @Test("L9: both start after the outer delay; the nested block repeats 0.2 s linear legs 2.5 times and ends at 0 at 2.0 s")
    func nestedOverrides() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let aView = stage.view(), anotherView = stage.view()
        UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
            aView.alpha = 0.0
            UIView.animate(withDuration: 0.2, delay: 0.0,
                           options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration, .repeat, .autoreverse],
                           animations: {
                UIView.setAnimationRepeatCount(2.5)
                anotherView.alpha = 0.0
            }, completion: nil)
        }, completion: nil)
        stage.turn(at: 100)
        #expect(stage.alpha(aView, at: 100.5) == 1 && stage.alpha(anotherView, at: 100.5) == 1, "waiting out the delay")
        let expected: [(Double, Double)] = [(1.0, 1), (1.1, 0.5), (1.2, 0), (1.3, 0.5), (1.4, 1), (1.6, 0), (1.8, 1), (1.9, 0.5)]
        for (t, value) in expected {
            #expect(abs(stage.alpha(anotherView, at: 100 + t) - value) < 1e-6, "anotherView at \(t) s")
        }
        #expect(abs(stage.alpha(aView, at: 101.5) - (1 - easeOut.value(at: 0.5))) < 1e-6, "aView keeps the inherited curve")
        stage.run(until: 102)
        #expect(anotherView.layer.animationKeys() == nil, "2.5 cycles end at 2.0 s")
        #expect(stage.alpha(anotherView, at: 102) == 0, "the extra half cycle lands on the new value")
    }

    @Test("A nested block without overrides inherits the duration, curve and delay of its parent")
    func nestedInherits() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let outer = stage.view(), inner = stage.view()
        var innerDurations: [TimeInterval] = []
        UIView.animate(withDuration: 1.0, delay: 0.5, options: .curveEaseOut, animations: {
            outer.alpha = 0
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear], animations: {
                innerDurations.append(UIView.inheritedAnimationDuration)
                inner.alpha = 0
            })
        })
        #expect(innerDurations == [1.0])
        #expect(UIView.inheritedAnimationDuration == 0, "0 outside blocks")
        stage.turn(at: 100)
        for t in [0.25, 0.5, 0.75] {
            #expect(abs(stage.alpha(inner, at: 100.5 + t) - (1 - easeOut.value(at: t))) < 1e-6, "inner at \(t) s")
        }
        #expect(stage.alpha(inner, at: 100.4) == 1)
    }

    @Test("A view created, added and animated in the same turn fades in (UIKit's idiom); a new plain layer does not animate")
    func freshViewAnimates() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.alpha = 0
        stage.root.addSubview(view)
        let layer = CALayer()
        stage.root.layer.addSublayer(layer)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 1
            layer.opacity = 0.5
        })
        stage.turn(at: 100)
        #expect(abs(stage.alpha(view, at: 100.25) - 0.25) < 1e-6)
        #expect(layer.animationKeys() == nil, "a layer never shown has no implicit animation")
    }

    @Test("L10: setting alpha mid-animation in a new block carries on from the value on screen, without a jump")
    func retargetIsContinuous() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        var finishes: [String] = []
        UIView.animate(withDuration: 1.0, animations: { view.alpha = 0 }, completion: { finishes.append("first \($0)") })
        stage.turn(at: 100)
        stage.run(until: 100.5)
        let before = stage.alpha(view, at: 100.5)
        UIView.animate(withDuration: 1.0, animations: { view.alpha = 1 }, completion: { finishes.append("second \($0)") })
        stage.turn(at: 100.5)
        #expect(abs(stage.alpha(view, at: 100.5) - before) < 1e-6, "no jump at the change (\(before))")
        var previous = before
        var largestStep = 0.0
        for frame in 1...60 {
            let value = stage.alpha(view, at: 100.5 + Double(frame) / 60)
            largestStep = max(largestStep, abs(value - previous))
            previous = value
        }
        #expect(largestStep < 0.05, "no frame jumps more than a smooth 1 s fade would (\(largestStep))")
        stage.run(until: 101.5)
        #expect(finishes == ["first true", "second true"], "the first animation was not cut off")
        #expect(stage.alpha(view, at: 101.5) == 1)
    }

    @Test("beginFromCurrentState replaces the in-flight animation (finished false) and starts from the screen")
    func beginFromCurrentState() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        var finishes: [String] = []
        UIView.animate(withDuration: 1.0, delay: 0, options: .curveLinear, animations: { view.center.x = 135 },
                       completion: { finishes.append("first \($0)") })
        stage.turn(at: 100)
        let before = stage.presentation(view, at: 100.5).position.x
        #expect(abs(before - 85) < 1e-9)
        stage.time = 100.5
        UIView.animate(withDuration: 1.0, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                       animations: { view.center.x = 35 }, completion: { finishes.append("second \($0)") })
        stage.turn(at: 100.5)
        #expect(finishes == ["first false"], "replaced")
        #expect(view.layer.animationKeys()?.count == 1)
        #expect(abs(stage.presentation(view, at: 100.5).position.x - before) < 1e-9, "starts where the view is")
        #expect(abs(stage.presentation(view, at: 101).position.x - 60) < 1e-9, "straight from 85 to 35")
        stage.run(until: 101.5)
        #expect(finishes == ["first false", "second true"])
    }

    @Test("Completions run in the order the animations end; removing an animation reports finished == false")
    func completionOrder() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let a = stage.view(), b = stage.view(), c = stage.view()
        var log: [String] = []
        UIView.animate(withDuration: 2, animations: { a.alpha = 0 }, completion: { log.append("a \($0)") })
        UIView.animate(withDuration: 1, animations: { b.alpha = 0 }, completion: { log.append("b \($0)") })
        UIView.animate(withDuration: 1.5, animations: { c.alpha = 0; c.center.y = 200 }, completion: { log.append("c \($0)") })
        stage.turn(at: 100)
        stage.turn(at: 100.2)
        c.layer.removeAnimation(forKey: "opacity")
        stage.turn(at: 100.3)
        #expect(log.isEmpty, "c still has its position animation")
        stage.run(until: 102)
        #expect(log == ["b true", "c false", "a true"])
    }

    @Test("Duration 0 animates nothing and still calls the completion, on the next turn")
    func zeroDuration() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        var finishes: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { finishes.append($0) })
        #expect(finishes.isEmpty, "not from within the call")
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5)
        ViewAnimationContext.finishDeferredBlocks()   // what the next turn of the main loop runs
        #expect(finishes == [true])
    }

    @Test("A view's own layer does not animate outside a block; a plain sublayer animates implicitly")
    func ownLayerVersusSublayer() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(sublayer)
        CATransaction.flush()
        view.alpha = 0.5
        view.center = CGPoint(x: 100, y: 100)
        sublayer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil)
        #expect(sublayer.animationKeys() == ["opacity"])
        UIView.animate(withDuration: 1) {
            view.alpha = 1
            sublayer.position = CGPoint(x: 50, y: 50)
        }
        #expect(view.layer.animationKeys() == ["opacity"])
        let implicit = sublayer.animation(forKey: "position")
        #expect(implicit?.duration == 0.25, "a plain layer in a view block keeps Core Animation's own timing")
    }

    @Test("performWithoutAnimation and setAnimationsEnabled(false) change at once; completions still run")
    func disabling() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        var finishes: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
            view.center.x = 200
        }, completion: { finishes.append($0) })
        #expect(view.layer.animationKeys() == ["position"])
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.bounds.size.width = 80 }, completion: { finishes.append($0) })
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == ["position"] && view.bounds.width == 80)
        ViewAnimationContext.finishDeferredBlocks()
        #expect(finishes == [true], "the disabled block reports on the next turn; the other one is still running")
        stage.turn(at: 100)
        stage.run(until: 101)
        #expect(finishes == [true, true])
    }

    @Test("frame, bounds, center, transform and backgroundColor animate; bounds as its size (the origin did not change)")
    func animatableProperties() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view(CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 100, y: 50, width: 50, height: 200)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            view.backgroundColor = .blue
        })
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "bounds.size", "transform", "backgroundColor"])
        stage.turn(at: 100)
        let half = stage.presentation(view, at: 100.5)
        #expect(half.bounds.size == CGSize(width: 75, height: 150))
        #expect(half.position == CGPoint(x: 87.5, y: 100))
        let angle = atan2(half.transform.m12, half.transform.m11)
        let scale = hypot(half.transform.m11, half.transform.m12)
        #expect(abs(angle - .pi / 4) < 1e-6 && abs(scale - 1) < 1e-6,
                "the rotation passes through 45° at full size, not a collapsed matrix (\(angle), \(scale))")
        let color = half.backgroundColor
        #expect(color == CGColorRGBA(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    }

    @Test("contentStretch animates (as the layer's contentsCenter origin and size)")
    func contentStretch() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.contentStretch = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        })
        #expect(Set(view.layer.animationKeys() ?? []) == ["contentsCenter.origin", "contentsCenter.size"])
        stage.turn(at: 100)
        #expect(stage.presentation(view, at: 100.5).contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }

    @Test("A property set twice in one block animates once, from before the block to the last value")
    func setTwice() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        var finishes: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.backgroundColor = .red
            view.backgroundColor = .blue
            view.alpha = 0.5
            view.alpha = 0
        }, completion: { finishes.append($0) })
        #expect(view.layer.animationKeys()?.count == 2)
        stage.turn(at: 100)
        #expect(abs(stage.alpha(view, at: 100.5) - 0.5) < 1e-6)
        #expect(stage.presentation(view, at: 100.5).backgroundColor == CGColorRGBA(red: 0, green: 0, blue: 0.5, alpha: 0.5))
        stage.run(until: 101)
        #expect(finishes == [true], "nothing was replaced")
    }

    @Test("Colours and singular transforms animate from the screen value, replacing what was in flight")
    func nonAdditiveChanges() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        view.backgroundColor = .red
        CATransaction.flush()
        var finishes: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .blue },
                       completion: { finishes.append("blue \($0)") })
        stage.turn(at: 100)
        stage.time = 100.5
        let before = stage.presentation(view, at: 100.5).backgroundColor
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .green },
                       completion: { finishes.append("green \($0)") })
        stage.turn(at: 100.5)
        #expect(stage.presentation(view, at: 100.5).backgroundColor == before, "no jump: \(String(describing: before))")
        #expect(stage.presentation(view, at: 101).backgroundColor == CGColorRGBA(red: 0.25, green: 0.5, blue: 0.25, alpha: 1))
        #expect(finishes == ["blue false"], "the colour animation in flight was replaced")

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(scaleX: 0, y: 0)
        })
        stage.turn(at: 100.5)
        let half = stage.presentation(view, at: 101).transform
        #expect(abs(half.m11 - 0.5) < 1e-6 && abs(half.m22 - 0.5) < 1e-6, "half way to a zero scale: \(half.m11)")
    }

    @Test("Without allowUserInteraction, hit testing skips animating views until their animations end")
    func hitTesting() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let plain = stage.view(CGRect(x: 0, y: 0, width: 100, height: 100))
        let interactive = stage.view(CGRect(x: 200, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1) { plain.alpha = 0.5 }
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { interactive.alpha = 0.5 })
        #expect(stage.root.hitTest(CGPoint(x: 50, y: 50), with: nil) === stage.root, "the animating view is skipped")
        #expect(stage.root.hitTest(CGPoint(x: 250, y: 50), with: nil) === interactive)
        stage.turn(at: 100)
        stage.run(until: 101)
        #expect(stage.root.hitTest(CGPoint(x: 50, y: 50), with: nil) === plain, "touchable again once it ends")
    }

    @Test("layoutSubviews lays out at commit, so subviews move along with their parent")
    func layoutOption() {
        final class Container: UIView {
            let child = UIView(frame: .zero)
            override func layoutSubviews() { child.frame = bounds.insetBy(dx: 10, dy: 10) }
        }
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(container.child)
        stage.root.addSubview(container)
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: .layoutSubviews, animations: {
            container.bounds.size = CGSize(width: 200, height: 200)
        })
        #expect(container.child.frame == CGRect(x: 10, y: 10, width: 180, height: 180))
        #expect(container.child.layer.animationKeys() != nil, "the child's new frame animates too")
    }

    @Test("A spring block settles on the new value within its duration and overshoots with low damping")
    func spring() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view(CGRect(x: 0, y: 0, width: 20, height: 20))
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 110 })
        stage.turn(at: 100)
        let samples = (1...60).map { stage.presentation(view, at: 100 + Double($0) / 60).position.x }
        #expect(samples.max()! > 115, "a damping ratio of 0.3 overshoots")
        #expect(abs(samples.last! - 110) < 0.2, "at rest by the end of the duration")
    }
}
