import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Navigation rule 31: a `.currentContext` or `.overCurrentContext` presentation covers the view
/// of the nearest controller, up from the presenter, that defines the presentation context (a
/// navigation controller does), else the root's; that controller presents it.
@Suite("Presentation contexts", .serialized, .startsClean)
@MainActor
struct PresentationContextTests {
    typealias Logged = UIViewControllerTests.Logged

    /// A shown 300×249 window whose root is a tab bar controller with a navigation controller of
    /// `list` as its one tab (its view fills the window, under the 49 pt tab bar).
    private func withTabbedNavigation(_ body: (UIWindow, UITabBarController, UINavigationController, Logged, UIViewControllerTests.Log) throws -> Void) throws {
        try withKeyWindow { window, _ in
            window.frame = CGRect(x: 0, y: 0, width: 300, height: 249)
            let log = UIViewControllerTests.Log()
            let list = Logged("list", log)
            let navigation = UINavigationController(rootViewController: list)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            nextTurn()
            try body(window, tabs, navigation, list, log)
        }
    }

    @Test("A navigation controller defines the context: .currentContext from its child covers the navigation view alone, presented by it, the tab bar still shown; dismissed, all as before")
    func navigationDefinesTheContext() throws {
        try withTabbedNavigation { window, tabs, navigation, list, log in
            #expect(navigation.definesPresentationContext && !tabs.definesPresentationContext && !list.definesPresentationContext)
            let detail = Logged("detail", log)
            detail.modalPresentationStyle = .currentContext
            log.lines = []
            list.present(detail, animated: false)
            #expect(detail.presentingViewController === navigation && navigation.presentedViewController === detail)
            let container = try #require(detail.view.superview)
            #expect(container.superview === navigation.view.superview && container.frame == navigation.view.frame && detail.view.frame == container.bounds)
            let siblings = tabs.view.subviews
            let below = try #require(siblings.firstIndex { $0 === container }), bar = try #require(siblings.firstIndex { $0 === tabs.tabBar })
            #expect(below < bar, "the tab bar stays above it")
            #expect(navigation.view.isHidden && !tabs.tabBar.isHidden)
            #expect(log.lines.filter { !$0.contains("Layout") } == ["detail viewDidLoad", "list viewWillDisappear", "detail viewWillAppear",
                                                                    "detail viewIsAppearing", "list viewDidDisappear", "detail viewDidAppear"])
            detail.dismiss(animated: false)
            #expect(navigation.presentedViewController == nil && !navigation.view.isHidden && detail.view.window == nil && detail.view.superview == nil)
        }
    }

    @Test("Without a controller defining it, the root is the context (the whole window); .overCurrentContext keeps the context's view shown; animated, it slides up within the context's view")
    func rootAndOverContext() throws {
        try withTabbedNavigation { window, tabs, navigation, list, log in
            navigation.definesPresentationContext = false
            let cover = Logged("cover", log)
            cover.modalPresentationStyle = .currentContext
            list.present(cover, animated: false)
            #expect(cover.presentingViewController === tabs && cover.view.convert(cover.view.bounds, to: nil) == window.bounds)
            cover.dismiss(animated: false)

            navigation.definesPresentationContext = true
            let over = Logged("over", log)
            over.modalPresentationStyle = .overCurrentContext
            list.present(over, animated: true)
            CATransaction.flush()
            let container = try #require(over.view.superview)
            #expect(container.clipsToBounds && container.frame == navigation.view.frame && container.superview === navigation.view.superview)
            #expect(over.view.layer.animation(forKey: "position") != nil, "it slides in")
            #expect(!navigation.view.isHidden)
            settleAnimations()
            #expect(over.view.frame == container.bounds && !navigation.view.isHidden, "the context stays shown under it")
        }
    }
}
