import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Navigation rules 1–11: loading, the appearance calls a container sends, forwarding to
/// children, the moving flags, title and preferred size.
@Suite("UIViewController lifecycle", .serialized, .startsClean)
@MainActor
struct UIViewControllerLifecycleTests {
    typealias Logged = UIViewControllerTests.Logged
    typealias Log = UIViewControllerTests.Log

    /// A controller that notes whether it was moving to or from its parent in its will-callbacks.
    final class Moving: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) { seen.append("willAppear toParent=\(isMovingToParent)") }
        override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear fromParent=\(isMovingFromParent)") }
    }

    /// A container that sends its children's appearance calls itself.
    final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    @Test("The view loads once on first access; isViewLoaded and viewIfLoaded never load, loadViewIfNeeded does")
    func loading() {
        let log = Log()
        let controller = Logged("c", log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && log.lines.isEmpty)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded && log.lines == ["c viewDidLoad"])
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(log.lines == ["c viewDidLoad"], "loaded once")
    }

    @Test("beginAppearanceTransition/endAppearanceTransition send will, is-appearing, did; a repeated begin is not sent again")
    func manualTransition() {
        let log = Log()
        let controller = Logged("c", log)
        controller.loadViewIfNeeded()
        log.lines = []
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(log.lines == ["c viewWillAppear", "c viewIsAppearing", "c viewDidAppear", "c viewWillDisappear", "c viewDidDisappear"])
    }

    @Test("Appearance reaches only children whose views are in the parent's view, and none when forwarding is off")
    func forwarding() {
        let log = Log()
        let parent = Logged("parent", log), inside = Logged("inside", log), outside = Logged("outside", log)
        for child in [inside, outside] { parent.addChild(child); child.didMove(toParent: parent) }
        parent.view.addSubview(inside.view)
        _ = outside.view
        log.lines = []
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        #expect(log.lines == ["parent viewWillAppear", "inside viewWillAppear", "parent viewIsAppearing", "parent viewDidAppear",
                              "inside viewIsAppearing", "inside viewDidAppear"])

        let manual = ManualContainer(), child = Logged("child", log)
        manual.addChild(child)
        manual.view.addSubview(child.view)
        log.lines = []
        manual.beginAppearanceTransition(true, animated: false)
        manual.endAppearanceTransition()
        #expect(log.lines.isEmpty, "a container that does not forward sends the calls itself")
    }

    @Test("isMovingToParent is true while a newly added child appears; isMovingFromParent while a removed one disappears")
    func movingFlags() {
        let parent = UIViewController(), child = Moving()
        parent.addChild(child)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.didMove(toParent: parent)
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(child.seen == ["willAppear toParent=true", "willDisappear fromParent=false", "willAppear toParent=false"])
        #expect(!child.isMovingToParent && !child.isMovingFromParent)
    }

    @Test("addChild calls willMove on the child, removing a child from its previous parent; removeFromParent calls didMove(nil)")
    func containment() {
        let log = Log()
        let first = Logged("first", log), second = Logged("second", log), child = Logged("child", log)
        first.addChild(child)
        second.addChild(child)
        #expect(log.lines == ["child willMove(toParent: parent)", "child didMove(toParent: nil)", "child willMove(toParent: parent)"])
        #expect(first.children.isEmpty && second.children.map { $0 === child } == [true] && child.parent === second)
    }

    @Test("A title set on the controller is its navigation item's title, before and after the item is made")
    func title() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.title = "Sent"
        #expect(controller.navigationItem.title == "Sent")
        controller.preferredContentSize = CGSize(width: 320, height: 480)
        #expect(controller.preferredContentSize == CGSize(width: 320, height: 480))
    }
}
