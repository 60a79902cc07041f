import Foundation
import Testing
@testable import UIKit

/// Input rule 18: controls win over their ancestors' tap recognizers, and lose to their own.
/// Buttons claim one-finger single taps (as UIKit's switches, steppers, segmented and page controls
/// do); a plain `UIControl` claims nothing.
@Suite("Controls and recognizers", .serialized, .startsClean)
@MainActor
struct ControlRecognizerTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// `control` at (10, 10, 80, 40) in a recording view "v" filling `window`, its events logged.
    private func place<Control: UIControl>(_ control: Control, in window: UIWindow) -> (TouchLog, Control, RecordingView) {
        let (log, view) = windowFillingView(in: window)
        control.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        logEvents(of: control, to: log)
        view.addSubview(control)
        return (log, control, view)
    }

    /// A tap recognizer on `view` logging "name state" for each action.
    @discardableResult
    private func tapRecognizer(_ name: String, on view: UIView, _ log: TouchLog, taps: Int = 1) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        tap.addAction { log.note("\(name) \($0.state.rawValue)") }
        view.addGestureRecognizer(tap)
        return tap
    }

    @Test("Input rule 18: a tap on a button goes to the button; the superview's tap recognizer fails without acting, and acts on a tap beside it")
    func superviewTap() throws {
        try withTouchWindow { window, input in
            let (log, _, view) = place(UIButton(type: .system), in: window)
            let tapper = tapRecognizer("tap", on: view, log)
            input.tap(20, 20, at: t0)
            #expect(log.lines == ["touchDown", "touchUpInside", "primaryActionTriggered"])
            #expect(tapper.state == .possible)
            input.tap(200, 150, at: t0 + 1)
            #expect(log.lines == ["touchDown", "touchUpInside", "primaryActionTriggered", "began v [1]", "cancelled v [1]", "tap 3"])
        }
    }

    @Test("Input rule 18: a double-tap recognizer on the superview still works on the button; a single tap reaches the button when the double tap's time runs out")
    func superviewDoubleTap() throws {
        try withTouchWindow { window, input in
            let (log, _, view) = place(UIButton(type: .system), in: window)
            tapRecognizer("double", on: view, log, taps: 2)
            input.tap(20, 20, at: t0)
            input.tap(22, 20, at: t0 + 0.3)
            // The second touch comes while the button still holds the first (its end held back): it goes up the chain.
            #expect(log.lines == ["touchDown", "began v [1]", "touchCancel", "cancelled v [1]", "double 3"])
            log.clear()
            input.tap(20, 20, at: t0 + 2)
            #expect(log.lines == ["touchDown"])
            window.gestureArena.expire(at: t0 + 3)
            #expect(log.lines == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        }
    }

    @Test("Input rule 18: a tap recognizer on the button itself wins: the button's touch is cancelled, then the recognizer acts")
    func ownRecognizer() throws {
        try withTouchWindow { window, input in
            let (log, button, view) = place(UIButton(type: .system), in: window)
            tapRecognizer("outer", on: view, log)
            tapRecognizer("own", on: button, log)
            input.tap(20, 20, at: t0)
            #expect(log.lines == ["touchDown", "touchCancel", "own 3"])
            #expect(!button.isHighlighted && !button.isTracking)
        }
    }

    @Test("Input rule 18: a plain UIControl, and a disabled button, leave the tap to the superview's recognizer")
    func notClaimed() throws {
        try withTouchWindow { window, input in
            let (log, _, view) = place(UIControl(), in: window)
            tapRecognizer("tap", on: view, log)
            input.tap(20, 20, at: t0)
            #expect(log.lines == ["touchDown", "touchCancel", "tap 3"])
        }
        try withTouchWindow { window, input in
            let (log, button, view) = place(UIButton(type: .system), in: window)
            button.isEnabled = false
            tapRecognizer("tap", on: view, log)
            input.tap(20, 20, at: t0)
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "tap 3"])
        }
    }

    @Test("Input rule 18: a button refuses only other views' one-finger single-tap recognizers, and only while enabled")
    func whatAButtonRefuses() {
        let view = UIView()
        let button = UIButton(type: .custom)
        view.addSubview(button)
        func tapRecognizer(on target: UIView, taps: Int = 1, touches: Int = 1) -> UITapGestureRecognizer {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = touches
            target.addGestureRecognizer(tap)
            return tap
        }
        let single = tapRecognizer(on: view)
        #expect(!button.gestureRecognizerShouldBegin(single))
        #expect(button.gestureRecognizerShouldBegin(tapRecognizer(on: view, taps: 2)))
        #expect(button.gestureRecognizerShouldBegin(tapRecognizer(on: view, touches: 2)))
        #expect(button.gestureRecognizerShouldBegin(tapRecognizer(on: button)))
        let other = UIGestureRecognizer()
        view.addGestureRecognizer(other)
        #expect(button.gestureRecognizerShouldBegin(other))
        button.isEnabled = false
        #expect(button.gestureRecognizerShouldBegin(single))
        #expect(UIControl().gestureRecognizerShouldBegin(single))
    }
}
