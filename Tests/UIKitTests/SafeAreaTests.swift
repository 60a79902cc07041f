import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The safe area under a container's bars: a navigation controller's bar (and toolbar) and a tab
/// bar cover a child's view, whose `safeAreaInsets` say how much; views inside get the part they
/// lie in; `additionalSafeAreaInsets` adds to it; guides, margins and scroll views follow.
@Suite("Safe area", .serialized, .startsClean)
@MainActor
struct SafeAreaTests {
    /// Counts its safe area changes.
    final class Watched: UIViewController {
        var changes = 0
        override func viewSafeAreaInsetsDidChange() { changes += 1 }
    }

    /// `root` in a navigation controller filling a visible 320×480 window.
    private func shown(_ root: UIViewController, in container: (UIViewController) -> UIViewController = { UINavigationController(rootViewController: $0) }) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = container(root)
        window.makeKeyAndVisible()
        nextTurn()
        window.layoutIfNeeded()
        return window
    }

    @Test("Under a navigation bar: the view's top inset is the bar's 44 pt; a subview at y 20 gets 24, one below the bar none; the window itself none")
    func navigationBar() {
        withHeadlessPlatform { _ in
            let root = Watched()
            let high = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 100)), low = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            root.view.addSubview(high)
            root.view.addSubview(low)
            let window = shown(root)
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
            #expect(high.safeAreaInsets.top == 24 && low.safeAreaInsets == .zero && window.safeAreaInsets == .zero)
            #expect(root.changes == 1)
            root.navigationController?.isToolbarHidden = false
            root.navigationController?.view.layoutIfNeeded()
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0), "the toolbar covers the bottom")
            root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 54, left: 5, bottom: 44, right: 0) && high.safeAreaInsets.top == 34)
            root.navigationController?.isNavigationBarHidden = true
            root.navigationController?.view.layoutIfNeeded()
            #expect(root.view.safeAreaInsets.top == 10, "only the additional inset without the bar")
        }
    }

    @Test("Under a tab bar the bottom inset is its 49 pt; a controller that stops above the bar (edgesForExtendedLayout) has none")
    func tabBarAndExtendedLayout() {
        withHeadlessPlatform { _ in
            let tab = UIViewController()
            _ = shown(tab) { root in
                let tabs = UITabBarController()
                tabs.viewControllers = [root]
                return tabs
            }
            #expect(tab.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
            let below = UIViewController()
            below.edgesForExtendedLayout = []
            _ = shown(below)
            #expect(below.view.frame.minY == 44 && below.view.safeAreaInsets == .zero)
        }
    }

    @Test("Auto Layout: a label pinned to the safe area's top sits under the bar; one pinned to the margins 8 pt further in")
    func guides() {
        withHeadlessPlatform { _ in
            let root = UIViewController()
            let safe = UILabel(), margin = UILabel()
            for label in [safe, margin] {
                label.text = "Hello"
                label.translatesAutoresizingMaskIntoConstraints = false
                root.view.addSubview(label)
            }
            NSLayoutConstraint.activate([
                safe.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
                safe.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                margin.topAnchor.constraint(equalTo: root.view.layoutMarginsGuide.topAnchor),
                margin.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 100),
            ])
            _ = shown(root)
            #expect(safe.frame.minY == 44 && margin.frame.minY == 52, "\(safe.frame) \(margin.frame)")
        }
    }

    @Test("A table view controller's table in a navigation controller starts with its first row clear of the bar")
    func tableUnderBar() {
        withHeadlessPlatform { _ in
            let list = UITableViewController(style: .plain)
            _ = shown(list)
            let table = list.tableView!
            #expect(table.adjustedContentInset.top == 44 && table.contentOffset.y == -44, "\(table.adjustedContentInset) \(table.contentOffset)")
            table.contentInsetAdjustmentBehavior = .never
            #expect(table.adjustedContentInset.top == 0 && table.contentOffset.y == -44, "turning adjustment off moves nothing")
        }
    }
}
