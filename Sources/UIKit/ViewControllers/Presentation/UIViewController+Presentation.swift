/// Presenting a controller modally (Navigation rules 30–35): its view arrives by its transition
/// style — sliding up from the bottom (`.coverVertical`, UIKit's default), fading in
/// (`.crossDissolve`), the window flipping over to it (`.flipHorizontal`) or curling away from it
/// (`.partialCurl`, Casement's whole-page curl), or by its transitioning delegate's animator — and
/// leaves the same way. Its presentation style decides where it goes: the
/// full-screen styles cover the window and the presenter disappears (appearance callbacks on both,
/// and its view is hidden once covered); the "over" styles cover it and it stays; sheets are a card
/// centred over the dimmed presenter, which stays too.
/// How a presented controller's view arrives and leaves.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

extension UIViewController {
    /// How long presenting and dismissing animate, in seconds (UIKit's).
    static let presentationDuration = 0.3
    /// How long the window's flip or curl takes, in seconds (Casement's: the push spring's length).
    static let windowTransitionDuration = 0.5

    /// The window transition that presents (or with `presenting` false, dismisses) this controller:
    /// a flip from the right (back from the left), a curl up (back down); nil for the other styles.
    /// A partial curl needs `.fullScreen`, as in UIKit: otherwise it is reported and covers vertically.
    private func windowTransition(presenting: Bool) -> UIView.AnimationOptions? {
        switch modalTransitionStyle {
        case .flipHorizontal: return presenting ? .transitionFlipFromRight : .transitionFlipFromLeft
        case .partialCurl where modalPresentationStyle == .fullScreen: return presenting ? .transitionCurlUp : .transitionCurlDown
        case .partialCurl:
            if presenting {
                Diagnostics.report("\(type(of: self)) is presented with a partial curl in the \(modalPresentationStyle) style; a partial curl needs .fullScreen, so it covers vertically")
            }
            return nil
        case .coverVertical, .crossDissolve: return nil
        }
    }

    /// The controller a current-context presentation from this one covers (Navigation rule 31):
    /// the nearest of it and its ancestors that defines the context, else the root.
    private var presentationContext: UIViewController {
        var controller = self
        while !controller.definesPresentationContext, let parent = controller.parent { controller = parent }
        return controller
    }

    func basePresent(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = viewControllerToPresent
        if presented.modalPresentationStyle.coversContext, presentationContext !== self {
            return presentationContext.basePresent(presented, animated: flag, completion: completion)
        }
        guard presentedViewController == nil else {
            return Diagnostics.report("\(type(of: self)) already presents \(type(of: presentedViewController!)); the new presentation is ignored")
        }
        guard presented.presentingViewController == nil, presented !== self else {
            return Diagnostics.report("\(type(of: presented)) is already presented; the new presentation is ignored")
        }
        guard let window = viewIfLoaded?.window else {
            return Diagnostics.report("\(type(of: self)) presents \(type(of: presented)) while its view is in no window; ignored")
        }
        presentedViewController = presented
        presented.presentingViewController = self
        presented.loadViewIfNeeded()   // viewDidLoad before viewWillAppear
        let placement = presented.modalPresentationStyle.placement
        let covers = placement == .covering
        let visible = !window.isHidden
        // Made before the appearance calls, so that `viewWillAppear(_:)` can animate along.
        let coordinator = flag && visible ? TransitionCoordinator(containerView: window, from: self, to: presented, controllers: [self, presented],
                                                                   presentationStyle: presented.modalPresentationStyle) : nil
        if visible {
            if covers { beginAppearanceTransition(false, animated: flag) }
            presented.beginAppearanceTransition(true, animated: flag)
        }
        let finish = {
            coordinator?.end()
            // UIKit takes a covered presenter's views out of the window; hidden, they cost nothing either.
            if covers { self.viewIfLoaded?.isHidden = true }
            if visible {
                if covers { self.endAppearanceTransition() }
                presented.endAppearanceTransition()
            }
            completion?()
        }
        if flag, let animator = presented.presentationAnimator(source: self) {
            return presentCustom(presented, in: window, animator: animator, coordinator: coordinator, covers: covers, visible: visible, finish: finish)
        }
        let addView = {
            if placement == .sheet {
                window.addSubview(SheetContainerView(frame: window.bounds, presenting: presented))
            } else {
                let view = presented.view!
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if presented.modalPresentationStyle.coversContext, let host = self.view.superview, host !== window {
                    // Over the context's view alone, sliding in within it, under what is above it
                    // (a tab bar).
                    let context = PresentationContainerView(frame: self.view.frame)
                    context.autoresizingMask = self.view.autoresizingMask
                    context.clipsToBounds = true
                    view.frame = context.bounds
                    context.addSubview(view)
                    host.insertSubview(context, aboveSubview: self.view)
                } else {
                    view.frame = window.bounds
                    window.addSubview(view)
                }
            }
        }
        if flag, let transition = presented.windowTransition(presenting: true) {
            coordinator?.start(duration: UIViewController.windowTransitionDuration, options: [])
            UIView.transition(with: window, duration: UIViewController.windowTransitionDuration, options: transition,
                              animations: addView) { _ in finish() }
            return presented.sendViewIsAppearingIfDue()
        }
        addView()
        presented.sendViewIsAppearingIfDue()
        guard flag else { return finish() }
        presented.placePresentedView(in: window, shown: false)
        coordinator?.start(duration: UIViewController.presentationDuration, options: [.curveEaseOut])
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, options: [.curveEaseOut],
                       animations: { presented.placePresentedView(in: window, shown: true) }) { _ in finish() }
    }

    func baseDismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            guard let presenter = presentingViewController else {
                return Diagnostics.report("\(type(of: self)) neither presents nor is presented; nothing to dismiss")
            }
            return presenter.dismiss(animated: flag, completion: completion)
        }
        // A controller presented by the one dismissed goes with it, at once (Navigation rule 35).
        if let onTop = presented.presentedViewController {
            onTop.removePresentedView()
            onTop.presentingViewController = nil
            presented.presentedViewController = nil
            presented.viewIfLoaded?.isHidden = false
        }
        let window = presented.viewIfLoaded?.window
        let covers = presented.modalPresentationStyle.placement == .covering
        let visible = window.map { !$0.isHidden } ?? false
        if covers { viewIfLoaded?.isHidden = false }
        let coordinator = flag && visible ? window.map { TransitionCoordinator(containerView: $0, from: presented, to: self, controllers: [self, presented],
                                                                              presentationStyle: presented.modalPresentationStyle) } : nil
        if visible {
            presented.beginAppearanceTransition(false, animated: flag)
            if covers { beginAppearanceTransition(true, animated: flag) }
        }
        let finish = {
            coordinator?.end()
            presented.removePresentedView()
            presented.presentingViewController = nil
            self.presentedViewController = nil
            if visible {
                presented.endAppearanceTransition()
                if covers { self.endAppearanceTransition() }
            }
            completion?()
        }
        guard flag, let window else { return finish() }
        if let animator = presented.dismissalAnimator() {
            return dismissCustom(presented, in: window, animator: animator, coordinator: coordinator, covers: covers, visible: visible, finish: finish)
        }
        if let transition = presented.windowTransition(presenting: false) {
            coordinator?.start(duration: UIViewController.windowTransitionDuration, options: [])
            return UIView.transition(with: window, duration: UIViewController.windowTransitionDuration, options: transition,
                                     animations: { presented.removePresentedView() }) { _ in finish() }
        }
        coordinator?.start(duration: UIViewController.presentationDuration, options: [.curveEaseIn])
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, options: [.curveEaseIn],
                       animations: { presented.placePresentedView(in: window, shown: false) }) { _ in finish() }
    }

    /// The sheet this controller's view is the card of, while presented as one.
    var sheetContainer: SheetContainerView? { viewIfLoaded?.superview as? SheetContainerView }

    /// Puts the presented view where its transition style shows it, or where it is out of sight.
    private func placePresentedView(in window: UIWindow, shown: Bool) {
        let sheet = sheetContainer
        switch modalTransitionStyle {
        case .crossDissolve:
            (sheet ?? view).alpha = shown ? 1 : 0
        default:
            if let sheet { sheet.placeCard(shown: shown) } else { view.frame.origin.y = shown ? 0 : (view.superview ?? window).bounds.height }
        }
    }

    /// Takes the presented view out of the window, with its sheet (whose card look it loses).
    private func removePresentedView() {
        if let container = viewIfLoaded?.superview as? PresentationContainerView { container.removeFromSuperview() }
        if let sheet = sheetContainer {
            sheet.removeFromSuperview()
            view.layer.cornerRadius = 0
            view.clipsToBounds = false
        }
        viewIfLoaded?.removeFromSuperview()
    }
}
