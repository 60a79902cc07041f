import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Scrolling rules 9–15 and 23–24 through injected input at exact times: 1:1 tracking, the rubber
/// band, the velocity and target given to the delegate, deceleration and bounce to exactly the
/// target, paging, the delegate's order, the states, the tracking run-loop mode, the wheel.
@Suite("UIScrollView dragging", .serialized, .startsClean)
@MainActor
struct ScrollViewDraggingTests {
    /// Media time far ahead of the clock, so deadlines pass only when the test says.
    let t0 = MediaClock.shared.now() + 1000

    /// A 320 × 480 window filled by a scroll view of `contentSize`, logging to its delegate.
    private func withScrollView(_ contentSize: CGSize, _ body: (UIScrollView, ScrollLog, TouchInput) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = contentSize
            window.addSubview(scrollView)
            let log = ScrollLog()
            scrollView.delegate = log
            let id = try #require(window.platformWindow?.id)
            try body(scrollView, log, TouchInput(platform: platform, window: id))
            scrollView.removeFromSuperview()
        }
    }

    /// A steady upward fling: 20 pt every 20 ms (1 pt/ms) over 100 ms, from y 300.
    private let fling: [(CGFloat, CGFloat)] = (0...5).map { (160, 300 - CGFloat($0) * 20) }

    @Test("Scrolling rules 10, 15: a drag without speed follows the finger 1:1 once it has moved 10 pt; willBeginDragging, didScroll…, willEndDragging (velocity 0, target where it is), didEndDragging(false); the tracking mode while dragging")
    func dragWithoutSpeed() throws {
        try withScrollView(CGSize(width: 320, height: 2000)) { view, log, input in
            var modes: [RunLoop.Mode] = []
            view.panGestureRecognizer.addAction { _ in modes.append(UIApplication.shared.runLoopMode) }
            input.finger(1, .down, 160, 300, at: t0)
            input.turn()
            #expect(view.isTracking && !view.isDragging)
            for (index, y) in [292, 280, 250, 200].enumerated() {
                input.finger(1, .move, 160, CGFloat(y), at: t0 + 0.02 * Double(index + 1))
                input.turn()
            }
            #expect(view.isDragging && view.contentOffset == CGPoint(x: 0, y: 80), "began at 280: 80 pt of 1:1 motion after it")
            #expect(view.verticalIndicator.alpha == 1 && view.subviews.last === view.verticalIndicator, "shown over the content while dragging")
            input.finger(1, .move, 160, 200, at: t0 + 0.3)
            input.turn()
            input.finger(1, .up, 160, 200, at: t0 + 0.3)
            input.turn()
            #expect(log.summary == ["willBeginDragging 0,0", "didScroll… 0,80", "willEndDragging 0,80", "didEndDragging(false) 0,80"])
            #expect(log.endDragging.map { $0.velocity == .zero && $0.target == CGPoint(x: 0, y: 80) } == true)
            #expect(!view.isTracking && !view.isDragging && !view.isDecelerating && view.motionLink == nil)
            #expect(modes.first == .tracking && UIApplication.shared.runLoopMode == .default)
            #expect(view.verticalIndicator.superview === view && view.horizontalIndicator.isHidden, "the content is no wider than the bounds")
            #expect(view.verticalIndicator.alpha == 0 && view.verticalIndicator.layer.animationKeys()?.isEmpty == false,
                    "the vertical indicator fades out after the drag")
        }
    }

    @Test("Scrolling rules 11, 12, 15: a fling gives the delegate its velocity in pt/ms and the target offset + v·r/(1 − r); the content decelerates from the lift and rests exactly there; the full delegate order")
    func flingRestsOnTarget() throws {
        try withScrollView(CGSize(width: 320, height: 2000)) { view, log, input in
            input.swipe(fling, from: t0)
            let given = try #require(log.endDragging)
            #expect(abs(given.velocity.y - 1) < 1e-6 && given.velocity.x == 0)
            #expect(abs(given.target.y - (80 + 499)) < 1e-3 && given.target.x == 0)
            #expect(view.isDecelerating && !view.isDragging)
            var frames = DisplayFrames(time: t0 + 0.1)
            frames.fire()
            #expect(abs(view.contentOffset.y - (80 + 499 * (1 - pow(0.998, 1000.0 / 60)))) <= 0.5, "v·r^t from the lift")
            let count = frames.fire { !view.isDecelerating }
            #expect(view.contentOffset == CGPoint(x: 0, y: 579))
            #expect(count > 60 * 3 && count < 60 * 4, "rests within 0.5 pt after about 3.4 s (\(count) frames)")
            #expect(log.summary == ["willBeginDragging 0,0", "didScroll… 0,80", "willEndDragging 0,80", "didEndDragging(true) 0,80",
                                    "willBeginDecelerating 0,80", "didScroll… 0,579", "didEndDecelerating 0,579"])
        }
    }

    @Test("Scrolling rule 11: the delegate moves the target and the content rests exactly there; a target out of range is kept inside it, with a diagnostic, and it still scrolls")
    func retarget() throws {
        try withScrollView(CGSize(width: 320, height: 2000)) { view, log, input in
            log.retarget = CGPoint(x: 0, y: 400)
            input.swipe(fling, from: t0)
            var frames = DisplayFrames(time: t0 + 0.1)
            frames.fire { !view.isDecelerating }
            #expect(view.contentOffset == CGPoint(x: 0, y: 400))
            log.retarget = CGPoint(x: 0, y: 9000)
            let messages = Diagnostics.recording { input.swipe(fling, from: t0 + 10) }
            #expect(messages == ["scrollViewWillEndDragging set the target offset to (0.0, 9000.0), outside the scroll range; the content rests at (0.0, 1520.0)"])
            frames = DisplayFrames(time: t0 + 10.1)
            frames.fire { !view.isDecelerating }
            #expect(view.contentOffset == CGPoint(x: 0, y: 1520))
        }
    }

    @Test("Scrolling rules 10, 13: past the top the content shows the rubber band — 50 pt of finger 26 pt, 100 pt 49 pt on a 480 pt view — and springs back to the edge on lift")
    func rubberBand() throws {
        try withScrollView(CGSize(width: 320, height: 2000)) { view, log, input in
            input.finger(1, .down, 160, 100, at: t0)
            input.turn()
            input.finger(1, .move, 160, 110, at: t0 + 0.02)
            input.turn()
            input.finger(1, .move, 160, 160, at: t0 + 0.04)
            input.turn()
            #expect(view.contentOffset.y == -26)
            input.finger(1, .move, 160, 210, at: t0 + 0.06)
            input.turn()
            #expect(view.contentOffset.y == -49)
            input.finger(1, .move, 160, 210, at: t0 + 0.3)
            input.turn()
            input.finger(1, .up, 160, 210, at: t0 + 0.3)
            input.turn()
            #expect(log.endDragging?.target == .zero && view.isDecelerating)
            var frames = DisplayFrames(time: t0 + 0.3)
            let count = frames.fire { !view.isDecelerating }
            #expect(view.contentOffset == .zero)
            #expect(count >= 36 && count <= 45, "49 pt settle within 0.5 pt in about 0.65 s (\(count) frames)")
        }
    }

    @Test("Scrolling rule 13: a fling into the bottom edge passes it and bounces back to rest on it; without bounces it stops at the edge")
    func flingIntoEdge() throws {
        for bounces in [true, false] {
            try withScrollView(CGSize(width: 320, height: 680)) { view, log, input in
                view.bounces = bounces
                input.swipe(fling, from: t0)
                #expect(log.endDragging?.target == CGPoint(x: 0, y: 200))
                var frames = DisplayFrames(time: t0 + 0.1)
                var furthest: CGFloat = 0
                frames.fire { furthest = max(furthest, view.contentOffset.y); return !view.isDecelerating }
                #expect(view.contentOffset.y == 200)
                #expect(bounces ? furthest > 220 : furthest == 200, "furthest \(furthest)")
            }
        }
    }

    @Test("Scrolling rule 15: a touch during deceleration stops it where it is: didEndDecelerating, and a drag then carries on from there")
    func touchStopsDeceleration() throws {
        try withScrollView(CGSize(width: 320, height: 2000)) { view, log, input in
            input.swipe(fling, from: t0)
            var frames = DisplayFrames(time: t0 + 0.1)
            for _ in 0..<30 { frames.fire() }
            let stopped = view.contentOffset
            #expect(stopped.y > 200 && view.isDecelerating)
            input.finger(1, .down, 160, 200, at: t0 + 0.6)
            input.turn()
            #expect(!view.isDecelerating && view.isTracking && log.lines.last == "didEndDecelerating 0,\(Int(stopped.y))")
            for _ in 0..<5 { frames.fire() }
            #expect(view.contentOffset == stopped)
            input.finger(1, .move, 160, 180, at: t0 + 0.7)
            input.turn()
            input.finger(1, .move, 160, 150, at: t0 + 0.72)
            input.turn()
            #expect(view.contentOffset.y == stopped.y + 30)
        }
    }

    @Test("Scrolling rule 14: paging rests on a multiple of the bounds: a short slow drag goes back, past half a page goes on, a quick flick goes on, never more than one page")
    func paging() throws {
        try withScrollView(CGSize(width: 960, height: 480)) { view, _, input in
            view.isPagingEnabled = true
            var frames = DisplayFrames(time: t0)
            @MainActor func swipe(_ points: [(CGFloat, CGFloat)], at time: Double, hold: Double) {
                input.swipe(points, from: time, hold: hold)
                frames = DisplayFrames(time: time + 1)
                frames.fire { !view.isDecelerating }
            }
            swipe([(300, 200), (280, 200), (200, 200)], at: t0, hold: 0.3)
            #expect(view.contentOffset == .zero, "80 pt: back")
            swipe([(300, 200), (280, 200), (100, 200)], at: t0 + 10, hold: 0.3)
            #expect(view.contentOffset == CGPoint(x: 320, y: 0), "180 pt: on")
            swipe([(300, 200), (280, 200), (260, 200)], at: t0 + 20, hold: 0)
            #expect(view.contentOffset == CGPoint(x: 640, y: 0), "a 1 pt/ms flick of 40 pt: on")
            swipe([(310, 200), (290, 200), (10, 200)], at: t0 + 30, hold: 0)
            #expect(view.contentOffset == CGPoint(x: 640, y: 0), "the last page")
        }
    }

    @Test("Scrolling rules 9–10: content that fits does not move unless alwaysBounce…; isScrollEnabled = false stops dragging, not programmatic offsets; the directional lock keeps a drag on its axis")
    func axesAndSwitches() throws {
        try withScrollView(CGSize(width: 320, height: 480)) { view, _, input in
            input.swipe([(160, 300), (160, 250), (160, 200)], from: t0, hold: 0.3)
            #expect(view.contentOffset == .zero)
            view.alwaysBounceVertical = true
            input.finger(1, .down, 160, 300, at: t0 + 10)
            input.turn()
            input.finger(1, .move, 160, 250, at: t0 + 10.02)
            input.turn()
            input.finger(1, .move, 160, 200, at: t0 + 10.04)
            input.turn()
            #expect(view.contentOffset.y > 0 && view.contentOffset.y < 50, "rubber-banded: \(view.contentOffset.y)")
            input.finger(1, .up, 160, 200, at: t0 + 10.3)
            input.turn()
            var frames = DisplayFrames(time: t0 + 10.3)
            frames.fire { !view.isDecelerating }
            #expect(view.contentOffset == .zero)

            view.contentSize = CGSize(width: 2000, height: 2000)
            view.isScrollEnabled = false
            input.swipe([(160, 300), (160, 250), (160, 200)], from: t0 + 20, hold: 0.3)
            #expect(view.contentOffset == .zero && !view.isDragging)
            view.contentOffset = CGPoint(x: 0, y: 30)
            #expect(view.contentOffset.y == 30)
            view.contentOffset = .zero
            view.isScrollEnabled = true

            view.isDirectionalLockEnabled = true
            input.swipe([(160, 300), (160, 280), (140, 200)], from: t0 + 30, hold: 0.3)
            #expect(view.contentOffset == CGPoint(x: 0, y: 80), "locked vertical: the sideways 20 pt are ignored")
        }
    }

    @Test("Scrolling rules 23–24: the wheel scrolls the scroll view under the pointer 50 pt a step, gliding there over 0.1 s, and stops at the edges; turning back glides back")
    func wheel() throws {
        try withScrollView(CGSize(width: 320, height: 580)) { view, log, input in
            var frames = DisplayFrames(time: t0)
            input.wheel(0, -1, at: 100, 100, time: t0)
            input.turn()
            #expect(view.contentOffset == .zero && view.glideTarget == CGPoint(x: 0, y: 50), "it glides")
            frames.fire()
            #expect(view.contentOffset.y > 0 && view.contentOffset.y < 50, "on the way: \(view.contentOffset.y)")
            let count = frames.fire { view.motionLink == nil }
            #expect(view.contentOffset == CGPoint(x: 0, y: 50) && count == 5, "0.1 s: \(count + 1) frames")
            input.wheel(0, -2, at: 100, 100, time: t0 + 0.15)
            input.turn()
            frames.fire { view.motionLink == nil }
            #expect(view.contentOffset == CGPoint(x: 0, y: 100), "clamped at the bottom edge")
            input.wheel(0, 1, at: 100, 100, time: t0 + 0.3)
            input.turn()
            frames.fire { view.motionLink == nil }
            #expect(view.contentOffset == CGPoint(x: 0, y: 50))
            view.window?.gestureArena.expire(at: t0 + 1)
            #expect(!view.isDragging && !view.isDecelerating)
            #expect(log.summary.first == "willBeginDragging 0,0" && log.summary.last == "didEndDragging(false) 0,50")
        }
    }

    @Test("Scrolling rule 23: the drag ends at the glide's end though the frames came late: willEndDragging's target is where the wheel took the content")
    func wheelEndsAtGlideTarget() throws {
        try withScrollView(CGSize(width: 320, height: 2000)) { view, log, input in
            input.wheel(0, -2, at: 100, 100, time: t0)
            input.turn()
            view.window?.gestureArena.expire(at: t0 + 1)
            #expect(view.contentOffset == CGPoint(x: 0, y: 100) && view.motionLink == nil)
            #expect(log.endDragging?.target == CGPoint(x: 0, y: 100))
        }
    }

    @Test("Bad input leaves nothing stuck: after offsets, sizes, insets and zoom scales that are not numbers, a negative size and a target out of range, a fling still rests inside the range and a drag still scrolls 1:1")
    func scrollsAfterBadInput() throws {
        try withScrollView(CGSize(width: 320, height: 2000)) { view, log, input in
            let messages = Diagnostics.recording {
                view.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
                view.setContentOffset(CGPoint(x: 0, y: -CGFloat.infinity), animated: true)
                view.contentSize = CGSize(width: CGFloat.infinity, height: 10)
                view.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
                view.zoomScale = .nan
                view.maximumZoomScale = .infinity
                view.contentSize = CGSize(width: 320, height: -1)
            }
            #expect(messages.count == 7, "\(messages)")
            view.contentSize = CGSize(width: 320, height: 2000)
            log.retarget = CGPoint(x: 0, y: -500)
            let target = Diagnostics.recording { input.swipe(fling, from: t0) }
            #expect(target.count == 1)
            var frames = DisplayFrames(time: t0 + 0.1)
            frames.fire { !view.isDecelerating }
            #expect(view.contentOffset == .zero, "the target kept inside the range")
            log.retarget = nil
            input.swipe([(160, 300), (160, 280), (160, 200)], from: t0 + 10, hold: 0.3)
            #expect(view.contentOffset == CGPoint(x: 0, y: 80))
        }
    }

    @Test("Shift turns a vertical wheel horizontal: down scrolls right")
    func shiftWheel() throws {
        try withScrollView(CGSize(width: 1000, height: 2000)) { view, _, input in
            input.platform.inject(.wheel(window: input.window, dx: 0, dy: -1, location: CGPoint(x: 100, y: 100), modifiers: .shift), at: t0)
            input.turn()
            var frames = DisplayFrames(time: t0)
            frames.fire { view.motionLink == nil }
            #expect(view.contentOffset == CGPoint(x: 50, y: 0))
            view.window?.gestureArena.expire(at: t0 + 1)
        }
    }
}

/// Scrolling rules 15–17: what the content of a scroll view gets of a touch.
@Suite("UIScrollView content touches", .serialized, .startsClean)
@MainActor
struct ScrollViewContentTouchTests {
    let t0 = MediaClock.shared.now() + 1000

    /// A 320 × 480 window filled by a scroll view of 320 × 2000 holding `content`.
    private func withContent(_ content: UIView, _ body: (UIScrollView, TouchInput) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            scrollView.addSubview(content)
            window.addSubview(scrollView)
            let id = try #require(window.platformWindow?.id)
            try body(scrollView, TouchInput(platform: platform, window: id))
            scrollView.removeFromSuperview()
        }
    }

    /// The finger goes down, moves or lifts at `time`, in a turn of its own.
    private func finger(_ input: TouchInput, _ phase: PlatformEvent.FingerPhase, _ y: CGFloat, at time: Double) {
        input.finger(1, phase, 160, y, at: time)
        input.turn()
    }

    @Test("Scrolling rule 16: the content gets a touch-down only after 150 ms without a scroll; a quick tap still reaches it, down then up")
    func delayedTouchDown() throws {
        let log = TouchLog()
        try withContent(RecordingView("c", log, frame: CGRect(x: 0, y: 0, width: 320, height: 2000))) { view, input in
            finger(input, .down, 200, at: t0)
            finger(input, .move, 202, at: t0 + 0.1)
            #expect(log.lines.isEmpty && view.isTracking)
            finger(input, .move, 203, at: t0 + 0.16)
            #expect(log.lines == ["began c [1]", "moved c [1]"])
            finger(input, .up, 203, at: t0 + 0.3)
            #expect(log.lines.last == "ended c [1]" && !view.isTracking)
            log.clear()
            finger(input, .down, 200, at: t0 + 1)
            finger(input, .up, 200, at: t0 + 1.05)
            #expect(log.lines == ["began c [2]", "ended c [2]"])
        }
    }

    @Test("Scrolling rules 16–17: a drag within 150 ms scrolls and the content never hears of it; after the delay the content gets touchesCancelled; without delaysContentTouches it has the touch at once")
    func dragBeforeAndAfterDelay() throws {
        let log = TouchLog()
        try withContent(RecordingView("c", log, frame: CGRect(x: 0, y: 0, width: 320, height: 2000))) { view, input in
            finger(input, .down, 300, at: t0)
            finger(input, .move, 260, at: t0 + 0.05)
            #expect(view.isDragging && log.lines.isEmpty)
            finger(input, .up, 260, at: t0 + 0.3)
            #expect(log.lines.isEmpty)
            view.contentOffset = .zero
            finger(input, .down, 300, at: t0 + 1)
            finger(input, .move, 299, at: t0 + 1.2)
            finger(input, .move, 260, at: t0 + 1.25)
            #expect(view.isDragging && log.lines == ["began c [1]", "moved c [1]", "cancelled c [1]"])
            finger(input, .up, 260, at: t0 + 1.5)
            log.clear()
            view.delaysContentTouches = false
            finger(input, .down, 300, at: t0 + 2)
            #expect(log.lines == ["began c [2]"])
        }
    }

    @Test("Scrolling rule 17: a button held past the delay keeps its touch and nothing scrolls; canCancelContentTouches = false keeps any content's touch; a drag on the button at once scrolls")
    func controlsKeepTouches() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        try withContent(button) { view, input in
            finger(input, .down, 300, at: t0)
            finger(input, .move, 300, at: t0 + 0.2)
            #expect(button.isTracking)
            finger(input, .move, 250, at: t0 + 0.25)
            #expect(!view.isDragging && view.contentOffset == .zero && button.isTracking)
            finger(input, .move, 300, at: t0 + 0.3)
            finger(input, .up, 300, at: t0 + 0.35)
            #expect(taps == 1, "the button still fires")
            finger(input, .down, 300, at: t0 + 1)
            finger(input, .move, 250, at: t0 + 1.05)
            #expect(view.isDragging && !button.isTracking)
            finger(input, .up, 250, at: t0 + 1.3)
            #expect(taps == 1)
        }
        let log = TouchLog()
        try withContent(RecordingView("c", log, frame: CGRect(x: 0, y: 0, width: 320, height: 2000))) { view, input in
            view.canCancelContentTouches = false
            finger(input, .down, 300, at: t0)
            finger(input, .move, 300, at: t0 + 0.2)
            finger(input, .move, 250, at: t0 + 0.25)
            #expect(!view.isDragging && view.contentOffset == .zero && log.lines.last == "moved c [1]")
        }
    }

    /// A scroll view whose content never gets touches.
    final class Refusing: UIScrollView {
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
    }

    @Test("Scrolling rules 15–16: touchesShouldBegin false keeps the touch from the content, which still scrolls; a touch that stops a deceleration does not reach the content")
    func refusedAndStoppingTouches() throws {
        let log = TouchLog()
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            let view = Refusing(frame: window.bounds)
            view.contentSize = CGSize(width: 320, height: 2000)
            view.addSubview(RecordingView("c", log, frame: CGRect(x: 0, y: 0, width: 320, height: 2000)))
            window.addSubview(view)
            let input = TouchInput(platform: platform, window: try #require(window.platformWindow?.id))
            finger(input, .down, 300, at: t0)
            finger(input, .up, 300, at: t0 + 0.05)
            #expect(log.lines.isEmpty)
            view.removeFromSuperview()
        }
        try withContent(RecordingView("c", log, frame: CGRect(x: 0, y: 0, width: 320, height: 2000))) { view, input in
            for (index, y) in stride(from: 300, through: 200, by: -20).enumerated() {
                finger(input, index == 0 ? .down : .move, CGFloat(y), at: t0 + Double(index) * 0.02)
            }
            finger(input, .up, 200, at: t0 + 0.1)
            var frames = DisplayFrames(time: t0 + 0.1)
            for _ in 0..<10 { frames.fire() }
            #expect(view.isDecelerating)
            finger(input, .down, 200, at: t0 + 0.3)
            finger(input, .up, 200, at: t0 + 0.35)
            #expect(!view.isDecelerating && log.lines.isEmpty)
        }
    }
}
