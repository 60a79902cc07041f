import UIKit

/// Client code as iOS apps write it: a fade animator, a navigation delegate that fades pushes and
/// can drive a pop with a pan, and a transitioning delegate for a card presentation.
final class FadeTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class FadingNavigator: NSObject, UINavigationControllerDelegate {
    private var interaction: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? FadeTransition() : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    /// A pan that pops `navigationController` interactively, in the usual idiom.
    func handlePan(_ pan: UIPanGestureRecognizer, in navigationController: UINavigationController) {
        let progress = pan.translation(in: pan.view).x / max(1, pan.view?.bounds.width ?? 1)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            progress > 0.5 ? interaction?.finish() : interaction?.cancel()
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }
}

final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeTransition()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}

/// A screen that fades its header in along whatever transition shows it, as apps write it.
final class FadingHeaderController: UIViewController {
    let header = UIView()
    private(set) var fadeFinished = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        header.alpha = 0
        guard let coordinator = transitionCoordinator else { return header.alpha = 1 }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.header.alpha = 1
        }, completion: { [weak self] context in
            self?.fadeFinished = !context.isCancelled
        })
    }
}
