/// Presenting a controller modally (NAVIGATION.md rules 30–35): its view arrives by its transition
/// style — sliding up from the bottom (`.coverVertical`, UIKit's default) or fading in
/// (`.crossDissolve`), or by its transitioning delegate's animator — and leaves the same way. Its presentation style decides where it goes: the
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

    func basePresent(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = viewControllerToPresent
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
        if visible {
            if covers { beginAppearanceTransition(false, animated: flag) }
            presented.beginAppearanceTransition(true, animated: flag)
        }
        let finish = {
            // UIKit takes a covered presenter's views out of the window; hidden, they cost nothing either.
            if covers { self.viewIfLoaded?.isHidden = true }
            if visible {
                if covers { self.endAppearanceTransition() }
                presented.endAppearanceTransition()
            }
            completion?()
        }
        if flag, let animator = presented.presentationAnimator(source: self) {
            return presentCustom(presented, in: window, animator: animator, covers: covers, visible: visible, finish: finish)
        }
        if placement == .sheet {
            window.addSubview(SheetContainerView(frame: window.bounds, presenting: presented))
        } else {
            let view = presented.view!
            view.frame = window.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
        }
        presented.sendViewIsAppearingIfDue()
        guard flag else { return finish() }
        presented.placePresentedView(in: window, shown: false)
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
        // A controller presented by the one dismissed goes with it, at once (rule 35).
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
        if visible {
            presented.beginAppearanceTransition(false, animated: flag)
            if covers { beginAppearanceTransition(true, animated: flag) }
        }
        let finish = {
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
            return dismissCustom(presented, in: window, animator: animator, covers: covers, visible: visible, finish: finish)
        }
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
            if let sheet { sheet.placeCard(shown: shown) } else { view.frame.origin.y = shown ? 0 : window.bounds.height }
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
