import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Input rule 20 (long press), through the headless platform: the exact calls a view and its
/// long-press recognizer's action receive, each action logged as "press state (x, y)" with the
/// recognizer's location in the view. Times are far ahead of the real clock, so only the test's own
/// events and `expire(at:)` pass the press's deadline.
@Suite("Long-press gesture recognizer", .serialized, .startsClean)
@MainActor
struct LongPressGestureRecognizerTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A window-filling recording view "v" with a long-press recognizer logging to the view's log.
    private func pressView(in window: UIWindow) -> (TouchLog, RecordingView, UILongPressGestureRecognizer) {
        let (log, view) = windowFillingView(in: window)
        let press = UILongPressGestureRecognizer()
        press.addAction { log.note("press \($0.state.rawValue) \(Self.text($0.location(in: view)))") }
        view.addGestureRecognizer(press)
        return (log, view, press)
    }

    private static func text(_ point: CGPoint) -> String { "(\(Int(point.x)), \(Int(point.y)))" }

    /// Finger `finger` does `phase` at (x, y) at `time`, then the main-loop turn ends.
    private func finger(_ input: TouchInput, _ phase: PlatformEvent.FingerPhase, _ x: CGFloat, _ y: CGFloat, at time: Double,
                        finger: Int64 = 1) {
        input.finger(finger, phase, x, y, at: time)
        input.turn()
    }

    @Test("Apple's defaults: 0.5 s, 10 pt, no taps, one finger")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    }

    @Test("A long press begins 0.5 s after touch-down while the finger has not moved more than 10 pt (the view's touch cancelled just before the began action), changes with every move however far, and ends at the lift; 11 pt of movement fails it")
    func beginsAfterHalfASecondAndFailsPastTheMovement() throws {
        try withTouchWindow { window, input in
            let (log, _, press) = pressView(in: window)
            finger(input, .down, 50, 50, at: t0)
            finger(input, .move, 60, 50, at: t0 + 0.2)
            window.gestureArena.expire(at: t0 + 0.49)
            #expect(log.lines == ["began v [1]", "moved v [1]"])
            window.gestureArena.expire(at: t0 + 0.5)
            #expect(log.lines == ["began v [1]", "moved v [1]", "cancelled v [1]", "press 1 (60, 50)"])
            finger(input, .move, 160, 120, at: t0 + 0.8)
            finger(input, .up, 160, 120, at: t0 + 0.9)
            #expect(log.lines == ["began v [1]", "moved v [1]", "cancelled v [1]", "press 1 (60, 50)", "press 2 (160, 120)", "press 3 (160, 120)"])
            #expect(press.state == .possible)

            log.clear()
            finger(input, .down, 50, 50, at: t0 + 2)
            finger(input, .move, 61, 50, at: t0 + 2.2)
            window.gestureArena.expire(at: t0 + 3)
            finger(input, .up, 61, 50, at: t0 + 3.1)
            #expect(log.lines == ["began v [2]", "moved v [2]", "ended v [2]"])
            #expect(press.state == .possible)
        }
    }

    @Test("The press time passes before a later move is delivered: began, then changed with the move")
    func deadlineBeforeAMove() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = pressView(in: window)
            finger(input, .down, 50, 50, at: t0)
            finger(input, .move, 90, 50, at: t0 + 0.6)
            finger(input, .up, 90, 50, at: t0 + 0.7)
            // The touch is already at (90, 50) when the deadline passes, before the move is delivered.
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "press 1 (90, 50)", "press 2 (90, 50)", "press 3 (90, 50)"])
        }
    }

    @Test("Lifted before 0.5 s, the press fails; the view gets its touch's end")
    func liftedTooSoon() throws {
        try withTouchWindow { window, input in
            let (log, _, press) = pressView(in: window)
            finger(input, .down, 50, 50, at: t0)
            finger(input, .up, 50, 50, at: t0 + 0.3)
            window.gestureArena.expire(at: t0 + 1)
            #expect(log.lines == ["began v [1]", "ended v [1]"])
            #expect(press.state == .possible)
        }
    }

    @Test("Two fingers: the press is timed from the second touch-down, at the fingers' centre; it ends when one lifts")
    func twoFingers() throws {
        try withTouchWindow { window, input in
            let (log, view, press) = pressView(in: window)
            view.isMultipleTouchEnabled = true
            press.numberOfTouchesRequired = 2
            finger(input, .down, 10, 50, at: t0, finger: 1)
            window.gestureArena.expire(at: t0 + 0.5)
            finger(input, .down, 50, 50, at: t0 + 0.6, finger: 2)
            window.gestureArena.expire(at: t0 + 1.09)
            #expect(log.lines == ["began v [1]", "began v [2]"])
            window.gestureArena.expire(at: t0 + 1.1)
            finger(input, .up, 50, 50, at: t0 + 1.2, finger: 2)
            finger(input, .up, 10, 50, at: t0 + 1.3, finger: 1)
            #expect(log.lines == ["began v [1]", "began v [2]", "cancelled v [1 2]", "press 1 (30, 50)", "press 3 (30, 50)"])
        }
    }

    @Test("numberOfTapsRequired = 1: a tap, then a press within 0.35 s and 45 pt; the tap's held end is cancelled on its own first (Input rule 15)")
    func tapThenPress() throws {
        try withTouchWindow { window, input in
            let (log, _, press) = pressView(in: window)
            press.numberOfTapsRequired = 1
            finger(input, .down, 50, 50, at: t0)
            finger(input, .up, 50, 50, at: t0 + 0.1)
            finger(input, .down, 60, 60, at: t0 + 0.4)
            window.gestureArena.expire(at: t0 + 0.9)
            finger(input, .up, 60, 60, at: t0 + 1)
            #expect(log.lines == ["began v [1]", "began v [2]", "cancelled v [1]", "cancelled v [2]", "press 1 (60, 60)", "press 3 (60, 60)"])
        }
    }

    @Test("numberOfTapsRequired = 1: a press that comes too late (0.4 s after the lift) or too far (50 pt) is no long press; the tap's held end is delivered")
    func tapThenPressTooLateOrTooFar() throws {
        for (delay, x) in [(0.5, 50.0), (0.3, 100.0)] {
            try withTouchWindow { window, input in
                let (log, _, press) = pressView(in: window)
                press.numberOfTapsRequired = 1
                finger(input, .down, 50, 50, at: t0)
                finger(input, .up, 50, 50, at: t0 + 0.1)
                finger(input, .down, x, 50, at: t0 + delay)
                window.gestureArena.expire(at: t0 + 2)
                finger(input, .up, x, 50, at: t0 + 2.1)
                // The late touch is a first tap of its own: its end waits for the next.
                window.gestureArena.expire(at: t0 + 3)
                #expect(log.lines == ["began v [1]", "ended v [1]", "began v [2]", "ended v [2]"], "\(delay) s, \(x) pt")
            }
        }
    }

    @Test("A long press removed from its view once it began is cancelled; before, it fails quietly and the view's touch goes on")
    func recognizerRemovedMidPress() throws {
        try withTouchWindow { window, input in
            let (log, view, press) = pressView(in: window)
            let messages = Diagnostics.recording {
                finger(input, .down, 50, 50, at: t0)
                window.gestureArena.expire(at: t0 + 0.5)
                view.removeGestureRecognizer(press)
                finger(input, .move, 70, 50, at: t0 + 0.6)
                finger(input, .up, 70, 50, at: t0 + 0.7)
                #expect(log.lines == ["began v [1]", "cancelled v [1]", "press 1 (50, 50)", "press 4 (50, 50)"])
                #expect(press.state == .possible && press.view == nil)

                log.clear()
                view.addGestureRecognizer(press)
                finger(input, .down, 50, 50, at: t0 + 2)
                view.removeGestureRecognizer(press)
                window.gestureArena.expire(at: t0 + 3)
                finger(input, .move, 70, 50, at: t0 + 3.1)
                finger(input, .up, 70, 50, at: t0 + 3.2)
                #expect(log.lines == ["began v [2]", "moved v [2]", "ended v [2]"])
            }
            #expect(messages == [])
        }
    }

    @Test("The view taken out of the window mid-press: a press that began is cancelled; one still possible fails, and the view's touch is cancelled")
    func viewRemovedMidPress() throws {
        for began in [true, false] {
            try withTouchWindow { window, input in
                let (log, view, press) = pressView(in: window)
                let messages = Diagnostics.recording {
                    finger(input, .down, 50, 50, at: t0)
                    if began { window.gestureArena.expire(at: t0 + 0.5) }
                    view.removeFromSuperview()
                    window.gestureArena.expire(at: t0 + 1)
                    finger(input, .up, 50, 50, at: t0 + 1.1)
                }
                #expect(log.lines == (began ? ["began v [1]", "cancelled v [1]", "press 1 (50, 50)", "press 4 (50, 50)"]
                                            : ["began v [1]", "cancelled v [1]"]), "began: \(began)")
                #expect(messages == [] && press.state == .possible)
            }
        }
    }
}
