import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Records the begin/commit delegate's calls with their arguments.
@MainActor
final class RecordingAnimationDelegate: UIViewAnimationDelegate {
    var calls: [String] = []
    var contexts: [UnsafeMutableRawPointer?] = []
    var onStop: ((String?) -> Void)?

    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        calls.append("willStart \(animationID ?? "nil")")
        contexts.append(context)
    }

    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        calls.append("didStop \(animationID ?? "nil") \(finished)")
        contexts.append(context)
        onStop?(animationID)
    }
}

@Suite("UIView begin/commit animations", .serialized, .startsClean)
@MainActor
struct UIViewBeginCommitTests {
    @Test("L8: the delegate hears willStart and didStop with the ID, finished flag and context, and chains a delayed fade in")
    func delegateChain() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let thirdView = stage.view()
        let delegate = RecordingAnimationDelegate()
        var marker = 42
        let context = withUnsafeMutablePointer(to: &marker) { UnsafeMutableRawPointer($0) }
        delegate.onStop = { id in
            guard id == "ShowHideView" else { return }
            UIView.beginAnimations("ShowView", context: nil)
            UIView.setAnimationCurve(.easeOut)
            UIView.setAnimationDuration(1.0)
            UIView.setAnimationDelay(1.0)
            UIView.setAnimationDelegate(delegate)
            thirdView.alpha = 1.0
            UIView.commitAnimations()
        }
        UIView.beginAnimations("ShowHideView", context: context)
        UIView.setAnimationCurve(.easeIn)
        UIView.setAnimationDuration(1.0)
        UIView.setAnimationDelegate(delegate)
        thirdView.alpha = 0.0
        UIView.commitAnimations()
        #expect(delegate.calls.isEmpty, "nothing before the commit")
        stage.turn(at: 100)
        #expect(delegate.calls == ["willStart ShowHideView"])
        let easeIn = CAMediaTimingFunction(name: .easeIn).curve
        #expect(abs(stage.alpha(thirdView, at: 100.5) - (1 - easeIn.value(at: 0.5))) < 1e-6)
        stage.run(until: 101)
        #expect(delegate.calls == ["willStart ShowHideView", "didStop ShowHideView true"])
        #expect(delegate.contexts.count == 2 && delegate.contexts.allSatisfy { $0 == context })
        stage.turn(at: 101.01)
        #expect(stage.alpha(thirdView, at: 101.9) == 0, "the delay holds the old value")
        stage.run(until: 101.99)
        #expect(delegate.calls.last == "didStop ShowHideView true", "the second block starts after its delay")
        stage.turn(at: 102)
        #expect(delegate.calls.last == "willStart ShowView")
        let easeOut = CAMediaTimingFunction(name: .easeOut).curve
        #expect(abs(stage.alpha(thirdView, at: 102.5) - easeOut.value(at: 0.5)) < 1e-6)
        stage.run(until: 103)
        #expect(delegate.calls.last == "didStop ShowView true")
    }

    @Test("Defaults are 0.2 s ease in-out; nested blocks start from their parent's settings")
    func defaultsAndNesting() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let a = stage.view(), b = stage.view()
        UIView.beginAnimations(nil, context: nil)
        a.alpha = 0
        UIView.beginAnimations("inner", context: nil)
        #expect(UIView.inheritedAnimationDuration == 0.2)
        UIView.setAnimationCurve(.linear)
        b.alpha = 0
        UIView.commitAnimations()
        UIView.commitAnimations()
        #expect(a.layer.animation(forKey: "opacity")?.duration == 0.2)
        #expect(a.layer.animation(forKey: "opacity")?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(b.layer.animation(forKey: "opacity")?.duration == 0.2)
        #expect(b.layer.animation(forKey: "opacity")?.timingFunction == CAMediaTimingFunction(name: .linear))
    }

    @Test("setAnimationStartDate, repeat count, autoreverse and beginsFromCurrentState shape the animations")
    func settings() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        stage.time = 100
        UIView.beginAnimations("later", context: nil)
        UIView.setAnimationStartDate(Date(timeIntervalSinceNow: 2))
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(1.5)
        UIView.setAnimationRepeatAutoreverses(true)
        view.alpha = 0
        UIView.commitAnimations()
        stage.turn(at: 100)
        let animation = view.layer.animation(forKey: "opacity")
        #expect(animation?.repeatCount == 1.5 && animation?.autoreverses == true)
        #expect(abs((animation?.beginTime ?? 0) - 102) < 0.05, "two seconds from now, in media time")
        #expect(stage.alpha(view, at: 101) == 1, "not started yet")
        let start = animation?.beginTime ?? 102
        #expect(abs(stage.alpha(view, at: start + 0.25) - 0.5) < 1e-6)
        #expect(abs(stage.alpha(view, at: start + 0.75) - 0.5) < 1e-6, "on the way back")
        #expect(abs(stage.alpha(view, at: start + 1.25) - 0.5) < 1e-6, "the extra half cycle")

        stage.run(until: start + 0.1)
        UIView.beginAnimations("replace", context: nil)
        UIView.setAnimationBeginsFromCurrentState(true)
        view.alpha = 1
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == ["opacity"], "the in-flight animation was replaced")
    }

    @Test("Setters outside a block and an unmatched commit are reported and change nothing")
    func misuse() {
        UIView.setAnimationDuration(5)
        UIView.commitAnimations()
        #expect(UIView.inheritedAnimationDuration == 0)
        UIView.animate(withDuration: 1) {
            UIView.commitAnimations()   // not a begin/commit block: ignored
            #expect(UIView.inheritedAnimationDuration == 1)
        }
    }
}
