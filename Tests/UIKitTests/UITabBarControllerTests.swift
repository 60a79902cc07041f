import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Navigation rules 27–29: tabs keep their selection across a new array, only the selected
/// tab's view loads, a switch sends the appearance calls, the delegate hears only the user's taps.
@Suite("UITabBarController", .serialized, .startsClean)
@MainActor
struct UITabBarControllerTests {
    typealias Logged = UIViewControllerTests.Logged
    typealias Log = UIViewControllerTests.Log

    final class Delegate: UITabBarControllerDelegate {
        var refuses = false
        var calls: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            calls.append("shouldSelect \(viewController.title ?? "")")
            return !refuses
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("didSelect \(viewController.title ?? "")")
        }
    }

    /// The tab bar's button for the tab titled `title`.
    private func button(_ title: String, in tabs: UITabBarController) -> UIButton? {
        tabs.tabBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }

    @Test("Only the selected tab loads; a switch: outgoing will, incoming will, did, did; the bar is 49 pt at the bottom")
    func switching() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            a.title = "A"
            b.title = "B"
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            #expect(a.isViewLoaded && !b.isViewLoaded && tabs.selectedViewController === a)
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 151, width: 300, height: 49))
            #expect(tabs.tabBar.items?.map(\.title) == ["A", "B"], "a tab's item is titled with its controller's title")
            log.lines = []
            tabs.selectedIndex = 1
            #expect(log.lines.filter { !$0.contains("Layout") } == ["b viewDidLoad", "a viewWillDisappear", "b viewWillAppear", "b viewIsAppearing",
                                                                 "a viewDidDisappear", "b viewDidAppear"])
            #expect(b.view.superview === tabs.view && a.view.superview == nil && tabs.selectedViewController === b)
        }
    }

    @Test("A new array keeps the selected controller if present, else the same index, else the first")
    func newArrays() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController(), d = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        tabs.selectedIndex = 1
        tabs.viewControllers = [c, b]
        #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
        tabs.selectedIndex = 0
        tabs.viewControllers = [d, a]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === d, "c is gone: index 0 kept")
        tabs.selectedIndex = 1
        tabs.viewControllers = [c]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === c, "index 1 is gone: the first")
        #expect(b.parent == nil && c.parent === tabs && c.tabBarController === tabs)
    }

    @Test("The delegate hears the user's taps only: shouldSelect, then didSelect, also on the selected tab; a refusal keeps the tab")
    func delegate() throws {
        let a = UIViewController(), b = UIViewController()
        a.title = "A"
        b.title = "B"
        let tabs = UITabBarController(), delegate = Delegate()
        tabs.delegate = delegate
        tabs.viewControllers = [a, b]
        tabs.selectedIndex = 1
        #expect(delegate.calls.isEmpty, "programmatic selection tells no one")
        try #require(button("A", in: tabs)).sendActions(for: .primaryActionTriggered)
        try #require(button("A", in: tabs)).sendActions(for: .primaryActionTriggered)
        #expect(delegate.calls == ["shouldSelect A", "didSelect A", "shouldSelect A", "didSelect A"] && tabs.selectedIndex == 0)
        delegate.refuses = true
        delegate.calls = []
        try #require(button("B", in: tabs)).sendActions(for: .primaryActionTriggered)
        #expect(delegate.calls == ["shouldSelect B"] && tabs.selectedIndex == 0)
    }

    @Test("Bad input: an index outside the tabs, a controller not a tab, a tab bar controller pushed onto a navigation stack")
    func badInput() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        let navigation = UINavigationController()
        let messages = Diagnostics.recording {
            tabs.selectedIndex = 3
            tabs.selectedViewController = UIViewController()
            navigation.pushViewController(tabs, animated: false)
        }
        #expect(messages.count == 3 && tabs.selectedIndex == 0 && navigation.viewControllers.isEmpty, "\(messages)")
    }
}
