import Foundation
import Testing
@testable import UIKit

/// `UIStepper` through the headless platform: the exact events of taps and holds, its repeat times
/// (passed with the window's deadlines, as the main loop passes them), its range and bad input.
@Suite("Steppers", .serialized, .startsClean)
@MainActor
struct UIStepperTests {
    /// Media time far ahead of the clock: only the test's own events and deadlines pass time.
    let t0 = MediaClock.shared.now() + 1000

    /// A stepper at (10, 10) in a recording view "v" filling `window` — "−" spans x 10–57, "+" x 57–104,
    /// y 10–42 — logging its touch events and "valueChanged <value>".
    private func stepper(in window: UIWindow) -> (TouchLog, UIStepper, RecordingView) {
        let (log, view) = windowFillingView(in: window)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        logEvents(of: stepper, to: log)
        stepper.addAction(UIAction { _ in log.note("valueChanged \(stepper.value)") }, for: .valueChanged)
        view.addSubview(stepper)
        return (log, stepper, view)
    }

    /// The "+" and "−" segments' middles, in the window.
    private let plus = CGPoint(x: 80, y: 26), minus = CGPoint(x: 30, y: 26)

    @Test("Apple's defaults: 0 in 0…100, steps of 1, no wrapping, autorepeat, continuous; 94 × 32 whatever the frame")
    func defaults() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 300))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32) && stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        stepper.frame.size = CGSize(width: 10, height: 10)
        stepper.sizeToFit()
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
    }

    @Test("A tap on + steps at touch-down (.valueChanged before .touchDown); − steps down; at an end nothing changes and nothing is sent; values set in code send nothing")
    func taps() throws {
        try withTouchWindow { window, input in
            let (log, stepper, _) = stepper(in: window)
            input.tap(plus.x, plus.y, at: t0)
            input.tap(plus.x, plus.y, at: t0 + 1)
            input.tap(minus.x, minus.y, at: t0 + 2)
            #expect(log.lines == ["valueChanged 1.0", "touchDown", "touchUpInside",
                                  "valueChanged 2.0", "touchDown", "touchUpInside",
                                  "valueChanged 1.0", "touchDown", "touchUpInside"])
            log.clear()
            stepper.value = 0
            input.tap(minus.x, minus.y, at: t0 + 3)
            stepper.value = 100
            input.tap(plus.x, plus.y, at: t0 + 4)
            #expect(log.lines == ["touchDown", "touchUpInside", "touchDown", "touchUpInside"])
            #expect(stepper.value == 100)
        }
    }

    @Test("Steps stop at the ends; with wraps, a step past one end goes to the other")
    func ends() throws {
        try withTouchWindow { window, input in
            let (log, stepper, _) = stepper(in: window)
            stepper.maximumValue = 10
            stepper.stepValue = 3
            stepper.value = 9
            input.tap(plus.x, plus.y, at: t0)
            input.tap(plus.x, plus.y, at: t0 + 1)
            stepper.wraps = true
            stepper.value = 9
            input.tap(plus.x, plus.y, at: t0 + 2)
            input.tap(minus.x, minus.y, at: t0 + 3)
            input.tap(minus.x, minus.y, at: t0 + 4)
            #expect(log.lines.filter { $0.hasPrefix("valueChanged") } == ["valueChanged 10.0", "valueChanged 0.0", "valueChanged 10.0", "valueChanged 7.0"])
        }
    }

    @Test("Held, a segment steps again 0.5 s after touch-down, then every 0.1 s, every 0.05 s from 2.5 s; the lift stops it")
    func autorepeat() throws {
        try withTouchWindow { window, input in
            let (log, stepper, _) = stepper(in: window)
            var values: [Double] = []
            input.step(1, .down, plus.x, plus.y, at: t0)
            for time in [0.49, 0.5, 0.95] {
                window.touchState.passDeadlines(at: t0 + time)
                values.append(stepper.value)
            }
            input.step(1, .up, plus.x, plus.y, at: t0 + 1.02)
            window.touchState.passDeadlines(at: t0 + 5)
            values.append(stepper.value)
            #expect(values == [1, 2, 6, 7], "repeats at 0.5, 0.6, 0.7, 0.8, 0.9 and 1.0 s")
            #expect(log.lines.first == "valueChanged 1.0" && log.lines.dropFirst().first == "touchDown")
            #expect(log.lines.suffix(2) == ["valueChanged 7.0", "touchUpInside"] && log.lines.count == 9)

            stepper.value = 0
            input.step(1, .down, plus.x, plus.y, at: t0 + 10)
            input.step(1, .up, plus.x, plus.y, at: t0 + 13.02)
            #expect(stepper.value == 32, "1 at touch-down, 20 slow repeats from 0.5 s to 2.4 s, 11 fast ones from 2.5 s to 3 s")
        }
    }

    @Test("Repeating pauses while the touch is outside the touch area and resumes inside; without autorepeat a hold steps once")
    func autorepeatOutside() throws {
        try withTouchWindow { window, input in
            let (log, stepper, _) = stepper(in: window)
            input.step(1, .down, plus.x, plus.y, at: t0)
            input.step(1, .move, 250, 150, at: t0 + 0.2)
            input.step(1, .move, plus.x, plus.y, at: t0 + 0.85)
            input.step(1, .up, plus.x, plus.y, at: t0 + 1.02)
            #expect(log.lines == ["valueChanged 1.0", "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside",
                                  "valueChanged 2.0", "valueChanged 3.0", "touchUpInside"], "repeats at 0.9 and 1.0 s only")
            log.clear()
            stepper.autorepeat = false
            input.step(1, .down, minus.x, minus.y, at: t0 + 2)
            input.step(1, .up, minus.x, minus.y, at: t0 + 4)
            #expect(log.lines == ["valueChanged 2.0", "touchDown", "touchUpInside"])
        }
    }

    @Test("Not continuous: one .valueChanged when the touch ends (before .touchUpInside) or is cancelled (before .touchCancel), only if the value changed")
    func notContinuous() throws {
        try withTouchWindow { window, input in
            let (log, stepper, view) = stepper(in: window)
            stepper.isContinuous = false
            input.step(1, .down, plus.x, plus.y, at: t0)
            input.step(1, .up, plus.x, plus.y, at: t0 + 0.72)
            #expect(log.lines == ["touchDown", "valueChanged 4.0", "touchUpInside"])
            log.clear()
            input.step(1, .down, minus.x, minus.y, at: t0 + 2)
            stepper.removeFromSuperview()
            stepper.value = 0
            input.tap(minus.x, minus.y, at: t0 + 3)
            view.addSubview(stepper)
            input.tap(minus.x, minus.y, at: t0 + 4)
            #expect(log.lines == ["touchDown", "valueChanged 3.0", "touchCancel", "began v [1]", "ended v [1]", "touchDown", "touchUpInside"],
                    "the tap while the stepper is out of the window reaches the view")
        }
    }

    @Test("Input rule 18: a tap on a stepper steps it; the superview's tap recognizer does not act. A disabled stepper steps nothing and its touches go up the chain")
    func tapRecognizerAndDisabled() throws {
        try withTouchWindow { window, input in
            let (log, stepper, view) = stepper(in: window)
            let tap = UITapGestureRecognizer()
            tap.addAction { _ in log.note("tap") }
            view.addGestureRecognizer(tap)
            input.tap(plus.x, plus.y, at: t0)
            #expect(log.lines == ["valueChanged 1.0", "touchDown", "touchUpInside"])
            log.clear()
            stepper.isEnabled = false
            input.tap(plus.x, plus.y, at: t0 + 1)
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "tap"] && stepper.value == 1, "the recognizer takes the view's touch")
        }
    }

    @Test("Bad input: NaN values and ranges, and steps that are not above 0, are reported and ignored; an end set past the other moves both; values outside the range are pinned")
    func badInput() {
        let stepper = UIStepper()
        var reports = Diagnostics.recording {
            stepper.value = .nan
            stepper.minimumValue = .nan
            stepper.maximumValue = .nan
            for step in [0, -1, .nan, .infinity] { stepper.stepValue = step }
        }
        #expect(reports.count == 7 && stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        stepper.value = 1e9
        #expect(stepper.value == 100)
        reports = Diagnostics.recording { stepper.minimumValue = 200 }
        #expect(reports.count == 1 && stepper.minimumValue == 200 && stepper.maximumValue == 200 && stepper.value == 200)
        reports = Diagnostics.recording { stepper.maximumValue = 50 }
        #expect(reports.count == 1 && stepper.minimumValue == 50 && stepper.maximumValue == 50 && stepper.value == 50)
        reports = Diagnostics.recording {
            stepper.maximumValue = 60
            stepper.minimumValue = 60
            stepper.minimumValue = -.infinity
            stepper.value = -5
        }
        #expect(reports.isEmpty && stepper.value == -5 && stepper.maximumValue == 60)
    }
}
