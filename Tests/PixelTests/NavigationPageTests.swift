import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The navigation page drawn by the compositor: the bar with its title; a push sampled at the
/// spring's progress points (NAVIGATION.md rule 20); the pushed page with its back button; the
/// list again after the back button pops.
@Suite("Navigation page", .serialized)
@MainActor
struct NavigationPageTests {
    private let size = CGSize(width: 640, height: 480)
    private let blue = RGB(r: 0, g: 122, b: 255), bar = RGB(r: 247, g: 247, b: 247)

    /// Whether `picture` has text (dark or tinted pixels) in `rect` of the bar.
    private func inked(_ picture: Picture, _ rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where !picture.rgb(x, y).isClose(to: bar, tolerance: 40) { count += 1 }
        }
        return count
    }

    @Test("The bar shows the title; a push slides the row's page in on the spring; the back button, drawn, pops to the list")
    func pushAndPop() throws {
        try withWindow(size: size) { window, renderer in
            try withStoppedClock { start in
                let page = NavigationPage(frame: window.bounds)
                window.addSubview(page)
                nextTurn()
                let list = frame(window, renderer, at: start)
                #expect(list.rgb(5, 22).isClose(to: bar) && list.rgb(635, 40).isClose(to: bar), "the 44 pt bar: \(list.rgb(5, 22)) \(list.rgb(635, 40)) \(list.width)×\(list.height) \(list.rgb(5, 300)) \(list.rgb(320, 80))")
                #expect(!list.rgb(5, 44).isClose(to: bar, tolerance: 20), "the separator under it: \(list.rgb(5, 44))")
                #expect(inked(list, CGRect(x: 270, y: 10, width: 100, height: 24)) > 40, "the title is drawn in the middle")
                #expect(inked(list, CGRect(x: 0, y: 0, width: 200, height: 44)) == 0, "no back button on the root")

                let row = try #require(page.navigation.topViewController?.view.subviews.compactMap { $0 as? UIButton }.first)
                row.sendActions(for: .primaryActionTriggered)
                nextTurn()
                CATransaction.flush()
                for (t, p) in [(0.05, 0.232), (0.1, 0.545), (0.2, 0.879)] {
                    let picture = frame(window, renderer, at: start + t)
                    let edge = Int((640 * (1 - p)).rounded())
                    #expect(picture.rgb(edge + 3, 300).isClose(to: blue) && !picture.rgb(edge - 3, 300).isClose(to: blue),
                            "at \(t) s the pushed page's left edge is at \(edge): \(picture.rgb(edge - 3, 300)) | \(picture.rgb(edge + 3, 300))")
                    let dimmed = picture.rgb(2, 300), plain = list.rgb(2, 300)
                    #expect(dimmed.r < plain.r && abs(Double(plain.r - dimmed.r) - 0.1 * p * Double(plain.r)) < 3, "dimming at \(t) s: \(dimmed) over \(plain)")
                }
                CATransaction.state.finishAnimations(at: start + 1)
                nextTurn()
                let pushed = frame(window, renderer, at: start + 1)
                #expect(pushed.rgb(5, 300).isClose(to: blue) && pushed.rgb(635, 300).isClose(to: blue), "the pushed page fills the window")
                #expect(inked(pushed, CGRect(x: 0, y: 0, width: 120, height: 44)) > 40, "the back button is drawn")
                #expect(page.navigation.viewControllers.count == 2)

                let back = try #require(page.navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "‹ Settings" })
                back.sendActions(for: .primaryActionTriggered)
                nextTurn()
                CATransaction.state.finishAnimations(at: start + 10)
                nextTurn()
                let popped = frame(window, renderer, at: start + 10)
                #expect(page.navigation.viewControllers.count == 1)
                #expect(popped.rgb(5, 300) == list.rgb(5, 300) && popped.rgb(320, 300) == list.rgb(320, 300), "the list is back")
            }
        }
    }
}

/// One turn of the main loop: the work left for it (a navigation controller's transition), the
/// animations ended by now, the commit.
@MainActor
func nextTurn() { UIApplication.shared.mainLoop.turn() }
