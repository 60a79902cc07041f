import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

extension TouchInput {
    /// The wheel scrolls by (dx, dy) SDL steps with the pointer at (x, y).
    func wheel(_ dx: Double, _ dy: Double, at x: CGFloat = 50, _ y: CGFloat = 50, time: Double? = nil) {
        platform.inject(.wheel(window: window, dx: dx, dy: dy, location: CGPoint(x: x, y: y), modifiers: []), at: time)
    }
}

/// Input rule 20 (scroll): wheel and trackpad input as a pan gesture of the pans that allow it,
/// through the same arena as touches. Times are far ahead of the real clock, so a scroll ends when
/// the test passes its deadline (or a later wheel event does).
@Suite("Scroll gestures", .serialized, .startsClean)
@MainActor
struct ScrollGestureTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// The wheel scrolls by (dx, dy) at `time`, in a turn of its own.
    private func wheel(_ input: TouchInput, _ dx: Double, _ dy: Double, at time: Double, _ x: CGFloat = 50, _ y: CGFloat = 50) {
        input.wheel(dx, dy, at: x, y, time: time)
        input.turn()
    }

    /// A recording view "v" filling `window`, with a logging pan "pan" on it that allows `types`.
    private func scrolledView(in window: UIWindow, allowing types: UIScrollTypeMask = .discrete) -> (TouchLog, UIView, UIPanGestureRecognizer) {
        let (log, view) = windowFillingView(in: window)
        let pan = loggingPan("pan", log, on: view)
        pan.allowedScrollTypesMask = types
        return (log, view, pan)
    }

    @Test("UIScrollTypeMask has Apple's raw values; a pan allows no scrolling by default")
    func mask() {
        #expect(UIScrollTypeMask.discrete.rawValue == 1 && UIScrollTypeMask.continuous.rawValue == 2 && UIScrollTypeMask.all.rawValue == 3)
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask.isEmpty)
    }

    @Test("Input rule 20: a mouse wheel gives a .discrete pan began, changed, and ended after a pause; 50 pt a step, pushed away is +y, right is -x; no touches, the pointer's location")
    func wheelScrolls() throws {
        try withTouchWindow { window, input in
            let (log, view, pan) = scrolledView(in: window)
            pan.addAction { [unowned pan] _ in log.note("at \(formatted(pan.location(in: view))) \(formatted(pan.velocity(in: nil)))") }
            wheel(input, 0, 1, at: t0)
            wheel(input, 0, 2, at: t0 + 0.05, 60, 70)
            wheel(input, 1, 0, at: t0 + 0.1, 60, 70)
            #expect(pan.state == .changed)
            window.gestureArena.expire(at: t0 + 0.1 + ScrollInput.quietInterval - 0.001)
            #expect(pan.state == .changed)
            window.gestureArena.expire(at: t0 + 0.1 + ScrollInput.quietInterval)
            #expect(log.lines == ["pan 1 (0, 50) 0", "at (50, 50) (0, 0)",
                                  "pan 2 (0, 150) 0", "at (60, 70) (0, 2000)",
                                  "pan 2 (-50, 150) 0", "at (60, 70) (-500, 1000)",
                                  "pan 3 (-50, 150) 0", "at (60, 70) (-500, 1000)"])
            #expect(pan.state == .possible && pan.translation(in: nil) == .zero)
        }
    }

    @Test("Input rule 20: each kind of scrolling reaches only pans whose mask allows it: whole steps are .discrete, fractions .continuous",
          arguments: [(UIScrollTypeMask(), 1.0, false), (UIScrollTypeMask(), 0.5, false), (.discrete, 1.0, true), (.discrete, 0.5, false),
                      (.continuous, 1.0, false), (.continuous, 0.5, true), (.all, 1.0, true), (.all, -0.25, true)])
    func allowedTypes(mask: UIScrollTypeMask, dy: Double, recognized: Bool) throws {
        try withTouchWindow { window, input in
            let (log, _, _) = scrolledView(in: window, allowing: mask)
            wheel(input, 0, dy, at: t0)
            window.gestureArena.expire(at: t0 + 1)
            let translation = formatted(CGPoint(x: 0, y: dy * ScrollInput.pointsPerStep))
            #expect(log.lines == (recognized ? ["pan 1 \(translation) 0", "pan 3 \(translation) 0"] : []))
        }
    }

    @Test("Input rules 12, 17: wheel pans on a view and its superview: the inner one scrolls and the outer fails, then the scroll stays with it wherever the pointer goes")
    func innerPanWins() throws {
        try withTouchWindow { window, input in
            let (log, left, right) = sideBySideViews(in: window)
            let outerPan = loggingPan("outer", log, on: window)
            let innerPan = loggingPan("inner", log, on: left)
            let otherPan = loggingPan("other", log, on: right)
            for pan in [outerPan, innerPan, otherPan] { pan.allowedScrollTypesMask = .all }
            wheel(input, 0, -1, at: t0)
            wheel(input, 0, -1, at: t0 + 0.05, 200, 50)  // over the other view: the scroll goes on
            #expect(outerPan.state == .possible)
            window.gestureArena.expire(at: t0 + 1)
            #expect(log.lines == ["inner 1 (0, -50) 0", "inner 2 (0, -100) 0", "inner 3 (0, -100) 0"])
        }
    }

    @Test("A pause longer than the quiet interval ends the scroll; the next wheel event begins another")
    func pauseEndsScroll() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = scrolledView(in: window)
            wheel(input, 0, 1, at: t0)
            wheel(input, 0, 1, at: t0 + ScrollInput.quietInterval + 0.01)
            #expect(log.lines == ["pan 1 (0, 50) 0", "pan 3 (0, 50) 0", "pan 1 (0, 50) 0"])
        }
    }

    @Test("A scroll ends on the real clock at the end of the first main-loop turn after its pause")
    func endsOnTheRealClock() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = scrolledView(in: window)
            input.wheel(0, 1)
            input.turn()
            #expect(log.lines == ["pan 1 (0, 50) 0"])
            Thread.sleep(forTimeInterval: ScrollInput.quietInterval + 0.05)
            input.turn()
            #expect(log.lines == ["pan 1 (0, 50) 0", "pan 3 (0, 50) 0"])
        }
    }

    @Test("Input rule 17: gestureRecognizerShouldBegin false keeps a scroll from beginning; a disabled pan gets none")
    func refusedAndDisabled() throws {
        final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        try withTouchWindow { window, input in
            let (log, v1, v2) = sideBySideViews(in: window)
            let delegate = Refusing()
            let refused = loggingPan("refused", log, on: v1)
            refused.allowedScrollTypesMask = .discrete
            refused.delegate = delegate
            let disabled = loggingPan("disabled", log, on: v2)
            disabled.allowedScrollTypesMask = .discrete
            disabled.isEnabled = false
            wheel(input, 0, 1, at: t0)
            wheel(input, 0, 1, at: t0 + 0.05, 160, 50)
            window.gestureArena.expire(at: t0 + 1)
            #expect(log.lines.isEmpty)
            #expect(refused.state == .possible && disabled.state == .possible)
        }
    }

    @Test("A finger going down while a pan scrolls is not the pan's: its view gets it, and the scroll goes on")
    func touchDuringScroll() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = scrolledView(in: window)
            wheel(input, 0, 1, at: t0)
            input.touch(1, .down, 50, 50, at: t0 + 0.01)
            input.touch(1, .move, 80, 50, at: t0 + 0.02)
            wheel(input, 0, 1, at: t0 + 0.03)
            input.touch(1, .up, 80, 50, at: t0 + 0.04)
            window.gestureArena.expire(at: t0 + 1)
            #expect(log.lines == ["pan 1 (0, 50) 0", "began v [1]", "moved v [1]", "pan 2 (0, 100) 0", "ended v [1]", "pan 3 (0, 100) 0"])
        }
    }

    @Test("Bad input: a wheel event for a window that is not open, at a point or by an amount that is not a number, is reported and ignored")
    func badInput() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = scrolledView(in: window, allowing: .all)
            let closed = TouchInput(platform: input.platform, window: PlatformWindowID(9999))
            let reports = Diagnostics.recording {
                closed.wheel(0, 1, time: t0)
                input.wheel(0, 1, at: .nan, 50, time: t0)
                input.wheel(.infinity, 1, time: t0)
                input.wheel(0, .nan, time: t0)
                input.turn()
            }
            #expect(reports == ["the wheel scrolled in window 9999, which is not open; ignored",
                                "the wheel scrolled by (0.0, 1.0) at (nan, 50.0), which is not a number; ignored",
                                "the wheel scrolled by (inf, 1.0) at (50.0, 50.0), which is not a number; ignored",
                                "the wheel scrolled by (0.0, nan) at (50.0, 50.0), which is not a number; ignored"])
            #expect(log.lines.isEmpty)
        }
    }
}
