import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Input rule 20 (pinch, rotation) with Input rule 11: two fingers, a threshold before the gesture
/// begins, the value since touch-down, its velocity, the end when a finger lifts. Times are far ahead of
/// the real clock.
@Suite("Pinch and rotation gesture recognizers", .serialized, .startsClean)
@MainActor
struct PinchRotationGestureTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A multiple-touch recording view "v" filling `window`, with `recognizer` on it logging
    /// "name state value velocity" for each action, each number to six significant digits.
    private func view<R: UIGestureRecognizer>(in window: UIWindow, with recognizer: R, _ name: String,
                                              value: @escaping (R) -> (CGFloat, CGFloat)) -> TouchLog {
        let (log, view) = windowFillingView(in: window)
        view.isMultipleTouchEnabled = true
        recognizer.addAction { [unowned recognizer] _ in
            let (number, velocity) = value(recognizer)
            log.note(String(format: "%@ %d %g %g", name, recognizer.state.rawValue, Double(number), Double(velocity)))
        }
        view.addGestureRecognizer(recognizer)
        return log
    }

    /// A pinch on a view filling `window`, with fingers 1 and 2 down 100 pt apart, at (100, 100) and (200, 100), at t0.
    private func pinchWithTwoFingers(in window: UIWindow, _ input: TouchInput) -> (TouchLog, UIPinchGestureRecognizer) {
        let pinch = UIPinchGestureRecognizer()
        let log = view(in: window, with: pinch, "pinch") { ($0.scale, $0.velocity) }
        input.finger(1, .down, 100, 100, at: t0)
        input.touch(2, .down, 200, 100, at: t0)
        return (log, pinch)
    }

    /// Finger 2 goes down, moves or lifts `degrees` clockwise on screen from the right of `center`
    /// (y is down), 100 pt from it, at `time`.
    private func second(_ input: TouchInput, _ phase: PlatformEvent.FingerPhase, _ degrees: Double, around center: CGPoint, at time: Double) {
        let radians = degrees * .pi / 180
        input.touch(2, phase, center.x + 100 * cos(radians), center.y + 100 * sin(radians), at: time)
    }

    @Test("Input rule 20: fingers moving apart begin a pinch once their distance has grown 5 %, at that scale; then the ratio to the distance at touch-down, its velocity per second, and a set scale rebases; moving together, a scale below 1 and a negative velocity")
    func pinchApartThenTogether() throws {
        try withTouchWindow { window, input in
            let (log, pinch) = pinchWithTwoFingers(in: window, input)
            // The second finger moves right at 100 pt/s.
            input.touch(2, .move, 204, 100, at: t0 + 0.04)
            #expect(pinch.state == .possible && pinch.scale == 1)
            input.touch(2, .move, 205, 100, at: t0 + 0.05)
            input.touch(2, .move, 215, 100, at: t0 + 0.15)
            pinch.scale = 1
            input.touch(2, .move, 225, 100, at: t0 + 0.25)
            input.touch(2, .move, 205, 100, at: t0 + 0.35)
            input.touch(1, .up, 100, 100, at: t0 + 0.4)
            #expect(log.lines == ["began v [1]", "began v [2]", "moved v [2]", "cancelled v [1 2]",
                                  "pinch 1 1.05 1",                 // 105 / 100; velocity 100 / 100 per second
                                  "pinch 2 1.15 1",                 // 115 / 100, then rebased to 1
                                  "pinch 2 1.08696 0.869565",       // 125 / 115; 100 / 115 per second
                                  "pinch 2 0.913043 -1.73913",      // back together: 105 / 115; -200 / 115 per second
                                  "pinch 3 0.913043 -1.73913"])
            // Ended, until the other finger lifts too.
            #expect(pinch.state == .ended)
            input.touch(2, .up, 205, 100, at: t0 + 0.45)
            #expect(pinch.state == .possible && pinch.scale == 1 && pinch.velocity == 0)
        }
    }

    @Test("Input rule 20: a finger lifting before the pinch began fails it without an action; the view gets its touches' ends")
    func pinchFails() throws {
        try withTouchWindow { window, input in
            let (log, pinch) = pinchWithTwoFingers(in: window, input)
            input.touch(2, .move, 203, 100, at: t0 + 0.05)
            input.touch(2, .up, 203, 100, at: t0 + 0.1)
            input.touch(1, .move, 50, 100, at: t0 + 0.15)
            input.touch(1, .up, 50, 100, at: t0 + 0.2)
            #expect(log.lines == ["began v [1]", "began v [2]", "moved v [2]", "ended v [2]", "moved v [1]", "ended v [1]"])
            #expect(pinch.state == .possible)
        }
    }

    @Test("Input rule 20: fingers turning clockwise on screen begin a rotation once turned 5°, at that angle; then positive radians since touch-down and radians per second")
    func rotationClockwise() throws {
        try withTouchWindow { window, input in
            let rotation = UIRotationGestureRecognizer()
            let log = view(in: window, with: rotation, "rotation") { ($0.rotation, $0.velocity) }
            let center = CGPoint(x: 100, y: 50)
            input.touch(1, .down, center.x, center.y, at: t0)
            second(input, .down, 0, around: center, at: t0)
            // The second finger turns at 100° a second.
            second(input, .move, 4, around: center, at: t0 + 0.04)
            #expect(rotation.state == .possible && rotation.rotation == 0)
            second(input, .move, 6, around: center, at: t0 + 0.06)
            second(input, .move, 16, around: center, at: t0 + 0.16)
            second(input, .up, 16, around: center, at: t0 + 0.2)
            #expect(log.lines == ["began v [1]", "began v [2]", "moved v [2]", "cancelled v [1 2]",
                                  "rotation 1 0.10472 1.74533",    // 6°; 100°/s in radians
                                  "rotation 2 0.279253 1.74533",   // 16°
                                  "rotation 3 0.279253 1.74533"])
        }
    }

    @Test("Input rule 20: a rotation goes on past half a turn without a jump and is negative counterclockwise; a set rotation rebases; a third finger is not part of it")
    func rotationUnwrapsAndRebases() throws {
        try withTouchWindow { window, input in
            let rotation = UIRotationGestureRecognizer()
            let log = view(in: window, with: rotation, "rotation") { ($0.rotation, $0.velocity) }
            rotation.addAction { [unowned rotation] _ in if rotation.state == .began { rotation.rotation = 1 } }
            let center = CGPoint(x: 150, y: 100)
            input.touch(1, .down, center.x, center.y, at: t0)
            second(input, .down, 170, around: center, at: t0)
            second(input, .move, 176, around: center, at: t0 + 0.1)
            input.touch(3, .down, 290, 190, at: t0 + 0.15)
            input.touch(3, .move, 10, 10, at: t0 + 0.2)
            second(input, .move, 190, around: center, at: t0 + 0.3)
            second(input, .move, 150, around: center, at: t0 + 0.4)
            #expect(log.lines == ["began v [1]", "began v [2]", "cancelled v [1 2]",
                                  "rotation 1 0.10472 1.0472",       // 6°, 60°/s
                                  "began v [3]", "moved v [3]",
                                  "rotation 2 1.24435 1.22173",       // 1 + 14°, 70°/s
                                  "rotation 2 0.546214 -6.98132"])    // 1 - 26°, -400°/s
        }
    }
}
