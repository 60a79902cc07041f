/// Presenting and dismissing through the transitioning delegate's animators (NAVIGATION.md rule
/// 40): the animator works in a window-filling container holding the presented view; an
/// interaction controller may drive it and cancel it, which leaves things as they were.
extension UIViewController {
    /// Whether this controller's style lets its transitioning delegate animate it.
    private var usesTransitioningDelegate: Bool { modalPresentationStyle == .custom || modalPresentationStyle == .fullScreen }

    /// The transitioning delegate's animator for presenting this controller from `source`.
    func presentationAnimator(source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard usesTransitioningDelegate else { return nil }
        return transitioningDelegate?.animationController(forPresented: self, presenting: source, source: source)
    }

    /// The transitioning delegate's animator for dismissing this controller.
    func dismissalAnimator() -> (any UIViewControllerAnimatedTransitioning)? {
        guard usesTransitioningDelegate else { return nil }
        return transitioningDelegate?.animationController(forDismissed: self)
    }

    /// Presents `presented` in a new container with `animator`; `finish` runs when it completes.
    /// Cancelled, the presentation is undone and its appearance calls turn back.
    func presentCustom(_ presented: UIViewController, in window: UIWindow, animator: any UIViewControllerAnimatedTransitioning,
                       coordinator: TransitionCoordinator?, covers: Bool, visible: Bool, finish: @escaping () -> Void) {
        let bounds = window.bounds
        let container = PresentationContainerView(frame: bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        presented.view.frame = bounds
        presented.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let context = TransitionContext(
            containerView: container, from: self, to: presented, views: (covers ? view : nil, presented.view),
            frames: (from: (bounds, covers ? .zero : bounds), to: (.zero, bounds)), animator: animator,
            presentationStyle: presented.modalPresentationStyle, coordinator: coordinator
        ) { completed in
            guard !completed else { return finish() }
            container.removeFromSuperview()
            presented.view.removeFromSuperview()
            presented.presentingViewController = nil
            self.presentedViewController = nil
            if visible { self.turnBackAppearance(presented, disappearing: true, covers: covers) }
        }
        context.start(drivenBy: presented.transitioningDelegate?.interactionControllerForPresentation(using: animator))
        presented.sendViewIsAppearingIfDue()
    }

    /// Dismisses `presented` with `animator` in the container it is in; `finish` runs when it
    /// completes. Cancelled, it stays presented and its appearance calls turn back.
    func dismissCustom(_ presented: UIViewController, in window: UIWindow, animator: any UIViewControllerAnimatedTransitioning,
                       coordinator: TransitionCoordinator?, covers: Bool, visible: Bool, finish: @escaping () -> Void) {
        let bounds = window.bounds
        let container = presented.view.superview as? PresentationContainerView ?? {
            let container = PresentationContainerView(frame: bounds)
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.insertSubview(container, belowSubview: presented.view)
            container.addSubview(presented.view)
            return container
        }()
        let context = TransitionContext(
            containerView: container, from: presented, to: self, views: (presented.view, covers ? view : nil),
            frames: (from: (bounds, .zero), to: (covers ? .zero : bounds, bounds)), animator: animator,
            presentationStyle: presented.modalPresentationStyle, coordinator: coordinator
        ) { completed in
            guard !completed else { return finish() }
            if covers { self.viewIfLoaded?.isHidden = true }
            if visible { self.turnBackAppearance(presented, disappearing: false, covers: covers) }
        }
        context.start(drivenBy: presented.transitioningDelegate?.interactionControllerForDismissal(using: animator))
    }

    /// A cancelled presentation (`disappearing`: the presented controller goes again) or dismissal
    /// (it comes back): the presented controller and, if covered, this one hear the reverse calls.
    private func turnBackAppearance(_ presented: UIViewController, disappearing: Bool, covers: Bool) {
        presented.beginAppearanceTransition(!disappearing, animated: true)
        if covers { beginAppearanceTransition(disappearing, animated: true) }
        presented.endAppearanceTransition()
        if covers { endAppearanceTransition() }
    }
}
