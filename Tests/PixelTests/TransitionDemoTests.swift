import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// L11 and L12 from the launcher, photographed at chosen virtual times: the transition drawn by
/// the compositor mid-way, and the new view alone once it has ended.
@Suite("Transition demo screenshots", .startsClean)
struct TransitionDemoTests {
    private let cream = RGB(r: 255, g: 247, b: 217), paleBlue = RGB(r: 217, g: 237, b: 255)

    @Test("L11: the first page curls up from the bottom right, uncovering the second, which alone is left at the end")
    func pageCurl() throws {
        let p = try demoScreenshot("L11", at: 0.35)
        #expect(p.rgb(180, 70).isClose(to: cream) && p.rgb(180, 340).isClose(to: cream), "the page lies flat at the left: \(p.rgb(180, 340))")
        #expect(p.count(paleBlue, in: CGRect(x: 400, y: 300, width: 70, height: 60)) > 200, "the second page shows at the bottom right")
        let end = try demoScreenshot("L11", at: 1.2)
        #expect(end.rgb(180, 70).isClose(to: paleBlue) && end.rgb(460, 350).isClose(to: paleBlue))
    }

    @Test("L12: the primary view turns away, its right edge near, and the secondary one has replaced it at the end")
    func flip() throws {
        let blue = RGB(r: 0, g: 122, b: 255), orange = RGB(r: 255, g: 149, b: 0)
        let p = try demoScreenshot("L12", at: 0.3)
        #expect(p.rgb(205, 185) == .white, "the far left edge has moved in: \(p.rgb(205, 185))")
        #expect(p.rgb(320, 185).isClose(to: blue, tolerance: 30), "\(p.rgb(320, 185))")
        #expect(p.rgb(425, 64).isClose(to: blue, tolerance: 30) && p.rgb(240, 64) == .white, "the near right edge is the taller")
        let end = try demoScreenshot("L12", at: 1.2)
        #expect(end.rgb(320, 185) == orange && end.rgb(200, 65) == orange, "\(end.rgb(320, 185))")
    }
}

/// The transitions page in a window of this process: a click on a button plays its transition on the stage.
@Suite("Transitions page", .serialized, .startsClean)
@MainActor
struct TransitionsPageTests {
    /// The button titled `title` on `page`.
    private func button(_ title: String, on page: UIView) -> UIButton? {
        page.subviews.lazy.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }

    private static let red = RGB(r: 255, g: 59, b: 48), blue = RGB(r: 0, g: 122, b: 255)

    /// The page in a 640×480 window, drawn once with the transactions' clock stopped (`withStoppedClock`);
    /// `body` gets the window, its renderer, the page and the time the clock stopped at.
    private func withPage(_ body: (UIWindow, SynchronousRenderer, UIView, Double) throws -> Void) throws {
        try withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let page = TransitionsPage.make(frame: window.bounds)
            window.addSubview(page)
            try withStoppedClock { start in
                _ = frame(window, renderer, at: start)
                try body(window, renderer, page, start)
            }
        }
    }

    @Test("The \"Push from left\" button pushes card B in from the left, the boundary halfway at 50 %; slow motion takes 5 s")
    func pushTile() throws {
        try withPage { window, renderer, page, start in
            let push = try #require(button("Push from left", on: page))
            let slow = try #require(page.subviews.lazy.compactMap { $0 as? UISwitch }.first)
            slow.isOn = true
            slow.sendActions(for: .valueChanged)
            push.sendActions(for: .primaryActionTriggered)
            let stage = CGRect(x: 30, y: 60, width: 240, height: 240)
            let picture = frame(window, renderer, at: start + 2.5)
            #expect(picture.rgb(Int(stage.midX) - 3, 80).isClose(to: Self.blue) && picture.rgb(Int(stage.midX) + 3, 80).isClose(to: Self.red),
                    "\(picture.rgb(Int(stage.midX) - 3, 80)) | \(picture.rgb(Int(stage.midX) + 3, 80))")
        }
    }

    @Test("The \"Zoom out (snapshot)\" button covers the stage with card A's snapshot, which shrinks and fades over card B: at half time half the size, half transparent")
    func snapshotZoomTile() throws {
        try withPage { window, renderer, page, start in
            try #require(button("Zoom out (snapshot)", on: page)).sendActions(for: .primaryActionTriggered)
            // (40, 70) is 10 points into the stage; (110, 140) is 80, inside the snapshot at half size.
            let atStart = frame(window, renderer, at: start)
            #expect(atStart.rgb(40, 70).isClose(to: Self.red), "card A's picture covers card B: \(atStart.rgb(40, 70))")
            let halfway = frame(window, renderer, at: start + 0.5)
            #expect(halfway.rgb(40, 70).isClose(to: Self.blue), "card B around the shrinking picture: \(halfway.rgb(40, 70))")
            #expect(halfway.rgb(110, 140).isClose(to: RGB(r: 128, g: 90, b: 152)), "half of red over blue: \(halfway.rgb(110, 140))")
            let end = frame(window, renderer, at: start + 1.1)
            #expect(end.rgb(110, 140).isClose(to: Self.blue) && end.rgb(60, 280).isClose(to: Self.blue), "card B alone")
        }
    }
}
