import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Scrolling rule 20 as drawn: while a zoom is under way the zoomed view's bitmap is magnified
/// (an edge smeared over several pixels); when the zoom ends it draws again at the new scale, and
/// the edge is sharp.
@Suite("Zoomed content (pixels)", .serialized, .startsClean)
@MainActor
struct ZoomSharpnessTests {
    /// Black from the left edge to x = 50.5 pt, white after: at 1 pixel a point the pixel at 50
    /// is half grey.
    final class EdgeView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
            context.fill(bounds)
            context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 50.5, height: bounds.height))
        }
    }

    final class Zooming: UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    /// How many pixels of row `y` between `from` and `to` are neither black nor white: the width of the edge.
    private func greys(_ picture: Picture, y: Int, from: Int, to: Int) -> Int {
        (from..<to).filter { (40...215).contains(picture.rgb($0, y).r) }.count
    }

    @Test("Scrolling rule 20: at 4× during a zoom the edge is magnified over 3 or more pixels; once the zoom ends it is drawn again at 4 pixels a point and is at most 1 pixel wide")
    func sharpAfterZoom() {
        withWindow(size: CGSize(width: 400, height: 200)) { window, renderer in
            let scrollView = UIScrollView(frame: window.bounds)
            let edge = EdgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            scrollView.addSubview(edge)
            let delegate = Zooming(edge)
            scrollView.delegate = delegate
            scrollView.maximumZoomScale = 4
            window.addSubview(scrollView)
            let before = frame(window, renderer)
            #expect(greys(before, y: 20, from: 40, to: 60) == 1, "at 1×: the half-covered pixel")
            scrollView.beginZooming(edge)
            scrollView.applyZoomScale(4, to: edge)
            let during = frame(window, renderer)
            let smeared = greys(during, y: 100, from: 180, to: 230)
            #expect(smeared >= 3, "the 1× bitmap magnified: \(smeared) grey pixels")
            scrollView.endZooming()
            #expect(edge.contentScaleFactor == 4)
            let after = frame(window, renderer)
            let sharp = greys(after, y: 100, from: 180, to: 230)
            #expect(sharp <= 1, "drawn again at 4×: \(sharp) grey pixels")
            #expect(after.rgb(200, 100).r < 40 && after.rgb(203, 100).r > 215, "the edge at 50.5 × 4 = 202")
            scrollView.removeFromSuperview()
        }
    }
}
