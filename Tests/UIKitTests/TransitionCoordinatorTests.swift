import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// `transitionCoordinator`: set while a controller is in an animated push or pop (or its parent
/// is), animations along run on the transition's timing, completions hear how it ended, and the
/// navigation bar cross-fades its items along the push and pop.
@Suite("Transition coordinator", .serialized, .startsClean)
@MainActor
struct TransitionCoordinatorTests {
    typealias Log = UIViewControllerTests.Log

    /// Notes what its coordinator says in `viewWillAppear(_:)`, and animates a marker view along.
    final class Along: UIViewController {
        let name: String, log: Log
        let marker = UIView()
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init()
        }
        override func viewWillAppear(_ animated: Bool) {
            guard let coordinator = transitionCoordinator else { return log.lines.append("\(name) no coordinator") }
            log.lines.append("\(name) coordinator interactive=\(coordinator.isInteractive) from=\(coordinator.viewController(forKey: .from) === self ? "self" : "other")")
            marker.alpha = 0
            let began = coordinator.animate(alongsideTransition: { [self] _ in marker.alpha = 1 }) { [self] context in
                log.lines.append("\(name) completion cancelled=\(context.isCancelled) marker=\(marker.alpha)")
            }
            #expect(began)
        }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) viewDidAppear coordinator=\(transitionCoordinator != nil)") }
    }

    /// A navigation controller with `root` in a visible 300×200 window, settled, the log cleared.
    private func navigation(_ root: UIViewController, _ log: Log) -> (UINavigationController, UIWindow) {
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        nextTurn()
        CATransaction.flush()
        log.lines = []
        return (navigation, window)
    }

    /// `top` pushed over `root` without animation, then popped with an interruptible fade that the
    /// returned interaction drives (the delegate, which holds them, returned to keep it); the log cleared.
    private func interactivePop(_ top: UIViewController, to root: UIViewController, _ log: Log)
        -> (UINavigationController, UIWindow, UIPercentDrivenInteractiveTransition, NavigationTransitionTests.Delegate) {
        let (navigation, window) = navigation(root, log)
        navigation.pushViewController(top, animated: false)
        nextTurn()
        log.lines = []
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = NavigationTransitionTests.Delegate(Log())
        delegate.animator = NavigationTransitionTests.InterruptibleFadeAnimator(Log())
        delegate.interaction = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        nextTurn()
        return (navigation, window, interaction, delegate)
    }

    @Test("An animated push: the pushed controller's coordinator animates its marker along on the slide, the completion runs before viewDidAppear, then no coordinator")
    func push() throws {
        try withHeadlessPlatform { _ in
            let log = Log()
            let a = Along("a", log), b = Along("b", log)
            let (navigation, window) = navigation(a, log)
            b.loadViewIfNeeded()
            b.view.addSubview(b.marker)
            navigation.pushViewController(b, animated: true)
            nextTurn()
            #expect(log.lines == ["b coordinator interactive=false from=other"])
            #expect(b.transitionCoordinator != nil && navigation.transitionCoordinator != nil && a.transitionCoordinator != nil)
            CATransaction.flush()
            let markerAnimation = try #require(b.marker.layer.animationKeys()?.first.flatMap { b.marker.layer.animation(forKey: $0) })
            let slideAnimation = try #require(b.view.layer.animationKeys()?.first.flatMap { b.view.layer.animation(forKey: $0) })
            #expect(markerAnimation.duration == slideAnimation.duration, "the marker fades on the slide's timing")
            settleAnimations()
            #expect(log.lines == ["b coordinator interactive=false from=other", "b completion cancelled=false marker=1.0", "b viewDidAppear coordinator=false"])
            #expect(b.transitionCoordinator == nil && navigation.transitionCoordinator == nil)
            withExtendedLifetime(window) {}
        }
    }

    @Test("Without animation there is no coordinator")
    func unanimated() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Along("a", log), b = Along("b", log)
            let (navigation, window) = navigation(a, log)
            navigation.pushViewController(b, animated: false)
            nextTurn()
            #expect(log.lines.first == "b no coordinator")
            withExtendedLifetime(window) {}
        }
    }

    @Test("A cancelled interactive pop: the coordinator says interactive, the interaction handler hears its end, the completion hears it cancelled")
    func cancelledInteractivePop() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Along("a", log), b = Along("b", log)
            let (_, window, interaction, delegate) = interactivePop(b, to: a, log)
            let coordinator = a.transitionCoordinator
            coordinator?.notifyWhenInteractionChanges { context in log.lines.append("interaction ended cancelled=\(context.isCancelled)") }
            interaction.update(0.4)
            #expect(coordinator?.isInteractive == true && coordinator?.initiallyInteractive == true)
            #expect(abs((coordinator?.percentComplete ?? 0) - 0.4) < 1e-9)
            interaction.cancel()
            settleAnimations()
            #expect(log.lines == ["a coordinator interactive=false from=other", "interaction ended cancelled=true",
                                  "a completion cancelled=true marker=0.0", "b no coordinator", "b viewDidAppear coordinator=false"],
                    "the calls turning b back come after the transition, without a coordinator")
            #expect(a.transitionCoordinator == nil)
            withExtendedLifetime((window, delegate)) {}
        }
    }

    @Test("The bar cross-fades along a pop, scrubbed with it: half way each title at half opacity; at the end only the new one, opaque")
    func barCrossFade() throws {
        try withHeadlessPlatform { _ in
            let log = Log()
            let a = Along("a", log), b = Along("b", log)
            a.title = "First"
            b.title = "Second"
            let (navigation, window, interaction, delegate) = interactivePop(b, to: a, log)
            let labels = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }
            let second = try #require(labels.first { $0.text == "Second" }), first = try #require(labels.first { $0.text == "First" })
            #expect(second.alpha == 0 && first.alpha == 1, "the model holds the end")
            interaction.update(0.5)
            CATransaction.flush()
            let secondShown = try #require(second.layer.presentation()).opacity, firstShown = try #require(first.layer.presentation()).opacity
            #expect(abs(secondShown - 0.5) < 0.02 && abs(firstShown - 0.5) < 0.02, "half way: \(secondShown), \(firstShown)")
            interaction.finish()
            settleAnimations()
            let after = navigation.navigationBar.subviews.compactMap { ($0 as? UILabel)?.text }
            #expect(after == ["First"] && first.alpha == 1)
            withExtendedLifetime((window, delegate)) {}
        }
    }

    @Test("A sheet presented and dismissed: the presented controller animates along both, and the completions come before the did-callbacks")
    func presentation() {
        withHeadlessPlatform { _ in
            let log = Log()
            let root = Along("root", log), sheet = Along("sheet", log)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 700))
            window.rootViewController = root
            window.makeKeyAndVisible()
            nextTurn()
            log.lines = []
            sheet.loadViewIfNeeded()
            sheet.view.addSubview(sheet.marker)
            root.present(sheet, animated: true)
            #expect(sheet.transitionCoordinator?.presentationStyle == .automatic && sheet.marker.alpha == 1)
            settleAnimations()
            #expect(log.lines == ["sheet coordinator interactive=false from=other", "sheet completion cancelled=false marker=1.0",
                                  "sheet viewDidAppear coordinator=false"])
            #expect(sheet.transitionCoordinator == nil && root.transitionCoordinator == nil)
            log.lines = []
            var faded = false
            sheet.dismiss(animated: true)
            sheet.transitionCoordinator?.animate(alongsideTransition: { _ in sheet.marker.alpha = 0 }) { _ in faded = sheet.marker.alpha == 0 }
            settleAnimations()
            #expect(faded && sheet.transitionCoordinator == nil)
        }
    }
}
