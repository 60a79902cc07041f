import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

extension TouchInput {
    /// The pointer moves to (x, y) with no button down.
    func hover(_ x: CGFloat, _ y: CGFloat, emulated: Bool = false) {
        platform.inject(.pointerMotion(window: window, location: CGPoint(x: x, y: y), buttons: [], modifiers: [], isEmulated: emulated))
    }

    /// The pointer leaves the window.
    func pointerExits() { platform.inject(.pointerExited(window: window)) }
}

/// Input rule 20 (hover), through the headless platform: the exact actions of hover recognizers,
/// each logged as "name state (x, y)" with the recognizer's location in its view. The window holds
/// "outer", filling it, and in it "inner", 100 pt square at (20, 30); each has a hover recognizer
/// of its name.
@Suite("Hover gesture recognizer", .serialized, .startsClean)
@MainActor
struct HoverGestureRecognizerTests {
    /// Media time far ahead of the clock, for touches.
    let t0 = MediaClock.shared.now() + 1000

    /// A delegate that refuses, or allows, the recognizer to begin.
    final class Delegate: UIGestureRecognizerDelegate {
        var shouldBegin = false
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    }

    @MainActor
    private struct Views {
        let log = TouchLog()
        let outer: UIView
        let inner: UIView
        let outerHover = UIHoverGestureRecognizer()
        let innerHover = UIHoverGestureRecognizer()
    }

    /// The two views in `window`, with a hover recognizer each (the outer one only if `outerHovers`).
    private func hoverViews(in window: UIWindow, outerHovers: Bool = true) -> Views {
        let views = Views(outer: UIView(frame: window.bounds), inner: UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100)))
        views.outer.addSubview(views.inner)
        window.addSubview(views.outer)
        for (name, view, hover) in [("outer", views.outer, views.outerHover), ("inner", views.inner, views.innerHover)]
            where name == "inner" || outerHovers {
            hover.addAction { [log = views.log] in log.note("\(name) \($0.state.rawValue) \(Self.text($0.location(in: view)))") }
            view.addGestureRecognizer(hover)
        }
        return views
    }

    private static func text(_ point: CGPoint) -> String { "(\(Int(point.x)), \(Int(point.y)))" }

    /// The pointer moves to (x, y), then the main-loop turn ends.
    private func hover(_ input: TouchInput, _ x: CGFloat, _ y: CGFloat) {
        input.hover(x, y)
        input.turn()
    }

    @Test("Began when the pointer comes over the view, changed as it moves there, ended when it leaves (at its last location over the view); then possible again")
    func entersMovesLeaves() throws {
        try withTouchWindow { window, input in
            let views = hoverViews(in: window, outerHovers: false)
            hover(input, 10, 10)
            hover(input, 50, 60)
            hover(input, 60, 70)
            hover(input, 200, 150)
            #expect(views.log.lines == ["inner 1 (30, 30)", "inner 2 (40, 40)", "inner 3 (40, 40)"])
            #expect(views.innerHover.state == .possible)
            hover(input, 21, 31)
            #expect(views.log.lines.last == "inner 1 (1, 1)")
        }
    }

    @Test("Inside means the hit view or an ancestor: the inner view's hover and the outer's go on together; leaving the inner view ends only its own; leaving the window ends the outer's")
    func nestedViewsAndLeavingTheWindow() throws {
        try withTouchWindow { window, input in
            let views = hoverViews(in: window)
            hover(input, 50, 60)
            hover(input, 200, 150)
            input.pointerExits()
            input.turn()
            #expect(views.log.lines == ["inner 1 (30, 30)", "outer 1 (50, 60)", "inner 3 (30, 30)", "outer 2 (200, 150)", "outer 3 (200, 150)"])
            #expect(views.innerHover.state == .possible && views.outerHover.state == .possible)
        }
    }

    @Test("Motion is coalesced: one change per main-loop turn, at its last position; leaving the window drops the turn's motion")
    func coalescedMotion() throws {
        try withTouchWindow { window, input in
            let views = hoverViews(in: window, outerHovers: false)
            hover(input, 50, 60)
            input.hover(60, 70)
            input.hover(70, 80)
            input.turn()
            input.hover(80, 90)
            input.pointerExits()
            input.turn()
            #expect(views.log.lines == ["inner 1 (30, 30)", "inner 2 (50, 50)", "inner 3 (50, 50)"])
        }
    }

    @Test("No hover while a button is held or for motion the platform made from a touch; the view under a dragged pointer hovers at the next motion without a button")
    func buttonsAndEmulatedMotion() throws {
        try withTouchWindow { window, input in
            let views = hoverViews(in: window, outerHovers: false)
            input.mouse(true, 200, 150)
            input.drag(50, 60)
            input.hover(60, 70, emulated: true)
            input.turn()
            #expect(views.log.lines.isEmpty)
            input.mouse(false, 50, 60)
            input.hover(50, 60)
            input.turn()
            #expect(views.log.lines == ["inner 1 (30, 30)"])
        }
    }

    @Test("Hover takes no touches and goes on beside touch gestures: a tap and a long press on the hovered view are recognized; a hover begins while one is possible without failing it, and while one is under way")
    func besideTouchGestures() throws {
        try withTouchWindow { window, input in
            let views = hoverViews(in: window, outerHovers: false)
            let tap = UITapGestureRecognizer()
            let press = UILongPressGestureRecognizer()
            tap.addAction { [log = views.log] _ in log.note("tap") }
            press.addAction { [log = views.log] in log.note("press \($0.state.rawValue)") }
            views.inner.gestureRecognizers = [views.innerHover, tap, press]
            hover(input, 50, 60)
            input.finger(1, .down, 50, 60, at: t0)
            input.turn()
            #expect(views.innerHover.numberOfTouches == 0)
            input.finger(1, .up, 50, 60, at: t0 + 0.1)
            input.turn()
            hover(input, 60, 60)
            hover(input, 200, 150)
            #expect(views.log.lines == ["inner 1 (30, 30)", "tap", "inner 2 (40, 30)", "inner 3 (40, 30)"])

            views.log.clear()
            input.finger(1, .down, 60, 60, at: t0 + 1)
            input.turn()
            hover(input, 50, 60)
            window.gestureArena.expire(at: t0 + 1.5)
            hover(input, 200, 150)
            hover(input, 70, 60)
            input.finger(1, .up, 60, 60, at: t0 + 1.6)
            input.turn()
            #expect(views.log.lines == ["inner 1 (30, 30)", "press 1", "inner 3 (30, 30)", "inner 1 (50, 30)", "press 3"])
        }
    }

    @Test("The delegate refusing: no actions, failed while over the view, reset when the pointer leaves; the next time it may begin")
    func delegateRefuses() throws {
        try withTouchWindow { window, input in
            let views = hoverViews(in: window, outerHovers: false)
            let delegate = Delegate()
            views.innerHover.delegate = delegate
            hover(input, 50, 60)
            hover(input, 60, 60)
            #expect(views.log.lines.isEmpty && views.innerHover.state == .failed)
            hover(input, 200, 150)
            #expect(views.innerHover.state == .possible)
            delegate.shouldBegin = true
            hover(input, 50, 60)
            #expect(views.log.lines == ["inner 1 (30, 30)"])
        }
    }

    @Test("Disabled, a recognizer does not hover; disabling it mid-hover cancels it; enabled again, it begins at the next motion")
    func disabled() throws {
        try withTouchWindow { window, input in
            let views = hoverViews(in: window, outerHovers: false)
            views.innerHover.isEnabled = false
            hover(input, 50, 60)
            #expect(views.log.lines.isEmpty)
            views.innerHover.isEnabled = true
            hover(input, 60, 60)
            views.innerHover.isEnabled = false
            hover(input, 70, 60)
            views.innerHover.isEnabled = true
            hover(input, 80, 60)
            #expect(views.log.lines == ["inner 1 (40, 30)", "inner 4 (40, 30)", "inner 1 (60, 30)"])
        }
    }

    @Test("Mid-hover, the recognizer removed from its view, its view taken out of the window, or the window closed: the hover is cancelled, and nothing is reported")
    func cancelledMidHover() throws {
        for cause in ["recognizer removed", "view removed", "window closed"] {
            try withTouchWindow { window, input in
                let views = hoverViews(in: window)
                let messages = Diagnostics.recording {
                    hover(input, 50, 60)
                    switch cause {
                    case "recognizer removed": views.inner.removeGestureRecognizer(views.innerHover)
                    case "view removed": views.inner.removeFromSuperview()
                    default: window.isHidden = true
                    }
                    guard cause != "window closed" else { return }
                    hover(input, 60, 70)
                    input.pointerExits()
                    input.turn()
                }
                let cancelled = ["inner 1 (30, 30)", "outer 1 (50, 60)", "inner 4 (30, 30)"]
                #expect(views.log.lines == cancelled + (cause == "window closed" ? ["outer 4 (50, 60)"] : ["outer 2 (60, 70)", "outer 3 (60, 70)"]),
                        "\(cause)")
                #expect(messages == [] && views.innerHover.state == .possible && views.outerHover.state == .possible, "\(cause)")
            }
        }
    }

    @Test("Bad input: hover in a window that is not open, or at a point that is not a number, is reported and ignored; the pointer leaving a closed window is not")
    func badInput() throws {
        try withTouchWindow { window, input in
            let views = hoverViews(in: window, outerHovers: false)
            let messages = Diagnostics.recording {
                hover(input, .nan, 60)
                hover(input, 50, .infinity)
                window.isHidden = true
                hover(input, 50, 60)
                input.pointerExits()
                input.turn()
            }
            #expect(messages == ["the pointer hovered at (nan, 60.0), which is not a point; ignored",
                                 "the pointer hovered at (50.0, inf), which is not a point; ignored",
                                 "the pointer hovered in window \(input.window.rawValue), which is not open; ignored"])
            #expect(views.log.lines.isEmpty)
        }
    }
}
