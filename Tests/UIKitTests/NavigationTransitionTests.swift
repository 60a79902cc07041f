import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// "W×H" of `rect`'s size.
private func size(_ rect: CGRect) -> String { "\(Int(rect.width))×\(Int(rect.height))" }

/// Navigation rules 21, 39 and 40: custom push and pop animators with their context, driven or
/// not by a percent-driven interaction, and the interactive pop from the left edge, finished and
/// cancelled, with the callbacks in Casement's order.
@Suite("Navigation transitions", .serialized, .startsClean)
@MainActor
struct NavigationTransitionTests {
    typealias Logged = UIViewControllerTests.Logged
    typealias Log = UIViewControllerTests.Log

    /// Fades the incoming view in over 0.3 s with a view animation (no interruptible animator),
    /// noting each call and what the context says.
    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        let log: Log
        init(_ log: Log) { self.log = log }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let to = context.view(forKey: .to)!, toController = context.viewController(forKey: .to)!
            let fromController = context.viewController(forKey: .from)!
            log.lines.append("animateTransition interactive=\(context.isInteractive) final=\(size(context.finalFrame(for: toController))) "
                + "initial=\(size(context.initialFrame(for: fromController))) contains from=\(context.view(forKey: .from)!.superview === context.containerView)")
            to.frame = context.finalFrame(for: toController)
            to.alpha = 0
            context.containerView.addSubview(to)
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
                if context.transitionWasCancelled { to.alpha = 1 }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { log.lines.append("animationEnded \(transitionCompleted)") }
    }

    /// The same fade through an interruptible property animator.
    final class InterruptibleFadeAnimator: UIViewControllerAnimatedTransitioning {
        let log: Log
        private var animator: UIViewPropertyAnimator?
        init(_ log: Log) { self.log = log }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            log.lines.append("animateTransition")
            interruptibleAnimator(using: context).startAnimation()
        }
        func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
            if let animator { return animator }
            let to = context.view(forKey: .to)!
            to.frame = context.containerView.bounds
            to.alpha = 0
            context.containerView.addSubview(to)
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { to.alpha = 1 }
            animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
            self.animator = animator
            return animator
        }
        func animationEnded(_ transitionCompleted: Bool) { log.lines.append("animationEnded \(transitionCompleted)") }
    }

    /// A navigation delegate logging its calls and answering with `animator` and `interaction`.
    final class Delegate: UINavigationControllerDelegate {
        let log: Log
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        init(_ log: Log) { self.log = log }
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.lines.append("willShow \((viewController as? Logged)?.name ?? "?")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.lines.append("didShow \((viewController as? Logged)?.name ?? "?")")
        }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            log.lines.append("animationControllerFor \(operation == .push ? "push" : "pop")")
            return animator
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            log.lines.append("interactionControllerFor")
            return interaction
        }
    }

    /// A navigation controller with `a` under `b` in a visible 300×200 window, settled, the log cleared.
    private func stack(_ a: UIViewController, _ b: UIViewController, _ log: Log, in window: UIWindow) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        nextTurn()
        nextTurn()
        CATransaction.flush()
        log.lines = []
        return navigation
    }

    /// `b` over `a` in a new window, popped with `animator` driven by the returned percent-driven
    /// interaction (the delegate, which holds them, returned to keep it).
    private func interactivePop(_ a: UIViewController, _ b: UIViewController, _ log: Log, animator: any UIViewControllerAnimatedTransitioning)
        -> (UINavigationController, UIPercentDrivenInteractiveTransition, Delegate) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let navigation = stack(a, b, log, in: window)
        let delegate = Delegate(log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = animator
        delegate.interaction = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        return (navigation, interaction, delegate)
    }

    private func calls(_ log: Log) -> [String] { log.lines.filter { !$0.contains("Layout") } }

    /// The names of the navigation stack's controllers, root first.
    private func names(_ navigation: UINavigationController) -> [String] { navigation.viewControllers.map { ($0 as? Logged)?.name ?? "?" } }

    @Test("Navigation rule 40: a custom push animator is asked after willShow, animates after the will-callbacks, and the did-callbacks follow its completeTransition")
    func customPush() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            let navigation = UINavigationController(rootViewController: a)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            nextTurn()
            let delegate = Delegate(log)
            delegate.animator = FadeAnimator(log)
            navigation.delegate = delegate
            log.lines = []
            navigation.pushViewController(b, animated: true)
            nextTurn()
            #expect(calls(log) == ["b willMove(toParent: parent)", "b viewDidLoad", "willShow b", "animationControllerFor push", "interactionControllerFor",
                                   "a viewWillDisappear", "b viewWillAppear",
                                   "animateTransition interactive=false final=300×200 initial=300×200 contains from=true",
                                   "b viewIsAppearing"])
            log.lines = []
            settleAnimations()
            #expect(calls(log) == ["animationEnded true", "a viewDidDisappear", "b viewDidAppear", "b didMove(toParent: parent)", "didShow b"])
            #expect(a.view.superview == nil && b.view.alpha == 1 && b.view.isDescendant(of: navigation.view))
        }
    }

    @Test("Navigation rule 40: a percent-driven pop with a plain animator scrubs the container's time, and finishing completes the pop")
    func percentDrivenLayerTime() throws {
        try withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            let (navigation, interaction, delegate) = interactivePop(a, b, log, animator: FadeAnimator(log))
            interaction.update(0.25)
            nextTurn()
            #expect(calls(log).contains("animateTransition interactive=true final=300×200 initial=300×200 contains from=true"))
            interaction.update(0.5)
            CATransaction.flush()
            let shown = try #require(a.view.layer.presentation()).opacity
            #expect(abs(shown - 0.5) < 0.01, "half way: \(shown)")
            #expect(interaction.percentComplete == 0.5 && interaction.duration == 0.3)
            log.lines = []
            interaction.finish()
            settleAnimations()
            #expect(calls(log) == ["animationEnded true", "b viewDidDisappear", "a viewDidAppear", "b didMove(toParent: nil)", "didShow a"])
            #expect(names(navigation) == ["a"] && b.parent == nil && a.view.alpha == 1)
            #expect(navigation.view.subviews.allSatisfy { $0.layer.speed == 1 && $0.layer.timeOffset == 0 })
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("Navigation rules 21, 40: a cancelled percent-driven pop with an interruptible animator runs back, and the stack and appearance turn back")
    func percentDrivenCancelled() {
        withHeadlessPlatform { _ in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            let (navigation, interaction, delegate) = interactivePop(a, b, log, animator: InterruptibleFadeAnimator(log))
            #expect(names(navigation) == ["a"])
            nextTurn()
            interaction.update(0.3)
            #expect(abs(a.view.alpha - 1) < 1e-9, "the model holds the end")
            log.lines = []
            interaction.cancel()
            settleAnimations()
            #expect(calls(log) == ["animationEnded false", "a viewWillDisappear", "b viewWillAppear", "a viewDidDisappear", "b viewIsAppearing",
                                   "b viewDidAppear", "b didMove(toParent: parent)"])
            #expect(names(navigation) == ["a", "b"] && b.parent === navigation && !b.isMovingFromParent)
            #expect(a.view.superview == nil && b.view.isDescendant(of: navigation.view) && b.view.frame == navigation.view.bounds)
            navigation.popViewController(animated: false)
            nextTurn()
            #expect(names(navigation) == ["a"] && a.view.isDescendant(of: navigation.view), "the stack still works")
            withExtendedLifetime(delegate) {}
        }
    }

    /// Finger 1 goes down, moves or lifts at (x, 100) at `time`, then a turn of the main loop.
    private func touch(_ input: TouchInput, _ phase: PlatformEvent.FingerPhase, _ x: CGFloat, at time: Double) {
        input.finger(1, phase, x, 100, at: time)
        nextTurn()
    }

    /// Media time far ahead of the clock, for touch timestamps.
    private let t0 = MediaClock.shared.now() + 1000

    /// A drag with finger 1 from x = `from` to each of `xs` at y 100, 0.05 s apart, then still for
    /// 0.2 s, then lifted.
    private func drag(_ input: TouchInput, from: CGFloat, through xs: [CGFloat], lift: Bool = true) {
        touch(input, .down, from, at: t0)
        for (i, x) in xs.enumerated() { touch(input, .move, x, at: t0 + 0.05 * Double(i + 1)) }
        guard lift, let last = xs.last else { return }
        touch(input, .move, last, at: t0 + 0.05 * Double(xs.count) + 0.2)
        touch(input, .up, last, at: t0 + 0.05 * Double(xs.count) + 0.25)
    }

    @Test("Navigation rule 21: a drag from the left edge pops with the slide under the finger; released past half way it finishes")
    func edgeDragFinishes() throws {
        try withTouchWindow { window, input in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            let navigation = stack(a, b, log, in: window)
            #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
            drag(input, from: 5, through: [30, 60, 95], lift: false)
            nextTurn()
            #expect(names(navigation) == ["a"])
            #expect(calls(log) == ["b willMove(toParent: nil)", "a viewDidLoad", "b viewWillDisappear", "a viewWillAppear", "a viewIsAppearing"])
            CATransaction.flush()
            let top = try #require(b.view.layer.presentation()).position.x - 150
            let under = try #require(a.view.layer.presentation()).position.x - 150
            #expect(abs(top - 90) < 0.5 && abs(under + 0.3 * 300 * 0.7) < 0.5, "p = 0.3: top at \(top), under at \(under)")
            touch(input, .move, 200, at: t0 + 0.2)
            touch(input, .move, 200, at: t0 + 0.45)
            log.lines = []
            let messages = Diagnostics.recording {
                touch(input, .up, 200, at: t0 + 0.5)
                settleAnimations()
            }
            #expect(messages.isEmpty, "the slide's spring runs on without complaint: \(messages)")
            #expect(calls(log) == ["b viewDidDisappear", "a viewDidAppear", "b didMove(toParent: nil)"])
            #expect(names(navigation) == ["a"] && b.parent == nil && a.view.frame.origin.x == 0 && b.view.superview == nil)
        }
    }

    @Test("Navigation rule 21: released before half way and slowly, the drag cancels: the top slides back and stays")
    func edgeDragCancels() {
        try? withTouchWindow { window, input in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            let navigation = stack(a, b, log, in: window)
            drag(input, from: 5, through: [30, 60, 90])
            settleAnimations()
            #expect(calls(log) == ["b willMove(toParent: nil)", "a viewDidLoad", "b viewWillDisappear", "a viewWillAppear", "a viewIsAppearing",
                                   "a viewWillDisappear", "b viewWillAppear", "a viewDidDisappear", "b viewIsAppearing", "b viewDidAppear",
                                   "b didMove(toParent: parent)"])
            #expect(names(navigation) == ["a", "b"] && b.view.frame == navigation.view.bounds && a.view.superview == nil)
        }
    }

    @Test("Navigation rule 21: a drag starting away from the edge, or on the root alone, does not pop")
    func dragAwayFromEdge() throws {
        try withTouchWindow { window, input in
            let log = Log()
            let a = Logged("a", log), b = Logged("b", log)
            let navigation = stack(a, b, log, in: window)
            drag(input, from: 40, through: [70, 120, 200])
            settleAnimations()
            #expect(names(navigation) == ["a", "b"] && calls(log).isEmpty)
            navigation.popViewController(animated: false)
            nextTurn()
            log.lines = []
            drag(input, from: 5, through: [30, 60, 200])
            settleAnimations()
            #expect(names(navigation) == ["a"] && calls(log).isEmpty)
        }
    }
}
