import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The view transition API on the headless stage: the hierarchy right after the call, the
/// completion flags, the model values, and bad input (TRANSITIONS.md, "Semantics").
@Suite("UIView transitions", .serialized, .startsClean)
@MainActor
struct UIViewTransitionTests {
    /// A container on the stage holding `from` between two others; `to` is not in the hierarchy.
    @MainActor
    private struct Scene {
        let stage = AnimationStage()
        let container: UIView
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let from = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let to = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let above = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        init() {
            container = stage.view(CGRect(x: 0, y: 0, width: 100, height: 100))
            for view in [below, from, above] { container.addSubview(view) }
            CATransaction.flush()
        }
    }

    @Test("transition(from:to:) puts toView in fromView's place and removes fromView, at once; model values untouched")
    func replaces() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        var finishes: [Bool] = []
        UIView.transition(from: scene.from, to: scene.to, duration: 1, options: .transitionFlipFromRight) { finishes.append($0) }
        #expect(scene.container.subviews.map(ObjectIdentifier.init) == [scene.below, scene.to, scene.above].map(ObjectIdentifier.init))
        #expect(scene.from.superview == nil)
        scene.stage.turn(at: scene.stage.time)
        scene.stage.turn(at: scene.stage.time + 0.5)
        #expect(scene.container.layer.animationKeys() == ["transition"])
        #expect(CATransform3DIsIdentity(scene.container.layer.transform))
        #expect(finishes.isEmpty)
        scene.stage.run(until: scene.stage.time + 0.6)
        #expect(finishes == [true])
        #expect(scene.container.layer.animationKeys() == nil)
    }

    @Test("With .showHideTransitionViews both views stay; only isHidden changes")
    func showsAndHides() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        scene.container.insertSubview(scene.to, aboveSubview: scene.from)
        scene.to.isHidden = true
        UIView.transition(from: scene.from, to: scene.to, duration: 1, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(scene.container.subviews.map(ObjectIdentifier.init) == [scene.below, scene.from, scene.to, scene.above].map(ObjectIdentifier.init))
        #expect(scene.from.isHidden && !scene.to.isHidden)
    }

    @Test("A second transition on the view replaces the first: finished false, then true for the second")
    func interrupted() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        var finishes: [String] = []
        UIView.transition(with: scene.container, duration: 1, options: .transitionCurlUp,
                          animations: { scene.from.isHidden = true }, completion: { finishes.append("first \($0)") })
        scene.stage.turn(at: scene.stage.time + 0.5)
        UIView.transition(with: scene.container, duration: 1, options: .transitionCurlDown,
                          animations: { scene.from.isHidden = false }, completion: { finishes.append("second \($0)") })
        scene.stage.turn(at: scene.stage.time + 0.01)
        #expect(finishes == ["first false"])
        #expect(scene.container.layer.animationKeys() == ["transition"])
        scene.stage.run(until: scene.stage.time + 1.1)
        #expect(finishes == ["first false", "second true"])
    }

    @Test("Duration 0: the change happens without animation and completion hears true on the next turn")
    func zeroDuration() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        var finishes: [Bool] = []
        UIView.transition(with: scene.container, duration: 0, options: .transitionFlipFromLeft,
                          animations: { scene.from.alpha = 0.5 }, completion: { finishes.append($0) })
        #expect(scene.container.layer.animationKeys() == nil && scene.from.layer.animationKeys() == nil)
        #expect(scene.from.alpha == 0.5)
        #expect(finishes.isEmpty)
        ViewAnimationContext.finishDeferredBlocks()   // what the next turn of the main loop runs
        #expect(finishes == [true])
    }

    @Test("Changes in the block animate only with .allowAnimatedContent")
    func animatedContent() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        UIView.transition(with: scene.container, duration: 1, options: .transitionCrossDissolve, animations: { scene.from.alpha = 0.5 })
        #expect(scene.from.layer.animationKeys() == nil)
        UIView.transition(with: scene.container, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent],
                          animations: { scene.from.alpha = 0.2 })
        #expect(scene.from.layer.animationKeys() == ["opacity"])
        #expect((scene.container.layer.animation(forKey: "transition") as? CATransition)?.showsLiveContent == true)
    }

    @Test("begin/commit setAnimationTransition: a transition for the block's 0.2 s, its delegate told when it ends")
    func beginCommit() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        let delegate = RecordingAnimationDelegate()
        UIView.beginAnimations("curl", context: nil)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationTransition(.curlUp, for: scene.container, cache: true)
        scene.from.isHidden = true
        UIView.commitAnimations()
        let transition = scene.container.layer.animation(forKey: "transition") as? CATransition
        #expect(transition?.type.rawValue == "pageCurl" && transition?.duration == 0.2)
        scene.stage.run(until: scene.stage.time + 0.25)
        #expect(delegate.calls == ["willStart curl", "didStop curl true"])
    }

    @Test("Bad input: fromView without superview, a view removed mid-transition, no window, zero size — completion once, no crash")
    func badInput() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        var finishes: [String] = []
        let orphan = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let reports = Diagnostics.recording {
            UIView.transition(from: orphan, to: scene.to, duration: 1, options: .transitionFlipFromLeft) { finishes.append("orphan \($0)") }
        }
        #expect(reports.contains { $0.contains("fromView has no superview") }, "\(reports)")
        #expect(scene.to.superview == nil)
        ViewAnimationContext.finishDeferredBlocks()
        #expect(finishes == ["orphan true"])

        UIView.transition(with: scene.from, duration: 1, options: .transitionCurlUp, animations: nil) { finishes.append("removed \($0)") }
        scene.stage.turn(at: scene.stage.time + 0.2)
        scene.from.removeFromSuperview()
        let windowless = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.transition(with: windowless, duration: 1, options: .transitionCrossDissolve, animations: nil) { finishes.append("windowless \($0)") }
        let empty = scene.stage.view(.zero)
        UIView.transition(with: empty, duration: 1, options: .transitionFlipFromTop, animations: nil) { finishes.append("empty \($0)") }
        scene.stage.run(until: scene.stage.time + 1.5)
        #expect(finishes == ["orphan true", "removed false", "windowless true", "empty true"])
    }
}
