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

/// A zoom from a tapped view, in the usual idiom: a snapshot of the incoming screen grows from the
/// source view's frame while the screen itself waits hidden underneath.
final class ZoomTransition: NSObject, UIViewControllerAnimatedTransitioning {
    private let source: UIView

    init(from source: UIView) {
        self.source = source
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toController)
        container.addSubview(toView)
        guard let snapshot = toView.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        snapshot.frame = source.convert(source.bounds, to: container)
        container.addSubview(snapshot)
        toView.isHidden = true
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            snapshot.frame = toView.frame
        }, completion: { _ in
            toView.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

extension UIView {
    /// A picture of the view and its subviews at `size`, as apps make one to share or cache.
    func thumbnail(of size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            _ = drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
        }
    }
}
