import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Navigation rules 5, 6 and 14–20: the stack changes at once, the views and appearance calls on
/// the next turn of the main loop, in Casement's order (outgoing first), with the delegate around them; the slide on
/// the critically damped spring.
@Suite("UINavigationController", .serialized, .startsClean)
@MainActor
struct UINavigationControllerTests {
    typealias Logged = UIViewControllerTests.Logged
    typealias Log = UIViewControllerTests.Log

    final class Delegate: UINavigationControllerDelegate {
        let log: Log
        init(_ log: Log) { self.log = log }
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.lines.append("delegate willShow \((viewController as? Logged)?.name ?? "?")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.lines.append("delegate didShow \((viewController as? Logged)?.name ?? "?")")
        }
    }

    /// A navigation controller showing `root` in a visible 300×200 window, settled; the log cleared.
    private func shown(_ root: UIViewController, _ log: Log) -> (UINavigationController, UIWindow) {
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        nextTurn()
        CATransaction.flush()
        log.lines = []
        return (navigation, window)
    }

    /// The identities of `controllers`, to compare stacks.
    private func ids(_ controllers: [UIViewController]?) -> [ObjectIdentifier]? { controllers?.map(ObjectIdentifier.init) }

    /// The log without layout calls.
    private func calls(_ log: Log) -> [String] { log.lines.filter { !$0.contains("Layout") } }

    @Test("The root appears with its window; its didMove(toParent:) comes on the next turn")
    func rootAppears() {
        withHeadlessPlatform { _ in
            let log = Log()
            let root = Logged("a", log)
            let navigation = UINavigationController(rootViewController: root)
            #expect(log.lines == ["a willMove(toParent: parent)"])
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            #expect(calls(log) == ["a willMove(toParent: parent)", "a viewDidLoad", "a viewWillAppear", "a viewIsAppearing", "a viewDidAppear"])
            nextTurn()
            #expect(log.lines.last == "a didMove(toParent: parent)")
            #expect(root.navigationController === navigation && root.view.frame == navigation.view.bounds)
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
        }
    }

    @Test("Push: the stack changes at once; on the next turn load, will (outgoing first), did, didMove, with the delegate around")
    func push() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            let (navigation, _) = shown(a, log)
            let delegate = Delegate(log)
            navigation.delegate = delegate
            navigation.pushViewController(b, animated: false)
            #expect(ids(navigation.viewControllers) == ids([a, b]) && navigation.topViewController === b && navigation.visibleViewController === b)
            #expect(log.lines == ["b willMove(toParent: parent)"])
            log.lines = []
            nextTurn()
            #expect(calls(log) == ["b viewDidLoad", "delegate willShow b", "a viewWillDisappear", "b viewWillAppear", "b viewIsAppearing",
                                   "a viewDidDisappear", "b viewDidAppear", "b didMove(toParent: parent)", "delegate didShow b"])
            #expect(b.view.isDescendant(of: navigation.view) && a.view.superview == nil && b.view.frame == navigation.view.bounds)
            #expect(b.navigationController === navigation)
        }
    }

    @Test("Pop returns the top; it hears willMove(nil) at once, disappears (moving from parent) next turn, then didMove(nil)")
    func pop() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log)
            let (navigation, _) = shown(a, log)
            let b = MovingLogged("b", log)
            navigation.pushViewController(b, animated: false)
            nextTurn()
            log.lines = []
            let popped = navigation.popViewController(animated: false)
            #expect(popped === b && ids(navigation.viewControllers) == ids([a]))
            #expect(log.lines == ["b willMove(toParent: nil)"])
            log.lines = []
            nextTurn()
            #expect(calls(log) == ["b viewWillDisappear fromParent=true", "a viewWillAppear", "a viewIsAppearing",
                                   "b viewDidDisappear", "a viewDidAppear", "b didMove(toParent: nil)"])
            #expect(b.parent == nil && b.view.superview == nil && a.view.isDescendant(of: navigation.view))
            #expect(navigation.popViewController(animated: false) == nil, "the root is never popped")
        }
    }

    @Test("Pop to root and to a controller return the popped ones; only the old top hears appearance calls")
    func popToRoot() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log), c = Logged("c", log), d = Logged("d", log)
            let (navigation, _) = shown(a, log)
            navigation.setViewControllers([a, b, c, d], animated: false)
            nextTurn()
            log.lines = []
            #expect(ids(navigation.popToViewController(b, animated: false)) == ids([c, d]))
            #expect(ids(navigation.viewControllers) == ids([a, b]))
            nextTurn()
            #expect(calls(log) == ["c willMove(toParent: nil)", "d willMove(toParent: nil)", "b viewDidLoad", "d viewWillDisappear", "b viewWillAppear",
                                   "b viewIsAppearing", "d viewDidDisappear", "b viewDidAppear", "c didMove(toParent: nil)", "d didMove(toParent: nil)"])
            log.lines = []
            #expect(ids(navigation.popToRootViewController(animated: false)) == ids([b]))
            #expect(navigation.popToRootViewController(animated: false) == nil, "nothing above the root")
            nextTurn()
            #expect(calls(log) == ["b willMove(toParent: nil)", "b viewWillDisappear", "a viewWillAppear", "a viewIsAppearing",
                                   "b viewDidDisappear", "a viewDidAppear", "b didMove(toParent: nil)"])
        }
    }

    @Test("setViewControllers: one transition to the new top, the whole stack replaced; the same top means no transition")
    func setViewControllers() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log), c = Logged("c", log)
            let (navigation, _) = shown(a, log)
            navigation.setViewControllers([b, c], animated: false)
            #expect(ids(navigation.viewControllers) == ids([b, c]))
            nextTurn()
            #expect(calls(log) == ["a willMove(toParent: nil)", "b willMove(toParent: parent)", "c willMove(toParent: parent)", "c viewDidLoad",
                                   "a viewWillDisappear", "c viewWillAppear", "c viewIsAppearing", "a viewDidDisappear", "c viewDidAppear",
                                   "b didMove(toParent: parent)", "c didMove(toParent: parent)", "a didMove(toParent: nil)"])
            log.lines = []
            navigation.setViewControllers([a, c], animated: false)
            nextTurn()
            #expect(calls(log) == ["b willMove(toParent: nil)", "a willMove(toParent: parent)", "a didMove(toParent: parent)", "b didMove(toParent: nil)"])
            #expect(ids(navigation.viewControllers) == ids([a, c]) && c.view.isDescendant(of: navigation.view))
        }
    }

    @Test("Bad input: pushing a controller already on the stack, or the navigation controller itself, is reported; the stack is unchanged")
    func badPushes() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log)
            let (navigation, _) = shown(a, log)
            let messages = Diagnostics.recording {
                navigation.pushViewController(a, animated: false)
                navigation.pushViewController(navigation, animated: true)
                _ = navigation.popToViewController(Logged("stranger", log), animated: false)
            }
            #expect(messages.count == 3, "\(messages)")
            #expect(ids(navigation.viewControllers) == ids([a]))
        }
    }

    @Test("Popping during an animated push: the stack is right at once, and the view settles on the new top after the push")
    func popDuringPush() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            let (navigation, _) = shown(a, log)
            navigation.pushViewController(b, animated: true)
            nextTurn()
            #expect(navigation.popViewController(animated: true) === b && ids(navigation.viewControllers) == ids([a]))
            CATransaction.flush()
            CATransaction.state.finishAnimations(at: CATransaction.state.clock() + 10)
            nextTurn()
            #expect(a.view.isDescendant(of: navigation.view) && b.view.superview == nil && b.parent == nil)
            #expect(calls(log).suffix(3) == ["b viewDidDisappear", "a viewDidAppear", "b didMove(toParent: nil)"])
        }
    }

    @Test("The push spring: p(t) = 1 − (1 + ωt)e^(−ωt), ω = √(1000/3), at NAVIGATION.md's points")
    func springTable() {
        let table: [(Double, Double)] = [(0.05, 0.232), (0.10, 0.545), (0.15, 0.758), (0.20, 0.879), (0.25, 0.942),
                                         (0.30, 0.973), (0.40, 0.994), (0.50, 0.999)]
        for (t, p) in table { #expect(abs(NavigationTransition.progress(at: t) - p) < 0.0015, "t = \(t)") }
    }

    @Test("An animated push slides the new view in from the right over the old one, which moves 0.3 W left under dimming")
    func pushGeometry() throws {
        try withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            let (navigation, _) = shown(a, log)
            navigation.pushViewController(b, animated: true)
            nextTurn()
            CATransaction.flush()
            #expect(calls(log).last == "b viewIsAppearing", "the did-calls wait for the end")
            let incoming = try #require(b.view.layer.animation(forKey: "position") as? CASpringAnimation)
            let start = incoming.beginTime
            for (t, p) in [(0.1, 0.545), (0.2, 0.879)] {
                let x = b.view.layer.presentationProperties(at: start + t).position.x - 150
                let under = a.view.layer.presentationProperties(at: start + t).position.x - 150
                #expect(abs(x - 300 * (1 - p)) < 1, "incoming at t = \(t): \(x)")
                #expect(abs(under + 0.3 * 300 * p) < 1, "underlying at t = \(t): \(under)")
            }
            let dimming = try #require(descendants(of: navigation.view).first { $0.backgroundColor == .black })
            #expect(abs(dimming.alpha - 0.1) < 1e-6 && dimming.frame == navigation.view.bounds)
            CATransaction.state.finishAnimations(at: start + 1)
            nextTurn()
            #expect(calls(log).suffix(3) == ["a viewDidDisappear", "b viewDidAppear", "b didMove(toParent: parent)"])
            #expect(a.view.superview == nil && a.view.frame.origin.x == 0 && dimming.superview == nil)
        }
    }
}

/// A logged controller that notes `isMovingFromParent` in its will-disappear call.
final class MovingLogged: UIViewControllerTests.Logged {
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) viewWillDisappear fromParent=\(isMovingFromParent)") }
}

/// Every view below `view`, depth first.
@MainActor
func descendants(of view: UIView) -> [UIView] { view.subviews.flatMap { [$0] + descendants(of: $0) } }

/// One turn of the main loop: the work left for it (a navigation controller's transition), the
/// animations ended by now, the commit.
@MainActor
func nextTurn() { UIApplication.shared.mainLoop.turn() }

/// The running animations committed and ended (10 s on), then a turn: their completions run.
@MainActor
func settleAnimations() {
    CATransaction.flush()
    CATransaction.state.finishAnimations(at: CATransaction.state.clock() + 10)
    nextTurn()
}
