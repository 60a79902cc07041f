import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

extension TouchInput {
    /// Finger `finger` goes down, moves or lifts at (x, y) at `time`, in a main-loop turn of its own.
    func touch(_ finger: Int64, _ phase: PlatformEvent.FingerPhase, _ x: CGFloat, _ y: CGFloat, at time: Double) {
        self.finger(finger, phase, x, y, at: time)
        turn()
    }
}

/// `point` as "(x, y)", each to six significant digits (so 20.000000000000004 reads 20).
func formatted(_ point: CGPoint) -> String { String(format: "(%g, %g)", Double(point.x), Double(point.y)) }

/// A pan recognizer on `view` logging "name state translation touches" for each action
/// ("pan 1 (10, 0) 1"), its translation in the window.
@MainActor
func loggingPan(_ name: String, _ log: TouchLog, on view: UIView) -> UIPanGestureRecognizer {
    let pan = UIPanGestureRecognizer()
    pan.addAction { [unowned pan] _ in log.note("\(name) \(pan.state.rawValue) \(formatted(pan.translation(in: nil))) \(pan.numberOfTouches)") }
    view.addGestureRecognizer(pan)
    return pan
}

/// Input rule 20 (pan) with Input rules 11–17: when a pan begins, what it reports, and how it meets
/// the view's touches and other recognizers. Times are far ahead of the real clock.
@Suite("Pan gesture recognizer", .serialized, .startsClean)
@MainActor
struct PanGestureRecognizerTests {
    /// A delegate with a fixed answer to each question it implements.
    final class Delegate: UIGestureRecognizerDelegate {
        var shouldBegin = true
        var simultaneous = false
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
    }

    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A multiple-touch recording view "v" filling `window`, with a logging pan "pan" on it.
    private func pannedView(in window: UIWindow) -> (TouchLog, UIPanGestureRecognizer) {
        let (log, view) = windowFillingView(in: window)
        view.isMultipleTouchEnabled = true
        return (log, loggingPan("pan", log, on: view))
    }

    /// Finger 1 goes down at (50, 50) at t0 and moves to (x, y) 0.05 s later, a turn each.
    private func press(_ input: TouchInput, movingTo x: CGFloat, _ y: CGFloat) {
        input.touch(1, .down, 50, 50, at: t0)
        input.touch(1, .move, x, y, at: t0 + 0.05)
    }

    @Test("Input rules 13, 20: the pan begins exactly when the movement reaches 10 pt on one axis, the view's touch cancelled before its first action")
    func beginsAtTenPoints() throws {
        try withTouchWindow { window, input in
            let (log, pan) = pannedView(in: window)
            press(input, movingTo: 59.9, 48)
            #expect(log.lines == ["began v [1]", "moved v [1]"])
            #expect(pan.state == .possible)
            input.touch(1, .move, 60, 48, at: t0 + 0.1)
            input.touch(1, .move, 70, 55, at: t0 + 0.15)
            input.touch(1, .up, 72, 55, at: t0 + 0.2)
            #expect(log.lines == ["began v [1]", "moved v [1]", "cancelled v [1]", "pan 1 (10, -2) 1", "pan 2 (20, 5) 1", "pan 3 (22, 5) 0"])
            #expect(pan.state == .possible && pan.translation(in: nil) == .zero)
        }
    }

    @Test("Input rule 20: lifted before moving 10 pt, the pan fails without an action and the view gets its touch's end")
    func failsWhenLiftedEarly() throws {
        try withTouchWindow { window, input in
            let (log, _) = pannedView(in: window)
            press(input, movingTo: 56, 57)
            input.touch(1, .up, 59, 59, at: t0 + 0.1)
            #expect(log.lines == ["began v [1]", "moved v [1]", "ended v [1]"])
        }
    }

    @Test("Input rule 20: translation in a view's coordinates, velocity in points per second over the last 0.1 s, zero after a pause")
    func translationAndVelocity() throws {
        try withTouchWindow { window, input in
            let log = TouchLog()
            let view = RecordingView("v", log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            window.addSubview(view)
            let pan = UIPanGestureRecognizer()
            pan.addAction { [unowned pan] _ in
                log.note("\(pan.state.rawValue) \(formatted(pan.translation(in: nil))) \(formatted(pan.translation(in: view))) "
                         + "\(formatted(pan.velocity(in: nil))) \(formatted(pan.velocity(in: view))) \(formatted(pan.location(in: nil)))")
            }
            window.addGestureRecognizer(pan)
            input.touch(1, .down, 50, 50, at: t0)
            // 200 pt/s right and 100 pt/s down, a sample every 0.05 s.
            for step in 1...3 { input.touch(1, .move, 50 + 10 * CGFloat(step), 50 + 5 * CGFloat(step), at: t0 + 0.05 * Double(step)) }
            input.touch(1, .up, 80, 65, at: t0 + 0.5)
            #expect(log.lines == ["began v [1]", "cancelled v [1]",
                                  "1 (10, 5) (5, 2.5) (200, 100) (100, 50) (60, 55)",
                                  "2 (20, 10) (10, 5) (200, 100) (100, 50) (70, 60)",
                                  "2 (30, 15) (15, 7.5) (200, 100) (100, 50) (80, 65)",
                                  "3 (30, 15) (15, 7.5) (0, 0) (0, 0) (80, 65)"])
        }
    }

    @Test("Input rule 20: setTranslation rebases the translation (in the given view's coordinates) and leaves the velocity alone")
    func setTranslation() throws {
        try withTouchWindow { window, input in
            let (log, pan) = pannedView(in: window)
            let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            window.addSubview(scaled)
            pan.addAction { [unowned pan] _ in
                log.note("velocity \(formatted(pan.velocity(in: nil)))")
                if pan.state == .began { pan.setTranslation(CGPoint(x: 1, y: 2), in: scaled) }
            }
            press(input, movingTo: 40, 50)
            input.touch(1, .move, 30, 50, at: t0 + 0.1)
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "pan 1 (-10, 0) 1", "velocity (-200, 0)",
                                  "pan 2 (-8, 4) 1", "velocity (-200, 0)"])
        }
    }

    @Test("Input rule 20: with minimumNumberOfTouches 2, one finger never begins the pan; two do, their centroid moving 10 pt")
    func minimumTouches() throws {
        try withTouchWindow { window, input in
            let (log, pan) = pannedView(in: window)
            pan.minimumNumberOfTouches = 2
            input.touch(1, .down, 50, 50, at: t0)
            input.touch(1, .move, 100, 50, at: t0 + 0.1)
            input.touch(1, .up, 100, 50, at: t0 + 0.2)
            #expect(log.lines == ["began v [1]", "moved v [1]", "ended v [1]"])
            log.clear()
            // The first finger's motion alone does not count; the second's centroid jump neither.
            input.touch(2, .down, 50, 50, at: t0 + 1)
            input.touch(2, .move, 70, 50, at: t0 + 1.05)
            input.touch(3, .down, 150, 50, at: t0 + 1.1)
            input.finger(2, .move, 75, 50, at: t0 + 1.15)
            input.touch(3, .move, 164.8, 50, at: t0 + 1.15)
            input.touch(3, .move, 165, 50, at: t0 + 1.2)
            #expect(log.lines == ["began v [2]", "moved v [2]", "began v [3]", "moved v [2 3]", "cancelled v [2 3]", "pan 1 (10, 0) 2"])
            #expect(pan.location(in: nil) == CGPoint(x: 120, y: 50))
        }
    }

    @Test("Input rule 20: a finger beyond maximumNumberOfTouches is not the pan's (its motion does not count); a finger added or lifted does not move the translation")
    func maximumTouchesAndCentroidJumps() throws {
        try withTouchWindow { window, input in
            let (log, pan) = pannedView(in: window)
            pan.maximumNumberOfTouches = 2
            press(input, movingTo: 70, 50)
            input.finger(2, .down, 150, 50, at: t0 + 0.1)  // the centroid jumps to (110, 50)
            input.touch(3, .down, 250, 50, at: t0 + 0.1)  // a third: not the pan's
            input.finger(1, .move, 80, 50, at: t0 + 0.15)
            input.finger(2, .move, 160, 50, at: t0 + 0.15)
            input.touch(3, .move, 290, 50, at: t0 + 0.15)
            input.touch(2, .up, 160, 50, at: t0 + 0.2)  // the centroid jumps back to (80, 50)
            input.touch(1, .move, 90, 60, at: t0 + 0.25)
            input.finger(3, .up, 290, 50, at: t0 + 0.3)
            input.touch(1, .up, 90, 60, at: t0 + 0.3)
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "pan 1 (20, 0) 1", "began v [2]", "began v [3]", "pan 2 (30, 0) 2",
                                  "moved v [2 3]", "ended v [2]", "pan 2 (40, 10) 1", "ended v [3]", "pan 3 (40, 10) 0"])
        }
    }

    @Test("Input rules 12, 17: pans on a view and its superview: the inner one begins and the outer fails, unless a delegate lets both run",
          arguments: [false, true])
    func nestedPans(simultaneous: Bool) throws {
        try withTouchWindow { window, input in
            let (log, view) = windowFillingView(in: window)
            let inner = RecordingView("inner", log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addSubview(inner)
            let delegate = Delegate()
            delegate.simultaneous = simultaneous
            let outerPan = loggingPan("outer", log, on: view)
            outerPan.delegate = delegate
            _ = loggingPan("inner", log, on: inner)
            press(input, movingTo: 50, 62)
            input.touch(1, .up, 50, 62, at: t0 + 0.1)
            #expect(log.lines == (simultaneous
                ? ["began inner [1]", "cancelled inner [1]", "inner 1 (0, 12) 1", "outer 1 (0, 12) 1", "inner 3 (0, 12) 0", "outer 3 (0, 12) 0"]
                : ["began inner [1]", "cancelled inner [1]", "inner 1 (0, 12) 1", "inner 3 (0, 12) 0"]))
            #expect(outerPan.state == .possible)
        }
    }

    @Test("Input rule 17: gestureRecognizerShouldBegin false fails the pan; the view keeps its touch")
    func shouldBeginRefused() throws {
        try withTouchWindow { window, input in
            let (log, pan) = pannedView(in: window)
            let delegate = Delegate()
            delegate.shouldBegin = false
            pan.delegate = delegate
            press(input, movingTo: 70, 50)
            input.touch(1, .move, 90, 50, at: t0 + 0.1)
            input.touch(1, .up, 90, 50, at: t0 + 0.15)
            #expect(log.lines == ["began v [1]", "moved v [1]", "moved v [1]", "ended v [1]"])
        }
    }

    @Test("Input rule 7: the window losing focus mid-pan cancels it")
    func cancelledByFocusLoss() throws {
        try withTouchWindow { window, input in
            let (log, pan) = pannedView(in: window)
            press(input, movingTo: 70, 50)
            input.platform.inject(.windowFocus(window: input.window, isFocused: false), at: t0 + 0.1)
            input.turn()
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "pan 1 (20, 0) 1", "pan 4 (20, 0) 1"])
            #expect(pan.state == .possible)
        }
    }
}
