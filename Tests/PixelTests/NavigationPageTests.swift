import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The navigation page drawn by the compositor: the bar with its title; a push sampled at the
/// spring's progress points (Navigation rule 20); the pushed page with its back button; the
/// list again after the back button pops.
@Suite("Navigation page", .serialized, .startsClean)
@MainActor
struct NavigationPageTests {
    private let size = CGSize(width: 640, height: 480)
    private let blue = RGB(r: 0, g: 122, b: 255), bar = RGB(r: 247, g: 247, b: 247)

    /// How many pixels of `rect` in `picture` `match`.
    private func count(_ picture: Picture, _ rect: CGRect, where match: (RGB) -> Bool) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where match(picture.rgb(x, y)) { count += 1 }
        }
        return count
    }

    /// How many pixels of `rect` show text (dark or tinted) over the bar's or a white background.
    private func inked(_ picture: Picture, _ rect: CGRect) -> Int { count(picture, rect) { !$0.isClose(to: bar, tolerance: 40) } }

    /// How many pixels of `rect` show the tint (blue well above red).
    private func tinted(_ picture: Picture, _ rect: CGRect) -> Int { count(picture, rect) { Int($0.b) > Int($0.r) + 80 } }

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
                #expect(tinted(list, CGRect(x: 0, y: 0, width: 60, height: 44)) > 20, "the Sort button at the left")
                #expect(inked(list, CGRect(x: 60, y: 0, width: 140, height: 44)) == 0, "no back button on the root, only Sort")

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
                #expect(inked(pushed, CGRect(x: 60, y: 0, width: 60, height: 44)) > 20, "the back button is drawn, longer than Sort")
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

    @Test("Tabs at the bottom: a 49 pt bar with Settings selected (tinted) and Profile; the bar's Name button presents a form sheet with a text field; Save shows the name on the Profile tab")
    func tabsAndNameForm() throws {
        try withWindow(size: size) { window, renderer in
            try withStoppedClock { start in
                let page = NavigationPage(frame: window.bounds)
                window.addSubview(page)
                nextTurn()
                let list = frame(window, renderer, at: start)
                let tabBar = page.tabs.tabBar.convert(page.tabs.tabBar.bounds, to: window)
                #expect(tabBar == CGRect(x: 0, y: 431, width: 640, height: 49), "\(tabBar)")
                let tinted = self.tinted(list, CGRect(x: 0, y: 431, width: 320, height: 49))
                let plain = self.tinted(list, CGRect(x: 320, y: 431, width: 320, height: 49))
                #expect(tinted > 30 && plain == 0, "Settings tinted (\(tinted) px), Profile grey (\(plain) px)")
                #expect(inked(list, CGRect(x: 400, y: 435, width: 160, height: 42)) > 30, "the Profile item is drawn")

                let name = try #require(page.navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == NavigationPage.nameTitle })
                #expect(name.convert(name.bounds, to: window).maxX > 560, "Name at the bar's right")
                name.sendActions(for: .primaryActionTriggered)
                CATransaction.state.finishAnimations(at: start + 1)
                nextTurn()
                let form = try #require(page.navigation.topViewController?.presentedViewController)
                let field = try #require(form.view.subviews.compactMap { $0 as? UITextField }.first)
                #expect(form.view.frame == CGRect(x: 140, y: 140, width: 360, height: 200), "\(form.view.frame)")
                let shown = frame(window, renderer, at: start + 1)
                let fieldFrame = field.convert(field.bounds, to: window)
                #expect(shown.rgb(Int(fieldFrame.midX), Int(fieldFrame.minY)).r < 235, "the field's rounded-rect border: \(shown.rgb(Int(fieldFrame.midX), Int(fieldFrame.minY)))")
                #expect(shown.rgb(320, 300).r == 255 && shown.rgb(60, 300).r < 200, "the white card over the dimmed page")

                field.insertText("Ada")
                let save = try #require(form.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == NavigationPage.saveTitle })
                save.sendActions(for: .primaryActionTriggered)
                CATransaction.flush()
                CATransaction.state.finishAnimations(at: start + 2)
                nextTurn()
                #expect(page.navigation.topViewController?.presentedViewController == nil && page.name.text == "Ada")
                page.tabs.selectedIndex = 1
                nextTurn()
                let profile = frame(window, renderer, at: start + 2)
                #expect(inked(profile, CGRect(x: 260, y: 120, width: 120, height: 40)) > 40, "the name on the Profile tab")
            }
        }
    }

    @Test("A large title drawn 34 pt bold at the left under the buttons' row; the table scrolled 52 pt, the bar is 44 pt with the small title centred and the large one gone")
    func largeTitleCollapses() {
        withWindow(size: size) { window, renderer in
            withStoppedClock { start in
                let list = UITableViewController(style: .plain)
                list.title = "Mailboxes"
                let navigation = UINavigationController(rootViewController: list)
                navigation.navigationBar.prefersLargeTitles = true
                window.rootViewController = navigation
                nextTurn()
                window.layoutIfNeeded()
                let expanded = frame(window, renderer, at: start)
                #expect(inked(expanded, CGRect(x: 16, y: 50, width: 200, height: 40)) > 200, "the large title at the left")
                #expect(inked(expanded, CGRect(x: 220, y: 8, width: 200, height: 28)) == 0, "no small title in the buttons' row")
                #expect(expanded.rgb(320, 94).isClose(to: bar) && !expanded.rgb(320, 100).isClose(to: bar, tolerance: 3), "the bar ends at 96")

                list.tableView.contentOffset.y = -44
                nextTurn()
                let collapsed = frame(window, renderer, at: start)
                #expect(inked(collapsed, CGRect(x: 16, y: 50, width: 200, height: 40)) == 0, "the large title gone: \(collapsed.rgb(40, 70))")
                #expect(inked(collapsed, CGRect(x: 220, y: 8, width: 200, height: 28)) > 40, "the small title centred in the row")
                #expect(!collapsed.rgb(320, 50).isClose(to: bar, tolerance: 3), "the bar ends at 44: \(collapsed.rgb(320, 50))")
            }
        }
    }
}

/// One turn of the main loop: the work left for it (a navigation controller's transition), the
/// animations ended by now, the commit.
@MainActor
func nextTurn() { UIApplication.shared.mainLoop.turn() }
