import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The navigation page under real X input: a click on a row pushes its page, a click on the back
/// button pops back to the list.
extension RealXInputTests {
    /// Runs main-loop turns (events, the work left for them, animation ends, the commit) until `done`
    /// holds or `timeout` seconds pass; returns whether `done` held.
    private func turns(until done: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            nextTurn()
            if done() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < deadline
        return false
    }

    @Test("Navigation page: a click on a row pushes its page; a click on the back button pops to the list")
    func navigationClicks() throws {
        let (window, page, id, renderer) = try open(size: CGSize(width: 640, height: 480)) { NavigationPage(frame: $0) }
        defer { window.isHidden = true }
        let navigation = page.navigation
        let list = try #require(navigation.topViewController)
        let row = try #require(list.view.subviews.compactMap { $0 as? UIButton }.first)
        try pointAt(row, CGPoint(x: row.bounds.midX, y: row.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(turns(until: { navigation.viewControllers.count == 2 && list.viewIfLoaded?.window == nil }), "the row pushed its page")
        let pushed = frame(window, renderer, at: CACurrentMediaTime())
        #expect(pushed.rgb(320, 300).isClose(to: RGB(r: 0, g: 122, b: 255)), "the pushed page is drawn: \(pushed.rgb(320, 300))")

        let detail = try #require(navigation.topViewController)
        let back = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "‹ Settings" })
        try pointAt(back, CGPoint(x: back.bounds.midX, y: back.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(turns(until: { navigation.viewControllers.count == 1 && detail.viewIfLoaded?.window == nil && detail.parent == nil }),
                "the back button popped")
        let popped = frame(window, renderer, at: CACurrentMediaTime())
        #expect(!popped.rgb(320, 300).isClose(to: RGB(r: 0, g: 122, b: 255)), "the list is drawn again: \(popped.rgb(320, 300))")
    }
}
