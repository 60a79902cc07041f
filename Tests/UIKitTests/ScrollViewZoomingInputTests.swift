import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Scrolling rules 19–21 through injected input and animation frames at exact times: the pinch
/// about the fingers' centre, its bounce past the limits, Ctrl+wheel, animated zooms and the
/// delegate's calls around them, and the zoomed views drawn again at the new scale.
@Suite("UIScrollView zooming by input", .serialized, .startsClean)
@MainActor
struct ScrollViewZoomingInputTests {
    let t0 = MediaClock.shared.now() + 1000

    /// A delegate that zooms `view` and logs the zoom calls, with the scale and offset then.
    final class ZoomLog: UIScrollViewDelegate {
        var view: UIView?
        private(set) var lines: [String] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { note("didZoom", scrollView) }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { note("willBeginZooming", scrollView) }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            note("didEndZooming \(format(scale))", scrollView)
        }
        private func note(_ call: String, _ scrollView: UIScrollView) {
            lines.append("\(call) \(format(scrollView.zoomScale)) \(Int(scrollView.contentOffset.x.rounded())),\(Int(scrollView.contentOffset.y.rounded()))")
        }
        private func format(_ value: CGFloat) -> String { String(format: "%.3f", value) }
        /// The lines with the `didZoom` ones in a row folded into one "didZoom…" (its last).
        var summary: [String] { folded(lines, "didZoom") }
        func clear() { lines = [] }
    }

    /// A 320 × 480 window filled by a scroll view zooming a 320 × 480 view (scales 1 to `maximum`).
    private func withZoomable(maximum: CGFloat = 4, _ body: (UIScrollView, UIView, ZoomLog, TouchInput) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            let scrollView = UIScrollView(frame: window.bounds)
            let content = UIView(frame: window.bounds)
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
            content.addSubview(label)
            scrollView.addSubview(content)
            scrollView.contentSize = content.bounds.size
            scrollView.maximumZoomScale = maximum
            window.addSubview(scrollView)
            let log = ZoomLog()
            log.view = content
            scrollView.delegate = log
            try body(scrollView, content, log, TouchInput(platform: platform, window: try #require(window.platformWindow?.id)))
            scrollView.removeFromSuperview()
        }
    }

    /// Two fingers `spread` apart about (150, 200) go down, spread to `to` in `steps` moves 20 ms
    /// apart, and lift, each in a turn of its own.
    private func pinch(_ input: TouchInput, from spread: CGFloat, to end: CGFloat, steps: Int = 5, at start: Double) {
        input.finger(1, .down, 150 - spread / 2, 200, at: start)
        input.finger(2, .down, 150 + spread / 2, 200, at: start)
        input.turn()
        for step in 1...steps {
            let now = spread + (end - spread) * CGFloat(step) / CGFloat(steps)
            let time = start + 0.02 * Double(step)
            input.finger(1, .move, 150 - now / 2, 200, at: time)
            input.finger(2, .move, 150 + now / 2, 200, at: time)
            input.turn()
        }
        let time = start + 0.02 * Double(steps + 1)
        input.finger(1, .up, 150 - end / 2, 200, at: time)
        input.finger(2, .up, 150 + end / 2, 200, at: time)
        input.turn()
    }

    @Test("Scrolling rule 19: pinchGestureRecognizer is nil while the maximum is not above the minimum, the scroll view's own pinch otherwise")
    func pinchRecognizer() throws {
        try withZoomable(maximum: 1) { scrollView, _, _, _ in
            #expect(scrollView.pinchGestureRecognizer == nil)
            scrollView.maximumZoomScale = 3
            let pinch = try #require(scrollView.pinchGestureRecognizer)
            #expect(pinch.view === scrollView && scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
            scrollView.minimumZoomScale = 3
            #expect(scrollView.pinchGestureRecognizer == nil && pinch.view == nil)
        }
    }

    @Test("Scrolling rules 20–21: a pinch from 100 to 200 pt apart doubles the scale about the fingers' centre — the content point under them stays — between willBeginZooming and didEndZooming; the zoomed views then draw at 2 pixels per point")
    func pinchAboutCentre() throws {
        try withZoomable { scrollView, content, log, input in
            pinch(input, from: 100, to: 200, at: t0)
            #expect(scrollView.zoomScale == 2 && scrollView.contentSize == CGSize(width: 640, height: 960))
            #expect(scrollView.contentOffset == CGPoint(x: 150, y: 200), "(150, 200) × 2 − (150, 200)")
            #expect(log.summary.first == "willBeginZooming 1.000 0,0")
            #expect(log.summary.dropFirst().first == "didZoom… 2.000 150,200")
            #expect(log.summary.last == "didEndZooming 2.000 2.000 150,200")
            #expect(!scrollView.isZooming && !scrollView.isZoomBouncing && scrollView.motionLink == nil)
            #expect(content.contentScaleFactor == 2 && content.subviews[0].contentScaleFactor == 2)
        }
    }

    @Test("Scrolling rule 21: fingers that spread and move together, after resting past the content's touch delay, zoom and move the content with them: the content point under their centre stays under it; the scroll view's pan begins too but leaves the offset to the pinch, and nothing decelerates after")
    func pinchWhileMoving() throws {
        try withZoomable { scrollView, _, log, input in
            input.finger(1, .down, 100, 200, at: t0)
            input.finger(2, .down, 200, 200, at: t0)
            input.turn()
            for step in 1...5 {
                let time = t0 + 0.2 + 0.02 * Double(step)
                let (spread, y) = (100 + 20 * CGFloat(step), 200 + 12 * CGFloat(step))
                input.finger(1, .move, 150 - spread / 2, y, at: time)
                input.finger(2, .move, 150 + spread / 2, y, at: time)
                input.turn()
            }
            #expect(scrollView.isDragging && scrollView.isZooming)
            #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 150, y: 140), "(150, 200) × 2 − (150, 260): \(scrollView.contentOffset)")
            input.finger(1, .up, 50, 260, at: t0 + 0.5)
            input.finger(2, .up, 250, 260, at: t0 + 0.5)
            input.turn()
            #expect(!scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isZooming && scrollView.motionLink == nil)
            #expect(scrollView.contentOffset == CGPoint(x: 150, y: 140) && log.lines.last == "didEndZooming 2.000 2.000 150,140")
        }
    }

    @Test("Scrolling rule 21: with bouncesZoom a pinch passes the maximum at half the pace and springs back after the lift, didEndZooming after the bounce; without it the scale stops at the maximum")
    func pinchBounce() throws {
        try withZoomable(maximum: 1.5) { scrollView, _, log, input in
            input.finger(1, .down, 100, 200, at: t0)
            input.finger(2, .down, 200, 200, at: t0)
            input.turn()
            input.finger(1, .move, 50, 200, at: t0 + 0.02)
            input.finger(2, .move, 250, 200, at: t0 + 0.02)
            input.turn()
            #expect(abs(scrollView.zoomScale - 1.5 * (2 / 1.5).squareRoot()) < 1e-9 && scrollView.isZooming)
            input.finger(1, .up, 50, 200, at: t0 + 0.3)
            input.finger(2, .up, 250, 200, at: t0 + 0.3)
            input.turn()
            #expect(scrollView.isZoomBouncing && !log.lines.contains { $0.hasPrefix("didEndZooming") })
            var frames = DisplayFrames(time: t0 + 0.3)
            let count = frames.fire { scrollView.motionLink == nil }
            #expect(scrollView.zoomScale == 1.5 && count >= 18 && count <= 20, "0.3 s: \(count) frames")
            #expect(scrollView.scrollRange.contains(scrollView.contentOffset))
            #expect(log.lines.last?.hasPrefix("didEndZooming 1.500 1.500") == true, "\(log.lines.suffix(2))")

            scrollView.bouncesZoom = false
            scrollView.zoomScale = 1
            scrollView.contentOffset = .zero
            log.clear()
            input.finger(1, .down, 100, 200, at: t0 + 10)
            input.finger(2, .down, 200, 200, at: t0 + 10)
            input.turn()
            input.finger(1, .move, 50, 200, at: t0 + 10.02)
            input.finger(2, .move, 250, 200, at: t0 + 10.02)
            input.turn()
            #expect(scrollView.zoomScale == 1.5)
            input.finger(1, .up, 50, 200, at: t0 + 10.3)
            input.finger(2, .up, 250, 200, at: t0 + 10.3)
            input.turn()
            #expect(log.lines.last?.hasPrefix("didEndZooming 1.500") == true && scrollView.motionLink == nil)
        }
    }

    @Test("Ctrl+wheel zooms about the pointer, 1.1892× a step within the limits, each event a whole zoom; without a zooming view Ctrl+wheel scrolls")
    func controlWheel() throws {
        try withZoomable { scrollView, content, log, input in
            input.platform.inject(.wheel(window: input.window, dx: 0, dy: 1, location: CGPoint(x: 100, y: 100), modifiers: .control), at: t0)
            input.turn()
            #expect(abs(scrollView.zoomScale - 1.1892) < 1e-9)
            #expect(scrollView.contentOffset == CGPoint(x: 19, y: 19), "the point under the pointer stays: 100 × 1.1892 − 100, to the pixel")
            #expect(log.summary == ["willBeginZooming 1.000 0,0", "didZoom 1.189 19,19", "didEndZooming 1.189 1.189 19,19"])
            #expect(content.contentScaleFactor == scrollView.zoomScale)
            for step in 1...12 {
                input.platform.inject(.wheel(window: input.window, dx: 0, dy: 1, location: CGPoint(x: 100, y: 100), modifiers: .control),
                                      at: t0 + 0.05 * Double(step))
                input.turn()
            }
            #expect(scrollView.zoomScale == 4, "the maximum")
            input.platform.inject(.wheel(window: input.window, dx: 0, dy: -20, location: CGPoint(x: 300, y: 400), modifiers: .control), at: t0 + 1)
            input.turn()
            #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == .zero, "the minimum, inside the range")
            log.view = nil
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            input.platform.inject(.wheel(window: input.window, dx: 0, dy: -1, location: CGPoint(x: 100, y: 100), modifiers: .control), at: t0 + 2)
            input.turn()
            var frames = DisplayFrames(time: t0 + 2)
            frames.fire { scrollView.motionLink == nil }
            #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == CGPoint(x: 0, y: 50))
            scrollView.window?.gestureArena.expire(at: t0 + 3)
        }
    }

    @Test("Scrolling rules 20–21: an animated setZoomScale and zoom(to:animated:) move from the display link over 0.3 s, didZoom each frame, between willBeginZooming and didEndZooming; a touch stops them where they are")
    func animatedZooms() throws {
        try withZoomable { scrollView, content, log, input in
            scrollView.setZoomScale(2, animated: true)
            #expect(scrollView.zoomScale == 1 && log.lines == ["willBeginZooming 1.000 0,0"])
            var frames = DisplayFrames(time: t0)
            let count = frames.fire { scrollView.motionLink == nil }
            #expect(count >= 18 && count <= 20 && scrollView.zoomScale == 2)
            #expect(log.summary == ["willBeginZooming 1.000 0,0", "didZoom… 2.000 0,0", "didEndZooming 2.000 2.000 0,0"])
            #expect(log.lines.count > 10 && content.contentScaleFactor == 2)
            log.clear()
            scrollView.zoom(to: CGRect(x: 80, y: 120, width: 80, height: 120), animated: true)
            frames.fire { scrollView.motionLink == nil }
            #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == CGPoint(x: 320, y: 480))
            #expect(log.lines.last == "didEndZooming 4.000 4.000 320,480")
            log.clear()
            scrollView.setZoomScale(1, animated: true)
            frames.fire()
            frames.fire()
            input.finger(1, .down, 100, 100, at: frames.time)
            input.turn()
            #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 4 && scrollView.motionLink == nil)
            #expect(log.lines.last?.hasPrefix("didEndZooming") == true)
            input.finger(1, .up, 100, 100, at: frames.time + 0.05)
            input.turn()
        }
    }

    @Test("Bad input: zoom limits that are not positive numbers are reported and ignored; a zoom view that is not a subview is reported; pinch and Ctrl+wheel still zoom afterwards")
    func badZoomLimits() throws {
        try withZoomable { scrollView, _, log, input in
            let messages = Diagnostics.recording {
                scrollView.maximumZoomScale = .nan
                scrollView.minimumZoomScale = -.infinity
                scrollView.maximumZoomScale = .infinity
                scrollView.minimumZoomScale = 0
            }
            #expect(messages.count == 4 && messages.allSatisfy { $0.hasPrefix("UIScrollView.") }, "\(messages)")
            #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 4)
            let stranger = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let real = log.view
            log.view = stranger
            let strangerMessages = Diagnostics.recording {
                input.platform.inject(.wheel(window: input.window, dx: 0, dy: 1, location: CGPoint(x: 100, y: 100), modifiers: .control), at: t0)
                input.turn()
            }
            #expect(strangerMessages.count == 1 && strangerMessages[0].contains("not a subview"), "\(strangerMessages)")
            #expect(scrollView.zoomScale == 1 && stranger.transform == .identity)
            scrollView.window?.gestureArena.expire(at: t0 + 1)
            log.view = real
            pinch(input, from: 100, to: 200, at: t0 + 2)
            #expect(scrollView.zoomScale == 2)
        }
    }
}
