import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// View controllers in windows: appearance and layout callbacks in UIKit's order, children,
/// presenting and dismissing, the responder chain.
@Suite("UIViewController", .serialized, .startsClean)
@MainActor
struct UIViewControllerTests {
    /// A controller that logs its callbacks as "name callback".
    class Logged: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init()
        }
        override func viewDidLoad() { log.lines.append("\(name) viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name) viewWillAppear") }
        override func viewIsAppearing(_ animated: Bool) { log.lines.append("\(name) viewIsAppearing") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) viewDidDisappear") }
        override func viewWillLayoutSubviews() { log.lines.append("\(name) viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.lines.append("\(name) viewDidLayoutSubviews") }
        override func willMove(toParent parent: UIViewController?) { log.lines.append("\(name) willMove(toParent: \(parent == nil ? "nil" : "parent"))") }
        override func didMove(toParent parent: UIViewController?) { log.lines.append("\(name) didMove(toParent: \(parent == nil ? "nil" : "parent"))") }
    }

    final class Log { var lines: [String] = [] }

    /// A visible 300×200 key window with `root` as its root view controller; the log cleared.
    private func window(showing root: UIViewController, _ log: Log) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.rootViewController = root
        window.makeKeyAndVisible()
        CATransaction.flush()
        log.lines = []
        return window
    }

    @Test("Showing and hiding a window: load, will appear (parent, then child), layout, did appear; then disappear")
    func windowAppearance() {
        withHeadlessPlatform { _ in
            let log = Log()
            let root = Logged("root", log), child = Logged("child", log)
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.rootViewController = root
            #expect(log.lines == ["child willMove(toParent: parent)", "root viewDidLoad", "child viewDidLoad", "child didMove(toParent: parent)"])
            log.lines = []
            window.makeKeyAndVisible()
            #expect(log.lines == ["root viewWillAppear", "child viewWillAppear", "root viewIsAppearing", "root viewWillLayoutSubviews", "root viewDidLayoutSubviews",
                                  "child viewIsAppearing", "child viewWillLayoutSubviews", "child viewDidLayoutSubviews", "root viewDidAppear", "child viewDidAppear"])
            log.lines = []
            window.isHidden = true
            #expect(log.lines == ["root viewWillDisappear", "child viewWillDisappear", "root viewDidDisappear", "child viewDidDisappear"])
            #expect(root.children.count == 1 && child.parent === root)
            child.removeFromParent()
            #expect(root.children.isEmpty && child.parent == nil && log.lines.last == "child didMove(toParent: nil)")
        }
    }

    @Test("Replacing a visible window's root view controller: the old one disappears, the new one appears")
    func replaceRoot() {
        withHeadlessPlatform { _ in
            let log = Log()
            let first = Logged("first", log), second = Logged("second", log)
            let window = window(showing: first, log)
            window.rootViewController = second
            #expect(log.lines.filter { !$0.contains("Layout") && !$0.contains("Load") }
                    == ["first viewWillDisappear", "first viewDidDisappear", "second viewWillAppear", "second viewIsAppearing", "second viewDidAppear"])
            #expect(first.view.superview == nil && second.view.superview === window && second.view.frame == window.bounds)
        }
    }

    @Test("Presenting full screen covers the window and hides the presenter; the presented controller's next responder is its presenter; dismissing brings the presenter back")
    func presentAndDismiss() {
        withHeadlessPlatform { _ in
            let log = Log()
            let presenter = Logged("presenter", log), presented = Logged("presented", log)
            presented.modalPresentationStyle = .fullScreen
            let window = window(showing: presenter, log)
            var completed = 0
            presenter.present(presented, animated: false) { completed += 1 }
            #expect(log.lines.filter { !$0.contains("Layout") } == ["presented viewDidLoad", "presenter viewWillDisappear", "presented viewWillAppear",
                                                                 "presented viewIsAppearing", "presenter viewDidDisappear", "presented viewDidAppear"])
            #expect(completed == 1)
            #expect(presenter.presentedViewController === presented && presented.presentingViewController === presenter)
            #expect(presented.view.superview === window && presented.view.frame == window.bounds)
            #expect(presented.next === presenter)
            #expect(presenter.view.isHidden, "covered: UIKit takes it out of the window")

            log.lines = []
            presented.dismiss(animated: false) { completed += 1 }
            #expect(log.lines == ["presented viewWillDisappear", "presenter viewWillAppear", "presented viewDidDisappear", "presenter viewIsAppearing", "presenter viewDidAppear"])
            #expect(completed == 2 && presenter.presentedViewController == nil && presented.presentingViewController == nil)
            #expect(presented.view.superview == nil && presented.next == nil && !presenter.view.isHidden)
        }
    }

    @Test("An animated presentation slides the view up from below the window (cover vertical); did-appear waits for its end")
    func coverVertical() throws {
        try withHeadlessPlatform { _ in
            let log = Log()
            let presenter = Logged("presenter", log), presented = Logged("presented", log)
            presented.modalPresentationStyle = .fullScreen
            _ = window(showing: presenter, log)
            presenter.present(presented, animated: true)
            #expect(presented.view.frame.origin.y == 0, "the model is where the view ends")
            let animation = try #require(presented.view.layer.animationKeys()?.compactMap { presented.view.layer.animation(forKey: $0) as? CABasicAnimation }
                .first { $0.keyPath == "position" })
            let from = try #require(animation.fromValue as? CGPoint).y + (animation.isAdditive ? 100 : 0)
            #expect(from == 300, "from a window's height below (centre 100 + 200)")
            #expect(!log.lines.contains("presented viewDidAppear"))
        }
    }

    @Test("Bad presentations are reported and ignored")
    func badPresentations() {
        withHeadlessPlatform { _ in
            let log = Log()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let presenter = Logged("presenter", log), presented = Logged("presented", log), other = Logged("other", log)
            let messages = Diagnostics.recording {
                other.present(presented, animated: false)
                window.rootViewController = presenter
                window.makeKeyAndVisible()
                presenter.present(presented, animated: false)
                presenter.present(other, animated: false)
                other.dismiss(animated: false)
                presenter.addChild(presenter)
            }
            #expect(messages.count == 4, "\(messages)")
            #expect(presenter.presentedViewController === presented && other.presentingViewController == nil)
        }
    }
}
