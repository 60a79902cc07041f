import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Input rules 11–17 and 19 (Gesture recognizers), through the headless platform: the exact calls
/// a view and its recognizers receive. Times are far ahead of the real clock, so only the test's
/// own events and `expire(at:)` pass recognizer deadlines.
@Suite("Gesture recognizers", .serialized, .startsClean)
@MainActor
struct GestureRecognizerTests {
    /// A continuous recognizer for the tests: begins at the first move, changes on each further one, ends at the lift.
    final class DragRecognizer: UIGestureRecognizer {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = state == .possible ? .began : .changed }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    }

    /// A delegate with fixed answers.
    final class Delegate: UIGestureRecognizerDelegate {
        var shouldBegin = true
        var simultaneous = false
        var receives = true
        /// What the recognizer waits for, and what waits for it.
        var requires: UIGestureRecognizer?
        var requiredBy: UIGestureRecognizer?
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { otherGestureRecognizer === requires }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { otherGestureRecognizer === requiredBy }
    }

    /// A single tap that waits for every double tap to fail (the subclass's own failure requirement).
    final class PatientTap: UITapGestureRecognizer {
        override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
        }
    }

    /// A tap that never prevents another.
    final class YieldingTap: UITapGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    /// A tap recognizer that logs its touch calls ("began name recognizer [1]") before handling them.
    final class LoggingTap: UITapGestureRecognizer {
        let label: String
        let log: TouchLog
        init(_ label: String, _ log: TouchLog) {
            self.label = label
            self.log = log
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            log.record("began", "\(label) recognizer", touches)
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            log.record("ended", "\(label) recognizer", touches)
            super.touchesEnded(touches, with: event)
        }
    }

    /// A view that refuses its recognizers.
    final class RefusingView: UIView {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    /// A target whose methods are the actions.
    @MainActor
    final class Target {
        let log: TouchLog
        init(_ log: TouchLog) { self.log = log }
        func didTap(_ recognizer: UITapGestureRecognizer) { log.note("didTap \(recognizer.numberOfTapsRequired)") }
        func ping() { log.note("ping") }
    }

    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A recognizer logging "name state" for each action.
    private func recognizer<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, _ log: TouchLog) -> R {
        recognizer.addAction { log.note("\(name) \($0.state.rawValue)") }
        return recognizer
    }

    private func tapRecognizer(_ name: String, _ log: TouchLog, taps: Int = 1) -> UITapGestureRecognizer {
        let tap = recognizer(UITapGestureRecognizer(), name, log)
        tap.numberOfTapsRequired = taps
        return tap
    }

    /// Side-by-side views v1 and v2 with a "tap" recognizer on v1 and a "drag" one on v2, logging to one log.
    private func tapAndDragViews(in window: UIWindow) -> (TouchLog, RecordingView, UITapGestureRecognizer, DragRecognizer) {
        let (log, v1, v2) = sideBySideViews(in: window)
        let tapper = tapRecognizer("tap", log)
        let drag = recognizer(DragRecognizer(), "drag", log)
        v1.addGestureRecognizer(tapper)
        v2.addGestureRecognizer(drag)
        return (log, v1, tapper, drag)
    }

    /// Side-by-side views v1 and v2 with a "double" tap recognizer on v1, logging to one log.
    private func doubleTapView(in window: UIWindow) -> (TouchLog, UITapGestureRecognizer) {
        let (log, v1, _) = sideBySideViews(in: window)
        let double = tapRecognizer("double", log, taps: 2)
        v1.addGestureRecognizer(double)
        return (log, double)
    }

    /// A recording view "v" (100 pt square at the top left) in `outer`, which fills `window`.
    private func nestedViews(in window: UIWindow, outer: UIView? = nil) -> (TouchLog, UIView, RecordingView) {
        let log = TouchLog()
        let outer = outer ?? UIView(frame: window.bounds)
        let view = RecordingView("v", log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.addSubview(view)
        window.addSubview(outer)
        return (log, outer, view)
    }

    /// Finger 1 taps at (x, y), going down at `down` and lifting 0.1 s later; `meanwhile` runs between.
    private func tap(_ input: TouchInput, _ x: CGFloat = 50, _ y: CGFloat = 50, at down: Double, meanwhile: () -> Void = {}) {
        input.finger(1, .down, x, y, at: down)
        input.turn()
        meanwhile()
        input.finger(1, .up, x, y, at: down + 0.1)
        input.turn()
    }

    /// Finger `finger` goes down at (x, y) at `down` and moves 10 pt right 0.05 s later, a turn each.
    private func press(_ input: TouchInput, _ finger: Int64, _ x: CGFloat, _ y: CGFloat, at down: Double) {
        input.finger(finger, .down, x, y, at: down)
        input.turn()
        input.finger(finger, .move, x + 10, y, at: down + 0.05)
        input.turn()
    }

    @Test("Input rule 11: Apple's raw values; a discrete recognizer is recognized once and reset to possible")
    func statesAndReset() throws {
        #expect([UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)
        try withTouchWindow { window, input in
            let (log, v1, _) = sideBySideViews(in: window)
            let tapper = tapRecognizer("tap", log)
            var seen: [String] = []
            tapper.addAction { seen.append("\($0.numberOfTouches) \($0.location(in: v1)) \($0.location(ofTouch: 0, in: nil))") }
            v1.addGestureRecognizer(tapper)
            tap(input, 40, 30, at: t0)
            #expect(seen == ["1 \(CGPoint(x: 40, y: 30)) \(CGPoint(x: 40, y: 30))"])
            #expect(tapper.state == .possible && tapper.numberOfTouches == 0)
        }
    }

    @Test("Input rules 11, 13, 15: a tap cancels the view's touch before its one action; the view never sees it end")
    func tapCancelsTheViewsTouch() throws {
        try withTouchWindow { window, input in
            let (log, v1, _) = sideBySideViews(in: window)
            v1.addGestureRecognizer(tapRecognizer("tap", log))
            tap(input, at: t0)
            #expect(log.lines == ["began v1 [1]", "cancelled v1 [1]", "tap 3"])
        }
    }

    @Test("Input rule 11: a continuous recognizer sends began, each changed and ended, and its view's touch is cancelled before the first")
    func continuousActions() throws {
        try withTouchWindow { window, input in
            let (log, v1, _) = sideBySideViews(in: window)
            v1.addGestureRecognizer(recognizer(DragRecognizer(), "drag", log))
            press(input, 1, 10, 10, at: t0)
            input.finger(1, .move, 30, 10, at: t0 + 0.2)
            input.turn()
            input.finger(1, .up, 30, 10, at: t0 + 0.3)
            input.turn()
            #expect(log.lines == ["began v1 [1]", "cancelled v1 [1]", "drag 1", "drag 2", "drag 3"])
        }
    }

    @Test("Input rule 12: the recognizers of the hit view, then of its ancestors, get each touch before the view")
    func recognizersFirst() throws {
        try withTouchWindow { window, input in
            let (log, outer, view) = nestedViews(in: window)
            outer.addGestureRecognizer(recognizer(LoggingTap("outer", log), "outer", log))
            view.addGestureRecognizer(recognizer(LoggingTap("inner", log), "inner", log))
            tap(input, at: t0)
            #expect(log.lines == ["began inner recognizer [1]", "began outer recognizer [1]", "began v [1]",
                                  "ended inner recognizer [1]", "cancelled v [1]", "inner 3"])
        }
    }

    @Test("Input rule 15: a double tap gives the view began, began, cancelled, cancelled; without delaysTouchesEnded began, ended, began, cancelled")
    func doubleTapDelaysEnds() throws {
        for delaysEnded in [true, false] {
            try withTouchWindow { window, input in
                let (log, double) = doubleTapView(in: window)
                double.delaysTouchesEnded = delaysEnded
                tap(input, at: t0)
                tap(input, 52, 50, at: t0 + 0.3)
                #expect(log.lines == (delaysEnded ? ["began v1 [1]", "began v1 [2]", "cancelled v1 [1]", "cancelled v1 [2]", "double 3"]
                                                  : ["began v1 [1]", "ended v1 [1]", "began v1 [2]", "cancelled v1 [2]", "double 3"]))
            }
        }
    }

    @Test("Input rule 20: a second tap more than 0.35 s after the lift, or more than 45 pt away, is no double tap; held ends are delivered")
    func doubleTapLimits() throws {
        try withTouchWindow { window, input in
            let (log, view) = windowFillingView(in: window)
            view.addGestureRecognizer(tapRecognizer("double", log, taps: 2))
            tap(input, at: t0)
            tap(input, at: t0 + 0.5)  // 0.4 s after the lift
            #expect(log.lines == ["began v [1]", "ended v [1]", "began v [2]"])
            window.gestureArena.expire(at: t0 + 1)
            #expect(log.lines == ["began v [1]", "ended v [1]", "began v [2]", "ended v [2]"])
            log.clear()
            tap(input, 50, 50, at: t0 + 2)
            tap(input, 100, 50, at: t0 + 2.2)  // 50 pt away
            // The far touch-down fails the double tap: the first tap's held end comes just before it.
            #expect(log.lines == ["began v [3]", "ended v [3]", "began v [4]", "ended v [4]"])
        }
    }

    @Test("Input rule 20: a two-finger tap needs both fingers; the view's touches are cancelled, the one lifted first on its own")
    func twoFingerTap() throws {
        try withTouchWindow { window, input in
            let (log, v1, _) = sideBySideViews(in: window)
            v1.isMultipleTouchEnabled = true
            let tapper = tapRecognizer("two", log)
            tapper.numberOfTouchesRequired = 2
            var touches: [Int] = []
            tapper.addAction { touches.append($0.numberOfTouches) }
            v1.addGestureRecognizer(tapper)
            tap(input, at: t0)  // one finger: fails
            input.finger(1, .down, 10, 10, at: t0 + 1)
            input.finger(2, .down, 40, 10, at: t0 + 1)
            input.turn()
            input.finger(1, .up, 10, 10, at: t0 + 1.1)
            input.finger(2, .up, 40, 10, at: t0 + 1.1)
            input.turn()
            #expect(log.lines == ["began v1 [1]", "ended v1 [1]", "began v1 [2]", "began v1 [3]", "cancelled v1 [2]", "cancelled v1 [3]", "two 3"])
            #expect(touches == [2])
        }
    }

    @Test("ignore(_:for:): the recognizer stops seeing the touch; the view gets it all")
    func ignoredTouch() throws {
        try withTouchWindow { window, input in
            let (log, _, tapper, _) = tapAndDragViews(in: window)
            tap(input, 10, 10, at: t0) { tapper.ignore(log.touch(1), for: window.touchState.event) }
            #expect(log.lines == ["began v1 [1]", "ended v1 [1]"])
        }
    }

    @Test("Input rules 16, 17: without a failure requirement a single tap fires before the double tap; with one (require(toFail:), either delegate, the subclass), only the double tap fires",
          arguments: ["none", "require(toFail:)", "shouldRequireFailureOf", "shouldBeRequiredToFailBy", "shouldRequireFailure(of:)"])
    func singleAndDoubleTap(requirement: String) throws {
        let requires = requirement != "none"
        try withTouchWindow { window, input in
            let (log, v1, _) = sideBySideViews(in: window)
            let single = recognizer(requirement == "shouldRequireFailure(of:)" ? PatientTap() : UITapGestureRecognizer(), "single", log)
            let double = tapRecognizer("double", log, taps: 2)
            let delegate = Delegate()
            switch requirement {
            case "require(toFail:)": single.require(toFail: double)
            case "shouldRequireFailureOf": delegate.requires = double; single.delegate = delegate
            case "shouldBeRequiredToFailBy": delegate.requiredBy = single; double.delegate = delegate
            default: break
            }
            v1.addGestureRecognizer(single)
            v1.addGestureRecognizer(double)
            tap(input, at: t0)
            tap(input, at: t0 + 0.3)
            #expect(log.lines == (requires ? ["began v1 [1]", "began v1 [2]", "cancelled v1 [1]", "cancelled v1 [2]", "double 3"]
                                           : ["began v1 [1]", "cancelled v1 [1]", "single 3", "began v1 [2]", "cancelled v1 [2]", "double 3"]),
                    "\(requirement)")
        }
    }

    @Test("Input rule 16: a single tap that requires the double tap to fail fires when the double tap's time runs out: on event time, or on the real clock at the end of the first main-loop turn after it",
          arguments: [false, true])
    func singleTapWaitsForDoubleToFail(realClock: Bool) throws {
        try withTouchWindow { window, input in
            let (log, v1, _) = sideBySideViews(in: window)
            let single = tapRecognizer("single", log)
            let double = tapRecognizer("double", log, taps: 2)
            single.require(toFail: double)
            v1.gestureRecognizers = [single, double]
            if realClock {
                input.finger(1, .down, 50, 50)
                input.turn()
                input.finger(1, .up, 50, 50)
                input.turn()
            } else {
                tap(input, at: t0)
            }
            #expect(log.lines == ["began v1 [1]"])
            if realClock {
                Thread.sleep(forTimeInterval: TapCounter.interval + 0.05)
                input.turn()
            } else {
                window.gestureArena.expire(at: t0 + 0.5)
            }
            #expect(log.lines == ["began v1 [1]", "cancelled v1 [1]", "single 3"])
            #expect(single.state == .possible && double.state == .possible)
        }
    }

    @Test("Input rule 14: delaysTouchesBegan holds the touch back; it is dropped when the recognizer recognizes, replayed when it fails")
    func delaysTouchesBegan() throws {
        try withTouchWindow { window, input in
            let (log, double) = doubleTapView(in: window)
            double.delaysTouchesBegan = true
            tap(input, at: t0)
            #expect(log.lines.isEmpty)
            window.gestureArena.expire(at: t0 + 0.5)
            #expect(log.lines == ["began v1 [1]", "ended v1 [1]"])
            log.clear()
            tap(input, at: t0 + 1)
            tap(input, at: t0 + 1.3)
            #expect(log.lines == ["double 3"])
        }
    }

    @Test("Input rules 12, 17: recognizers of the view and its superview: the first wins unless a delegate, or canPrevent, allows both",
          arguments: ["none", "delegate", "canPrevent"])
    func simultaneousRecognition(allowance: String) throws {
        let allows = allowance != "none"
        try withTouchWindow { window, input in
            let (log, outer, view) = nestedViews(in: window)
            let inner = recognizer(allowance == "canPrevent" ? YieldingTap() : UITapGestureRecognizer(), "inner", log)
            let outerTap = tapRecognizer("outer", log)
            let delegate = Delegate()
            delegate.simultaneous = allowance == "delegate"
            outerTap.delegate = delegate
            view.addGestureRecognizer(inner)
            outer.addGestureRecognizer(outerTap)
            tap(input, at: t0)
            #expect(log.lines == (allows ? ["began v [1]", "cancelled v [1]", "inner 3", "outer 3"]
                                         : ["began v [1]", "cancelled v [1]", "inner 3"]))
        }
    }

    @Test("Input rule 17: gestureRecognizerShouldBegin false (the delegate's or the view's) fails the recognizer; shouldReceive false keeps touches from it")
    func delegateRefuses() throws {
        for refusal in ["delegate", "view", "receive"] {
            try withTouchWindow { window, input in
                let (log, outer, _) = nestedViews(in: window, outer: refusal == "view" ? RefusingView(frame: window.bounds) : UIView(frame: window.bounds))
                let tapper = tapRecognizer("tap", log)
                let delegate = Delegate()
                delegate.shouldBegin = refusal != "delegate"
                delegate.receives = refusal != "receive"
                tapper.delegate = delegate
                outer.addGestureRecognizer(tapper)
                tap(input, at: t0)
                #expect(log.lines == ["began v [1]", "ended v [1]"], "\(refusal)")
                #expect(tapper.state == .possible)
            }
        }
    }

    @Test("Input rule 19: a disabled recognizer receives nothing; disabling one mid-gesture cancels it")
    func disabled() throws {
        try withTouchWindow { window, input in
            let (log, _, tapper, drag) = tapAndDragViews(in: window)
            tapper.isEnabled = false
            tap(input, at: t0)
            press(input, 1, 160, 10, at: t0 + 1)
            drag.isEnabled = false
            input.finger(1, .up, 170, 10, at: t0 + 1.1)
            input.turn()
            #expect(log.lines == ["began v1 [1]", "ended v1 [1]", "began v2 [2]", "cancelled v2 [2]", "drag 1", "drag 4"])
            #expect(drag.state == .possible)
        }
    }

    @Test("A recognizer removed mid-gesture is cancelled or fails and is reset; the view's touch goes on")
    func recognizerRemovedMidGesture() throws {
        try withTouchWindow { window, input in
            let (log, v1, tapper, drag) = tapAndDragViews(in: window)
            input.finger(1, .down, 10, 10, at: t0)
            press(input, 2, 160, 10, at: t0)
            v1.removeGestureRecognizer(tapper)
            drag.view?.removeGestureRecognizer(drag)
            input.finger(1, .up, 10, 10, at: t0 + 0.1)
            input.finger(2, .up, 170, 10, at: t0 + 0.1)
            input.turn()
            #expect(log.lines == ["began v1 [1]", "began v2 [2]", "cancelled v2 [2]", "drag 1", "drag 4", "ended v1 [1]"])
            #expect(tapper.view == nil && v1.gestureRecognizers == nil && tapper.state == .possible && drag.state == .possible)
        }
    }

    @Test("A view removed mid-gesture: its touch is cancelled, its recognizer fails without an action")
    func viewRemovedMidGesture() throws {
        try withTouchWindow { window, input in
            let (log, v1, tapper, _) = tapAndDragViews(in: window)
            tap(input, 10, 10, at: t0) { v1.removeFromSuperview() }
            #expect(log.lines == ["began v1 [1]", "cancelled v1 [1]"])
            #expect(tapper.state == .possible && tapper.view === v1)
        }
    }

    @Test("A recognizer added to a second view moves there, as in UIKit; each tap is delivered once")
    func addedToSecondView() throws {
        try withTouchWindow { window, input in
            let (log, v1, v2) = sideBySideViews(in: window)
            let tapper = tapRecognizer("tap", log)
            v1.addGestureRecognizer(tapper)
            v2.addGestureRecognizer(tapper)
            v2.addGestureRecognizer(tapper)
            #expect(v1.gestureRecognizers == nil && v2.gestureRecognizers?.count == 1 && tapper.view === v2)
            tap(input, 10, 10, at: t0)
            tap(input, 160, 10, at: t0 + 1)
            #expect(log.lines == ["began v1 [1]", "ended v1 [1]", "began v2 [2]", "cancelled v2 [2]", "tap 3"])
        }
    }

    @Test("Target-action takes a weakly held target and an unapplied method, with the recognizer or nothing")
    func targetAction() throws {
        try withTouchWindow { window, input in
            let log = TouchLog()
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            var target: Target? = Target(log)
            let tapper = UITapGestureRecognizer(target: target!, action: Target.didTap)
            tapper.addTarget(target!, action: Target.ping)
            let other = Target(log)
            tapper.addTarget(other, action: Target.ping)
            tapper.removeTarget(other, action: Target.didTap)
            view.addGestureRecognizer(tapper)
            tap(input, at: t0)
            #expect(log.lines == ["didTap 1", "ping"])
            let all = UITapGestureRecognizer(target: other, action: Target.ping)
            all.removeTarget(nil, action: nil)
            view.addGestureRecognizer(all)
            target = nil
            tap(input, at: t0 + 1)
            #expect(log.lines == ["didTap 1", "ping"])
        }
    }
}
