import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Navigation rule 40 for presentations: a `.custom` or `.fullScreen` controller's
/// transitioning delegate animates its presentation and dismissal in a container over the window;
/// an interaction controller may drive either, and a cancelled one leaves things as they were.
@Suite("Custom presentations", .serialized, .startsClean)
@MainActor
struct CustomPresentationTests {
    typealias Logged = UIViewControllerTests.Logged
    typealias Log = UIViewControllerTests.Log

    /// Fades the presented view in when presenting, out when dismissing, over 0.3 s, noting what
    /// the context gives it.
    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        let log: Log
        init(_ log: Log) { self.log = log }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let from = context.view(forKey: .from), to = context.view(forKey: .to)
            let presenting = context.viewController(forKey: .to)?.presentingViewController === context.viewController(forKey: .from)
            log.lines.append("animateTransition \(presenting ? "present" : "dismiss") from=\(from != nil) to=\(to != nil) interactive=\(context.isInteractive)")
            let moving = presenting ? to : from
            if presenting, let to {
                context.containerView.addSubview(to)
                to.alpha = 0
            }
            UIView.animate(withDuration: 0.3, animations: { moving?.alpha = presenting ? 1 : 0 }) { _ in
                if context.transitionWasCancelled { moving?.alpha = presenting ? 0 : 1 }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { log.lines.append("animationEnded \(transitionCompleted)") }
    }

    /// A transitioning delegate logging its calls, answering with `animator` and `interaction`.
    final class Delegate: UIViewControllerTransitioningDelegate {
        let log: Log
        let animator: FadeAnimator
        var interaction: UIPercentDrivenInteractiveTransition?
        init(_ log: Log) {
            self.log = log
            animator = FadeAnimator(log)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            log.lines.append("forPresented \((presented as? Logged)?.name ?? "?") by \((presenting as? Logged)?.name ?? "?")")
            return animator
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            log.lines.append("forDismissed \((dismissed as? Logged)?.name ?? "?")")
            return animator
        }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            log.lines.append("interactionForPresentation")
            return nil
        }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            log.lines.append("interactionForDismissal")
            return interaction
        }
    }

    /// `a` the root of a visible 300×200 window, `b` styled `style` with `delegate`; the log cleared.
    private func setUp(_ style: UIModalPresentationStyle, _ log: Log) -> (Logged, Logged, Delegate, UIWindow) {
        let a = Logged("a", log), b = Logged("b", log)
        let delegate = Delegate(log)
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.rootViewController = a
        window.makeKeyAndVisible()
        CATransaction.flush()
        log.lines = []
        return (a, b, delegate, window)
    }

    /// `count` display-link frames at 60 Hz from `start` (the rewind of a cancelled layer-time transition runs on them).
    private func frames(from start: CFTimeInterval, count: Int) {
        for frame in 1...count {
            let time = start + Double(frame) / 60
            DisplayLinkScheduler.shared.fire(timestamp: time, target: time + 1.0 / 60, refreshInterval: 1.0 / 60)
        }
    }

    private func calls(_ log: Log) -> [String] { log.lines.filter { !$0.contains("Layout") } }

    @Test("A custom presentation animates in a container over the window with the delegate's animator; the presenter stays and hears nothing")
    func customPresentAndDismiss() {
        withHeadlessPlatform { _ in
            let log = Log()
            let (a, b, delegate, window) = setUp(.custom, log)
            var completed = false
            a.present(b, animated: true) { completed = true }
            #expect(calls(log) == ["b viewDidLoad", "b viewWillAppear", "forPresented b by a", "interactionForPresentation",
                                   "animateTransition present from=false to=true interactive=false", "b viewIsAppearing"])
            #expect(b.view.superview is PresentationContainerView && b.view.superview?.superview === window && b.view.frame == window.bounds)
            log.lines = []
            settleAnimations()
            #expect(calls(log) == ["animationEnded true", "b viewDidAppear"] && completed)
            #expect(a.view.window === window && !a.view.isHidden && b.view.alpha == 1)
            log.lines = []
            a.dismiss(animated: true)
            settleAnimations()
            #expect(calls(log) == ["b viewWillDisappear", "forDismissed b", "interactionForDismissal",
                                   "animateTransition dismiss from=true to=false interactive=false", "animationEnded true", "b viewDidDisappear"])
            #expect(b.view.superview == nil && !window.subviews.contains { $0 is PresentationContainerView } && a.presentedViewController == nil)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("A full-screen presentation's interactive dismissal, cancelled, keeps it presented and turns the appearance calls back")
    func fullScreenDismissalCancelled() throws {
        try withHeadlessPlatform { _ in
            let log = Log()
            let (a, b, delegate, window) = setUp(.fullScreen, log)
            a.present(b, animated: true)
            settleAnimations()
            #expect(a.view.isHidden, "covered")
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            log.lines = []
            a.dismiss(animated: true)
            interaction.update(0.5)
            CATransaction.flush()
            let shown = try #require(b.view.layer.presentation()).opacity
            #expect(abs(shown - 0.5) < 0.01 && !a.view.isHidden, "half dismissed: \(shown)")
            interaction.cancel()
            let start = CATransaction.state.clock()
            frames(from: start, count: 3)
            CATransaction.flush()
            let rewinding = try #require(b.view.layer.presentation()).opacity
            #expect(rewinding > 0.55 && rewinding < 1, "running back: \(rewinding)")
            frames(from: start + 0.05, count: 15)
            settleAnimations()
            #expect(calls(log) == ["b viewWillDisappear", "a viewWillAppear", "forDismissed b", "interactionForDismissal",
                                   "animateTransition dismiss from=true to=true interactive=true", "animationEnded false",
                                   "b viewWillAppear", "a viewWillDisappear", "b viewIsAppearing", "b viewDidAppear", "a viewDidDisappear"])
            #expect(a.presentedViewController === b && b.view.window === window && b.view.alpha == 1 && a.view.isHidden)
            a.dismiss(animated: false)
            #expect(a.presentedViewController == nil && !a.view.isHidden && b.view.superview == nil, "it still dismisses")
        }
    }
}
