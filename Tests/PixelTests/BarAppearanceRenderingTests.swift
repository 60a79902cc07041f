import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Bar appearances drawn by the compositor: a navigation controller whose bar is opaque blue with a
/// white title over its shadow line, then transparent (the page's red showing through, no line),
/// and a tab bar in its appearance's black.
@Suite("Bar appearances (pixels)", .serialized, .startsClean)
@MainActor
struct BarAppearanceRenderingTests {
    private let blue = RGB.blue, red = RGB.red

    @Test("An opaque blue appearance with a white title: the bar blue, the title's ink white, the shadow line dark; transparent, the page's red shows where the bar was, with no line")
    func navigationBar() throws {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 320, height: 240), renderer: renderer)
        defer { window.isHidden = true }
        let page = UIViewController()
        page.view.backgroundColor = .red
        page.title = "Appearance"
        let navigation = UINavigationController(rootViewController: page)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .blue
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        window.rootViewController = navigation
        nextTurn()
        let opaque = frame(window, renderer)
        #expect(opaque.rgb(5, 22) == blue && opaque.rgb(315, 5) == blue, "the bar is blue: \(opaque.rgb(5, 22))")
        let title = CGRect(x: 110, y: 10, width: 100, height: 24)
        #expect(opaque.count(.white, in: title) > 30, "the title is drawn in white")
        #expect(opaque.rgb(5, 44).r < 200 && opaque.rgb(5, 44) != blue && opaque.rgb(5, 44) != red, "the shadow line under the bar: \(opaque.rgb(5, 44))")

        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        page.navigationItem.standardAppearance = transparent
        nextTurn()
        let clear = frame(window, renderer)
        #expect(clear.rgb(5, 22) == red && clear.rgb(5, 44) == red, "the page shows through the bar, no line: \(clear.rgb(5, 22)) \(clear.rgb(5, 44))")
        #expect(clear.count(.black, in: title) > 30, "the title in the default black")
    }

    @Test("A tab bar appearance's black background fills the 49 pt bar")
    func tabBar() throws {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 320, height: 240), renderer: renderer)
        defer { window.isHidden = true }
        let one = UIViewController(), two = UIViewController()
        one.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        two.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [one, two]
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        tabs.tabBar.standardAppearance = appearance
        window.rootViewController = tabs
        nextTurn()
        let picture = frame(window, renderer)
        #expect(picture.rgb(5, 235) == .black && picture.rgb(5, 195) == .black, "the bar is black: \(picture.rgb(5, 235)) \(picture.rgb(5, 195))")
        #expect(picture.rgb(5, 185) != .black, "above the bar is the page: \(picture.rgb(5, 185))")
    }
}

/// Tab badges drawn by the compositor: a red pill with the value in white over the item's top right.
@Suite("Tab bar badges (pixels)", .serialized, .startsClean)
@MainActor
struct TabBarBadgeRenderingTests {
    @Test("badgeValue \"3\" draws a red pill 18 pt tall, 6 pt right of the item's centre and 2 pt down, with white text in it; nil removes it; badgeColor recolours it")
    func badge() throws {
        withWindow(size: CGSize(width: 320, height: 100)) { window, renderer in
            let tabs = UITabBar(frame: CGRect(x: 0, y: 51, width: 320, height: 49))
            let first = UITabBarItem(title: "One", image: nil, tag: 0), second = UITabBarItem(title: "Two", image: nil, tag: 1)
            tabs.items = [first, second]
            window.addSubview(tabs)
            second.badgeValue = "3"
            let picture = frame(window, renderer)
            // The second item's centre is at x 240: the pill spans 246…264, y 53…71 in the window.
            let pill = CGRect(x: 246, y: 53, width: 18, height: 18)
            #expect(picture.rgb(249, 62).isClose(to: RGB(r: 255, g: 59, b: 48), tolerance: 20), "red at the pill's left: \(picture.rgb(249, 62))")
            #expect(picture.count(.white, in: pill.insetBy(dx: 4, dy: 3)) > 3, "the value in white")
            #expect(!picture.rgb(243, 62).isClose(to: RGB(r: 255, g: 59, b: 48), tolerance: 40), "nothing red left of it")
            #expect(!picture.rgb(89, 62).isClose(to: RGB(r: 255, g: 59, b: 48), tolerance: 40), "no badge on the first item")
            second.badgeColor = .blue
            #expect(frame(window, renderer).rgb(249, 62) == .blue, "the badge colour")
            second.badgeValue = nil
            #expect(!frame(window, renderer).rgb(249, 62).isClose(to: .blue, tolerance: 60), "no badge once the value is nil")
            tabs.removeFromSuperview()
        }
    }
}
