import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The toolbar (Navigation rules 22 and 26): 44 pt, items 8 pt apart from 8 pt in, flexible
/// spaces sharing the room left, and the navigation controller's toolbar showing the top
/// controller's `toolbarItems`, hidden until asked for.
@Suite("UIToolbar", .serialized, .startsClean)
@MainActor
struct UIToolbarTests {
    /// The frames of `toolbar`'s item views, leading first, after layout.
    private func frames(_ toolbar: UIToolbar) -> [CGRect] {
        toolbar.layoutIfNeeded()
        return toolbar.subviews.filter { !($0 is BarHairline) }.map(\.frame)
    }

    @Test("Items sit 8 pt apart from 8 pt in; a flexible space pushes what follows to the trailing edge; a fixed space takes its width")
    func layout() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let edit = UIBarButtonItem(systemItem: .edit), done = UIBarButtonItem(systemItem: .done)
        toolbar.items = [edit, .flexibleSpace(), done]
        let spread = frames(toolbar)
        #expect(spread.count == 3 && spread[0].minX == 8 && spread[2].maxX.rounded() == 312, "\(spread)")
        #expect(abs(spread[1].minX - (spread[0].maxX + 8)) < 1 && abs(spread[2].minX - (spread[1].maxX + 8)) < 1)
        toolbar.items = [edit, .fixedSpace(20), done]
        let packed = frames(toolbar)
        #expect(packed[1].width == 20 && abs(packed[2].minX - (packed[0].maxX + 36)) < 1, "\(packed)")
        #expect(abs(packed[0].midY - 22) <= 0.5 && abs(packed[2].midY - 22) <= 0.5, "centred vertically")
        #expect(toolbar.sizeThatFits(CGSize(width: 500, height: 10)) == CGSize(width: 500, height: 44))
    }

    @Test("A navigation controller's toolbar is hidden by default; shown, it is 44 pt at the bottom with the top controller's items, following pushes")
    func navigationToolbar() {
        withHeadlessPlatform { _ in
            let a = UIViewController(), b = UIViewController()
            let share = UIBarButtonItem(title: "Share"), trash = UIBarButtonItem(systemItem: .trash)
            a.toolbarItems = [share]
            b.setToolbarItems([.flexibleSpace(), trash], animated: false)
            let navigation = UINavigationController(rootViewController: a)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            nextTurn()
            #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
            navigation.setToolbarHidden(false, animated: false)
            #expect(!navigation.isToolbarHidden && navigation.toolbar.frame == CGRect(x: 0, y: 156, width: 300, height: 44))
            #expect(navigation.toolbar.items?.first === share && navigation.toolbar.isDescendant(of: navigation.view))
            navigation.pushViewController(b, animated: false)
            nextTurn()
            #expect(navigation.toolbar.items?.last === trash)
            let compose = UIBarButtonItem(systemItem: .compose)
            a.toolbarItems = [compose]
            #expect(navigation.toolbar.items?.last === trash, "only the top's items show")
            b.toolbarItems = [compose]
            #expect(navigation.toolbar.items?.count == 1 && navigation.toolbar.items?.first === compose, "the top's new items show at once")
        }
    }
}

/// `edgesForExtendedLayout` under a navigation controller: all edges (the default) underlap the
/// bars; without `.top` the view starts below the bar, without `.bottom` it ends above the toolbar,
/// and it follows the bars being hidden and shown.
@Suite("Extended layout under the bars", .serialized, .startsClean)
@MainActor
struct ExtendedLayoutTests {
    @Test("By default the top view fills the navigation view; without .top it starts below the 44 pt bar, without .bottom it ends above the shown toolbar; hiding the bar gives it the top again")
    func edges() {
        withHeadlessPlatform { _ in
            let a = UIViewController(), b = UIViewController()
            let navigation = UINavigationController(rootViewController: a)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            nextTurn()
            #expect(a.edgesForExtendedLayout == .all && !a.extendedLayoutIncludesOpaqueBars)
            #expect(a.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
            b.edgesForExtendedLayout = []
            navigation.pushViewController(b, animated: false)
            nextTurn()
            #expect(b.view.frame == CGRect(x: 0, y: 44, width: 300, height: 156))
            navigation.setToolbarHidden(false, animated: false)
            window.layoutIfNeeded()
            #expect(b.view.frame == CGRect(x: 0, y: 44, width: 300, height: 112))
            navigation.setNavigationBarHidden(true, animated: false)
            window.layoutIfNeeded()
            #expect(b.view.frame == CGRect(x: 0, y: 0, width: 300, height: 156))
            navigation.setNavigationBarHidden(false, animated: false)
            navigation.popViewController(animated: true)
            nextTurn()
            settleAnimations()
            #expect(a.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200) && b.view.superview == nil, "the root underlaps both again")
        }
    }
}
