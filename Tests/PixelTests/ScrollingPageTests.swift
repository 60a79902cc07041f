import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The scrolling page as drawn: content moved by −contentOffset, clipped to the scroll view.
@Suite("Scrolling page (pixels)", .serialized, .startsClean)
@MainActor
struct ScrollingPageTests {

    @Test("Scrolling rule 1: the content is drawn moved up by contentOffset — section 2's band where section 1's was — and clipped to the scroll view's bounds, the page's white above it")
    func offsetAndClipping() {
        withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let page = ScrollingPage(frame: window.bounds)
            window.addSubview(page)
            let top = Int(ScrollingPage.articleTop)
            var picture = frame(window, renderer)
            #expect(picture.rgb(500, top + 20).isClose(to: RGB(ScrollingPage.bandColor(0))), "\(picture.rgb(500, top + 20))")
            page.scrollView.contentOffset = CGPoint(x: 0, y: ScrollingPage.sectionHeight)
            picture = frame(window, renderer)
            #expect(picture.rgb(500, top + 20).isClose(to: RGB(ScrollingPage.bandColor(1))), "\(picture.rgb(500, top + 20))")
            page.scrollView.contentOffset = CGPoint(x: 0, y: 20)
            picture = frame(window, renderer)
            #expect(picture.rgb(500, top + 10).isClose(to: RGB(ScrollingPage.bandColor(0))), "the band's lower half shows")
            #expect(picture.rgb(500, top - 10) == .white, "its upper half is clipped away: \(picture.rgb(500, top - 10))")
            page.removeFromSuperview()
        }
    }

    @Test("Scrolling rule 18: flashScrollIndicators shows the vertical indicator at the right edge, in proportion to the visible part; it has faded away a second later")
    func indicators() {
        withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let page = ScrollingPage(frame: window.bounds)
            window.addSubview(page)
            let scrollView = page.scrollView
            scrollView.contentOffset = CGPoint(x: 0, y: 200)
            scrollView.flashScrollIndicators()
            CATransaction.flush()
            let now = CACurrentMediaTime()
            let bar = scrollView.convert(scrollView.verticalIndicator.frame, to: window)
            let (x, y) = (Int(bar.midX), Int(bar.midY))
            let background = RGB(r: 247, g: 247, b: 247)
            let shown = frame(window, renderer, at: now)
            #expect(shown.rgb(x, y).r < 190, "the indicator darkens the scroll view's background: \(shown.rgb(x, y))")
            #expect(shown.rgb(x, Int(bar.maxY) + 4).isClose(to: background, tolerance: 3), "and ends where the geometry says")
            #expect(shown.rgb(x - 6, y).isClose(to: background, tolerance: 3), "2.5 pt thick, at the edge")
            let gone = frame(window, renderer, at: now + 1)
            #expect(gone.rgb(x, y).isClose(to: background, tolerance: 3), "faded out: \(gone.rgb(x, y))")
            page.removeFromSuperview()
        }
    }
}
