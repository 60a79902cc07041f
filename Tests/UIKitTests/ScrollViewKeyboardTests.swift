import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Scrolling rules 23 and 26 through injected input: the keys scroll the scroll view last
/// touched or scrolled (Mac Catalyst's focused one), animated; nested scroll views hand a key or a
/// new wheel scroll to the outer one at the inner one's edge.
@Suite("UIScrollView keyboard and nested scrolling", .serialized, .startsClean)
@MainActor
struct ScrollViewKeyboardTests {
    let t0 = MediaClock.shared.now() + 1000

    /// A 320 × 480 window filled by a scroll view of 320 × 2000 holding `inner` (if any).
    private func withScrollView(inner: UIScrollView? = nil, _ body: (UIScrollView, TouchInput, KeyInput) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            if let inner { scrollView.addSubview(inner) }
            window.addSubview(scrollView)
            let id = try #require(window.platformWindow?.id)
            try body(scrollView, TouchInput(platform: platform, window: id), KeyInput(platform: platform, window: id))
            scrollView.removeFromSuperview()
        }
    }

    /// Presses `key` and runs the animation it starts to its end.
    private func press(_ keys: KeyInput, _ key: UIKeyboardHIDUsage, _ modifiers: KeyModifiers = [], frames: inout DisplayFrames,
                       _ scrollView: UIScrollView) {
        keys.type(key, modifiers)
        frames.fire { scrollView.motionLink == nil }
    }

    @Test("Scrolling rule 26: after a tap, Down and Up move 40 pt, Page Down and Space a page less 10 % (432 pt), Shift+Space and Page Up back, End to the bottom, Home to the top — animated, inside the range; allowsKeyboardScrolling = false stops it")
    func keys() throws {
        try withScrollView { scrollView, input, keys in
            input.tap(160, 200, at: t0)
            var frames = DisplayFrames(time: t0 + 1)
            keys.type(.keyboardDownArrow)
            #expect(scrollView.contentOffset == .zero && scrollView.motionLink != nil, "animated")
            frames.fire { scrollView.motionLink == nil }
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
            press(keys, .keyboardPageDown, frames: &frames, scrollView)
            #expect(scrollView.contentOffset.y == 472)
            press(keys, .keyboardSpacebar, frames: &frames, scrollView)
            #expect(scrollView.contentOffset.y == 904)
            press(keys, .keyboardSpacebar, .shift, frames: &frames, scrollView)
            #expect(scrollView.contentOffset.y == 472)
            press(keys, .keyboardUpArrow, frames: &frames, scrollView)
            #expect(scrollView.contentOffset.y == 432)
            press(keys, .keyboardEnd, frames: &frames, scrollView)
            #expect(scrollView.contentOffset.y == 1520)
            press(keys, .keyboardPageDown, frames: &frames, scrollView)
            #expect(scrollView.contentOffset.y == 1520, "the bottom edge")
            press(keys, .keyboardHome, frames: &frames, scrollView)
            #expect(scrollView.contentOffset.y == 0)
            press(keys, .keyboardRightArrow, frames: &frames, scrollView)
            #expect(scrollView.contentOffset == .zero, "the content is no wider than the bounds")
            scrollView.allowsKeyboardScrolling = false
            keys.type(.keyboardDownArrow)
            #expect(scrollView.motionLink == nil && scrollView.contentOffset == .zero)
        }
    }

    @Test("Scrolling rule 26: two Down keys while the first animates add up to 80 pt; a first responder takes the keys first")
    func keysAddUpAndFirstResponder() throws {
        try withScrollView { scrollView, input, keys in
            input.tap(160, 200, at: t0)
            var frames = DisplayFrames(time: t0 + 1)
            keys.type(.keyboardDownArrow)
            frames.fire()
            keys.type(.keyboardDownArrow)
            frames.fire { scrollView.motionLink == nil }
            #expect(scrollView.contentOffset.y == 80)
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            scrollView.addSubview(field)
            #expect(field.becomeFirstResponder())
            keys.type(.keyboardSpacebar, text: " ")
            #expect(scrollView.motionLink == nil && field.text == " ", "typed into the field, not scrolled")
            field.resignFirstResponder()
        }
    }

    @Test("Nested scroll views: the keys and a wheel scroll go to the inner one under the pointer; at its edge a key goes to the outer one, and so does a new wheel scroll")
    func nested() throws {
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 320, height: 400)
        try withScrollView(inner: inner) { outer, input, keys in
            var frames = DisplayFrames(time: t0)
            @MainActor func wheel(_ steps: Double, at time: Double) {
                input.platform.inject(.wheel(window: input.window, dx: 0, dy: steps, location: CGPoint(x: 160, y: 200), modifiers: []), at: time)
                input.turn()
                frames.fire { outer.motionLink == nil && inner.motionLink == nil }
            }
            wheel(-3, at: t0)
            #expect(inner.contentOffset.y == 150 && outer.contentOffset.y == 0)
            wheel(-3, at: t0 + 0.05)
            #expect(inner.contentOffset.y == 200 && outer.contentOffset.y == 0, "one scroll stays with the inner view, stopped at its edge")
            outer.window?.gestureArena.expire(at: t0 + 1)
            wheel(-1, at: t0 + 2)
            #expect(inner.contentOffset.y == 200 && outer.contentOffset.y == 50, "a new scroll at the inner edge goes to the outer view")
            outer.window?.gestureArena.expire(at: t0 + 3)
            frames = DisplayFrames(time: t0 + 4)
            keys.type(.keyboardDownArrow)
            frames.fire { outer.motionLink == nil && inner.motionLink == nil }
            #expect(inner.contentOffset.y == 200 && outer.contentOffset.y == 90, "the inner view is at its bottom: the outer one takes Down")
            keys.type(.keyboardUpArrow)
            frames.fire { outer.motionLink == nil && inner.motionLink == nil }
            #expect(inner.contentOffset.y == 160 && outer.contentOffset.y == 90, "Up moves the inner view")
        }
    }

    @Test("Nested scroll views: a vertical drag on a horizontal carousel scrolls the article around it; a sideways drag scrolls the carousel")
    func nestedDrag() throws {
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        carousel.contentSize = CGSize(width: 960, height: 200)
        try withScrollView(inner: carousel) { outer, input, _ in
            @MainActor func drag(_ points: [(CGFloat, CGFloat)], at start: Double) {
                for (index, point) in points.enumerated() {
                    input.finger(1, index == 0 ? .down : .move, point.0, point.1, at: start + 0.02 * Double(index))
                    input.turn()
                }
                let last = points[points.count - 1]
                input.finger(1, .move, last.0, last.1, at: start + 0.4)
                input.turn()
                input.finger(1, .up, last.0, last.1, at: start + 0.4)
                input.turn()
            }
            drag([(160, 250), (160, 238), (160, 190)], at: t0)
            #expect(outer.contentOffset == CGPoint(x: 0, y: 48) && carousel.contentOffset == .zero)
            drag([(250, 150), (238, 150), (150, 150)], at: t0 + 1)
            #expect(carousel.contentOffset == CGPoint(x: 88, y: 0) && outer.contentOffset == CGPoint(x: 0, y: 48))
        }
    }

    @Test("indicatorStyle .white gives light indicators; scrollsToTop is on by default")
    func indicatorStyleAndScrollsToTop() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.indicatorStyle == .default && scrollView.scrollsToTop && scrollView.allowsKeyboardScrolling)
        scrollView.indicatorStyle = .white
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(scrollView.verticalIndicator.backgroundColor?.getWhite(&white, alpha: &alpha) == true)
        #expect(white == 1 && alpha == 0.5)
    }
}
