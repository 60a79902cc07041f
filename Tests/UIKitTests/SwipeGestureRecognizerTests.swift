import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Input rule 20 (swipe), through the headless platform: the exact calls a view and its swipe
/// recognizer's action receive, each action logged as "swipe state (x, y)" with the recognizer's
/// location in the view. Times are far ahead of the real clock, so only the test's own events and
/// `expire(at:)` pass the swipe's time limit. Swipes start in the middle of the 300×200 window.
@Suite("Swipe gesture recognizer", .serialized, .startsClean)
@MainActor
struct SwipeGestureRecognizerTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000
    /// Where swipes start.
    let start = CGPoint(x: 150, y: 100)

    /// A window-filling recording view "v" with a swipe recognizer for `direction` logging to the view's log.
    private func swipeView(in window: UIWindow, direction: UISwipeGestureRecognizer.Direction = .right)
        -> (TouchLog, RecordingView, UISwipeGestureRecognizer) {
        let (log, view) = windowFillingView(in: window)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        swipe.addAction { log.note("swipe \($0.state.rawValue) \(Self.text($0.location(in: view)))") }
        view.addGestureRecognizer(swipe)
        return (log, view, swipe)
    }

    private static func text(_ point: CGPoint) -> String { "(\(Int(point.x)), \(Int(point.y)))" }

    /// Finger 1 goes down at `start` at `t0`, visits each offset from there at 0.1 s steps, a turn each,
    /// and lifts where it was last.
    private func stroke(_ input: TouchInput, _ offsets: [(CGFloat, CGFloat)], from time: Double) {
        input.finger(1, .down, start.x, start.y, at: time)
        input.turn()
        for (index, offset) in offsets.enumerated() {
            input.finger(1, .move, start.x + offset.0, start.y + offset.1, at: time + 0.1 * Double(index + 1))
            input.turn()
        }
        let last = offsets.last ?? (0, 0)
        input.finger(1, .up, start.x + last.0, start.y + last.1, at: time + 0.1 * Double(offsets.count + 1))
        input.turn()
    }

    @Test("Apple's raw values and defaults: right 1, left 2, up 4, down 8; .right, one finger")
    func rawValuesAndDefaults() {
        let directions: [UISwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
        #expect(directions.map(\.rawValue) == [1, 2, 4, 8])
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
    }

    @Test("A swipe in each direction is recognized while the finger moves, once it has gone 50 pt; the view's touch is cancelled first. The opposite way fails it",
          arguments: [(UISwipeGestureRecognizer.Direction.right, CGFloat(1), CGFloat(0)), (.left, -1, 0), (.up, 0, -1), (.down, 0, 1)])
    func eachDirection(direction: UISwipeGestureRecognizer.Direction, dx: CGFloat, dy: CGFloat) throws {
        try withTouchWindow { window, input in
            let (log, _, swipe) = swipeView(in: window, direction: direction)
            stroke(input, [(30 * dx, 30 * dy), (49 * dx, 49 * dy), (50 * dx, 50 * dy), (70 * dx, 70 * dy)], from: t0)
            let end = "(\(Int(start.x + 50 * dx)), \(Int(start.y + 50 * dy)))"
            #expect(log.lines == ["began v [1]", "moved v [1]", "moved v [1]", "cancelled v [1]", "swipe 3 \(end)"], "\(direction)")
            #expect(swipe.state == .possible)

            log.clear()
            stroke(input, [(-30 * dx, -30 * dy), (-60 * dx, -60 * dy)], from: t0 + 1)
            #expect(log.lines == ["began v [2]", "moved v [2]", "moved v [2]", "ended v [2]"], "\(direction) backwards")
        }
    }

    @Test("Several directions: a swipe in any of them is recognized")
    func severalDirections() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = swipeView(in: window, direction: [.left, .down])
            stroke(input, [(-60, 0)], from: t0)
            stroke(input, [(0, 60)], from: t0 + 1)
            stroke(input, [(60, 0)], from: t0 + 2)
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "swipe 3 (90, 100)", "began v [2]", "cancelled v [2]", "swipe 3 (150, 160)",
                                  "began v [3]", "moved v [3]", "ended v [3]"])
        }
    }

    @Test("Too slow: 50 pt reached 0.6 s after touch-down fails, as does a finger resting 0.5 s; the view gets its touch")
    func tooSlow() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = swipeView(in: window)
            stroke(input, [(20, 0), (30, 0), (40, 0), (45, 0), (49, 0), (60, 0)], from: t0)
            #expect(log.lines == ["began v [1]", "moved v [1]", "moved v [1]", "moved v [1]", "moved v [1]", "moved v [1]", "moved v [1]", "ended v [1]"])

            log.clear()
            input.finger(1, .down, start.x, start.y, at: t0 + 2)
            input.turn()
            window.gestureArena.expire(at: t0 + 2.5)
            input.finger(1, .move, start.x + 60, start.y, at: t0 + 2.51)
            input.finger(1, .up, start.x + 60, start.y, at: t0 + 2.52)
            input.turn()
            #expect(log.lines == ["began v [2]", "moved v [2]", "ended v [2]"])
        }
    }

    @Test("Lifted before 50 pt, the swipe fails")
    func liftedTooSoon() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = swipeView(in: window)
            stroke(input, [(45, 0)], from: t0)
            #expect(log.lines == ["began v [1]", "moved v [1]", "ended v [1]"])
        }
    }

    @Test("Sideways: up to 40 pt off the way is a swipe; 41 pt fails it, even back within the band later",
          arguments: [(CGFloat(40), true), (41, false), (-40, true), (-41, false)])
    func sidewaysDrift(drift: CGFloat, recognized: Bool) throws {
        try withTouchWindow { window, input in
            let (log, _, _) = swipeView(in: window)
            stroke(input, [(20, drift), (55, 0)], from: t0)
            #expect(log.lines == (recognized ? ["began v [1]", "moved v [1]", "cancelled v [1]", "swipe 3 (205, 100)"]
                                             : ["began v [1]", "moved v [1]", "moved v [1]", "ended v [1]"]), "\(drift)")
        }
    }

    @Test("Behind the touch-down, the band is a circle: 40 pt back is allowed, farther fails")
    func backwardsDrift() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = swipeView(in: window)
            stroke(input, [(-24, 32), (55, 0)], from: t0)  // 40 pt back
            stroke(input, [(-25, 32), (55, 0)], from: t0 + 1)  // 40.6 pt back
            #expect(log.lines == ["began v [1]", "moved v [1]", "cancelled v [1]", "swipe 3 (205, 100)",
                                  "began v [2]", "moved v [2]", "moved v [2]", "ended v [2]"])
        }
    }

    @Test("Every position of a turn counts: a swipe completed by its first sample is recognized though the last strays")
    func coalescedSamples() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = swipeView(in: window)
            input.finger(1, .down, start.x, start.y, at: t0)
            input.turn()
            input.finger(1, .move, start.x + 52, start.y + 10, at: t0 + 0.1)
            input.finger(1, .move, start.x + 90, start.y + 60, at: t0 + 0.11)
            input.turn()
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "swipe 3 (240, 160)"])
        }
    }

    @Test("Two fingers: their centre makes the swipe; one finger alone lifts without it")
    func twoFingers() throws {
        try withTouchWindow { window, input in
            let (log, view, swipe) = swipeView(in: window)
            view.isMultipleTouchEnabled = true
            swipe.numberOfTouchesRequired = 2
            stroke(input, [(60, 0)], from: t0)
            input.finger(1, .down, 100, 50, at: t0 + 1)
            input.finger(2, .down, 100, 150, at: t0 + 1)
            input.turn()
            input.finger(1, .move, 160, 50, at: t0 + 1.1)
            input.turn()
            input.finger(2, .move, 140, 150, at: t0 + 1.2)
            input.turn()
            #expect(log.lines == ["began v [1]", "moved v [1]", "ended v [1]", "began v [2]", "began v [3]", "moved v [2]",
                                  "cancelled v [2 3]", "swipe 3 (150, 100)"])
        }
    }

    @Test("A swipe and a tap on one view: a tap is the tap's, a swipe the swipe's")
    func swipeAndTap() throws {
        try withTouchWindow { window, input in
            let (log, view, _) = swipeView(in: window)
            let tap = UITapGestureRecognizer()
            tap.addAction { log.note("tap \($0.state.rawValue)") }
            view.addGestureRecognizer(tap)
            stroke(input, [], from: t0)
            stroke(input, [(30, 0), (60, 0)], from: t0 + 1)
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "tap 3", "began v [2]", "moved v [2]", "cancelled v [2]", "swipe 3 (210, 100)"])
        }
    }

    @Test("Bad input mid-swipe: the recognizer removed fails quietly and the view's touch goes on; the view taken out of the window has its touch cancelled")
    func removedMidSwipe() throws {
        try withTouchWindow { window, input in
            let (log, view, swipe) = swipeView(in: window)
            let messages = Diagnostics.recording {
                input.finger(1, .down, start.x, start.y, at: t0)
                input.turn()
                view.removeGestureRecognizer(swipe)
                input.finger(1, .move, start.x + 60, start.y, at: t0 + 0.1)
                input.finger(1, .up, start.x + 60, start.y, at: t0 + 0.2)
                input.turn()
                view.addGestureRecognizer(swipe)
                input.finger(2, .down, start.x, start.y, at: t0 + 1)
                input.turn()
                view.removeFromSuperview()
                input.finger(2, .move, start.x + 60, start.y, at: t0 + 1.1)
                input.finger(2, .up, start.x + 60, start.y, at: t0 + 1.2)
                input.turn()
            }
            #expect(log.lines == ["began v [1]", "moved v [1]", "ended v [1]", "began v [2]", "cancelled v [2]"])
            #expect(messages == [] && swipe.state == .possible)
        }
    }
}
