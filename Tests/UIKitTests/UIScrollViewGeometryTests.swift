import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Scrolling rules 1–7: the offset is the bounds origin, the legal range, no clamping,
/// animated offsets from UIKit's own display link, scrolling a rectangle into view.
@Suite("UIScrollView geometry", .serialized, .startsClean)
@MainActor
struct UIScrollViewGeometryTests {
    @Test("Scrolling rule 2: UIKit's defaults, and a scroll view clips to its bounds")
    func defaults() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(view.contentOffset == .zero && view.contentSize == .zero && view.contentInset == .zero)
        #expect(view.isScrollEnabled && view.bounces && !view.isPagingEnabled && !view.isDirectionalLockEnabled)
        #expect(!view.alwaysBounceVertical && !view.alwaysBounceHorizontal && view.decelerationRate == .normal)
        #expect(view.contentInsetAdjustmentBehavior == .automatic && view.clipsToBounds && view.layer.masksToBounds)
        #expect(!view.isTracking && !view.isDragging && !view.isDecelerating)
        #expect(view.panGestureRecognizer.view === view && view.gestureRecognizers?.contains { $0 === view.panGestureRecognizer } == true)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998 && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test("Scrolling rule 1: contentOffset is bounds.origin both ways; frame and size stay; subviews appear moved by −offset")
    func offsetIsBoundsOrigin() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let view = UIScrollView(frame: CGRect(x: 10, y: 20, width: 320, height: 480))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        container.addSubview(view)
        view.addSubview(content)
        view.contentOffset = CGPoint(x: 0, y: 300)
        #expect(view.bounds == CGRect(x: 0, y: 300, width: 320, height: 480))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 320, height: 480) && content.frame.origin == .zero)
        #expect(content.convert(CGPoint(x: 0, y: 300), to: container) == CGPoint(x: 10, y: 20))
        view.bounds.origin = CGPoint(x: 5, y: 7)
        #expect(view.contentOffset == CGPoint(x: 5, y: 7))
    }

    @Test("Scrolling rule 5: offsets are not clamped; contentOffset is rounded to the pixel grid, bounds is not")
    func noClampingRounding() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentSize = CGSize(width: 320, height: 1000)
        view.contentOffset = CGPoint(x: -50, y: 5000)
        #expect(view.contentOffset == CGPoint(x: -50, y: 5000))
        view.setContentOffset(CGPoint(x: 0, y: -300), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: -300))
        view.contentOffset = CGPoint(x: 0, y: 3.8)
        #expect(view.contentOffset.y == 4)
        view.bounds.origin.y = 3.8
        #expect(view.bounds.origin.y == 3.8)
    }

    @Test("Scrolling rules 3–4: on a desktop adjustedContentInset is contentInset; a change tells the delegate; the legal range follows the insets")
    func insets() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let log = ScrollLog()
        view.delegate = log
        view.contentSize = CGSize(width: 1000, height: 2000)
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        view.contentInset = insets
        #expect(view.adjustedContentInset == insets)
        #expect(log.lines == ["didChangeAdjustedContentInset 0,0"])
        #expect(view.scrollRange.x == -20...720 && view.scrollRange.y == -10...1550)
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.adjustedContentInset == insets && log.lines.count == 1, "no safe area on a desktop: nothing changes")
    }

    @Test("Scrolling rule 6: setContentOffset(animated: false) calls didScroll once; animated, it moves at constant speed from UIKit's display link, a didScroll each frame, then didEndScrollingAnimation after 0.3 s")
    func animatedOffset() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentSize = CGSize(width: 320, height: 2000)
        let log = ScrollLog()
        view.delegate = log
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(log.lines == ["didScroll 0,100"])
        log.clear()
        view.setContentOffset(CGPoint(x: 0, y: 280), animated: true)
        #expect(view.contentOffset.y == 100 && log.lines.isEmpty, "nothing moves before a frame")
        var frames = DisplayFrames(time: 500)
        frames.fire()
        #expect(view.contentOffset.y == 110, "1/18 of the way after the first frame")
        let count = frames.fire { view.motionLink == nil }
        #expect(count == 17, "0.3 s is 18 frames at 60 Hz")
        #expect(view.contentOffset.y == 280)
        #expect(log.lines.count == 19 && log.lines.last == "didEndScrollingAnimation 0,280")
        #expect(log.lines.dropLast().allSatisfy { $0.hasPrefix("didScroll") })
        log.clear()
        view.setContentOffset(CGPoint(x: 0, y: 280), animated: true)
        frames.fire()
        #expect(log.lines.isEmpty, "no animation to the offset it has: no call")
    }

    @Test("Scrolling rule 7: scrollRectToVisible moves as little as it takes (y 600…700 in 480 pt → 220), nothing when visible, stays in range")
    func rectToVisible() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentSize = CGSize(width: 320, height: 2000)
        view.scrollRectToVisible(CGRect(x: 0, y: 600, width: 100, height: 100), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 220))
        view.scrollRectToVisible(CGRect(x: 0, y: 300, width: 100, height: 100), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 220))
        view.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 100), "above: tops meet")
        view.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 100, height: 500), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 1520), "kept inside the legal range")
    }

    @Test("Bad input: NaN and infinite offsets, sizes and insets, and a negative size, give a diagnostic and change nothing (a negative size becomes zero)")
    func badInput() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentSize = CGSize(width: 320, height: 1000)
        view.contentOffset = CGPoint(x: 0, y: 40)
        let messages = Diagnostics.recording {
            view.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
            view.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
            view.contentSize = CGSize(width: CGFloat.nan, height: 10)
            view.contentInset = UIEdgeInsets(top: CGFloat.infinity, left: 0, bottom: 0, right: 0)
            view.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), animated: false)
        }
        #expect(messages.count == 5 && messages.allSatisfy { $0.contains("not a number") })
        #expect(view.contentOffset == CGPoint(x: 0, y: 40) && view.contentSize == CGSize(width: 320, height: 1000))
        #expect(view.contentInset == .zero && view.motionLink == nil)
        let negative = Diagnostics.recording { view.contentSize = CGSize(width: -5, height: 100) }
        #expect(negative.count == 1 && view.contentSize == CGSize(width: 0, height: 100))
    }

    @Test("contentLayoutGuide: constraints on its size set contentSize; frameLayoutGuide is the visible rectangle and follows the offset")
    func layoutGuides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIScrollView(frame: window.bounds)
        window.addSubview(view)
        let content = UIView(), badge = UIView()
        for subview in [content, badge] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: view.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: view.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: view.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            badge.topAnchor.constraint(equalTo: view.frameLayoutGuide.topAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: view.frameLayoutGuide.leadingAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 320, height: 2000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 2000))
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
        view.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        #expect(view.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 500, width: 320, height: 480))
        #expect(badge.frame == CGRect(x: 10, y: 510, width: 30, height: 30), "pinned to the frame guide: it stays put on screen")
        #expect(content.frame.origin == .zero)
    }
}

/// Scrolling rules 19–21: zooming set from code.
@Suite("UIScrollView zooming", .serialized, .startsClean)
@MainActor
struct UIScrollViewZoomingTests {
    /// A delegate that zooms `view` and logs the zoom calls.
    final class Zooming: UIScrollViewDelegate {
        var view: UIView?
        var lines: [String] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { lines.append("didZoom \(scrollView.zoomScale)") }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { lines.append("willBeginZooming") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            lines.append("didEndZooming \(scale)")
        }
    }

    /// A 320 × 480 scroll view whose delegate zooms a 200 × 100 subview.
    private func zoomable() -> (UIScrollView, UIView, Zooming) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.addSubview(image)
        let delegate = Zooming()
        delegate.view = image
        scrollView.delegate = delegate
        return (scrollView, image, delegate)
    }

    @Test("Scrolling rules 19–20: zoomScale scales the delegate's view, keeps it at the top left and makes contentSize its frame; within the limits; off while the maximum is not above the minimum")
    func zoomScale() {
        let (scrollView, image, delegate) = zoomable()
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1 && image.transform == .identity, "zooming is off at 1…1")
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2) && image.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 200) && delegate.lines == ["didZoom 2.0"])
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4 && scrollView.contentSize == CGSize(width: 800, height: 400))
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 1)
    }

    @Test("Scrolling rule 21: zoom(to:) makes the rectangle fill the bounds as far as the limits allow (80 × 40 in 320 × 480 → 4) and scrolls it to the top left, inside the range")
    func zoomToRect() {
        let (scrollView, image, delegate) = zoomable()
        scrollView.maximumZoomScale = 8
        scrollView.zoom(to: CGRect(x: 50, y: 25, width: 80, height: 40), animated: false)
        #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == CGPoint(x: 200, y: 0))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 800, height: 400) && delegate.lines == ["didZoom 4.0"])
    }

    @Test("Bad input: a scale that is not a number, a zoom view that is not a subview, an empty rectangle: a diagnostic, nothing changes, zooming still works")
    func badZoomInput() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.maximumZoomScale = 4
        let delegate = Zooming()
        delegate.view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scrollView.delegate = delegate
        let messages = Diagnostics.recording {
            scrollView.zoomScale = 2
            scrollView.setZoomScale(CGFloat.nan, animated: false)
            scrollView.zoom(to: .zero, animated: false)
        }
        #expect(messages.count == 3 && scrollView.zoomScale == 1, "\(messages)")
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scrollView.addSubview(image)
        delegate.view = image
        scrollView.zoomScale = 3
        #expect(scrollView.zoomScale == 3 && scrollView.contentSize == CGSize(width: 30, height: 30))
    }
}
