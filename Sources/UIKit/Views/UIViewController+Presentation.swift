/// Presenting a controller modally: its view covers the presenter's window, sliding up from the
/// bottom (`.coverVertical`, UIKit's default) or fading in (`.crossDissolve`), and leaves the same
/// way when dismissed. The presenter's view disappears while covered (appearance callbacks on both).
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
        let view = presented.view!
        let visible = !window.isHidden
        if visible {
            beginAppearanceTransition(false, animated: flag)
            presented.beginAppearanceTransition(true, animated: flag)
        }
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        presented.sendViewIsAppearingIfDue()
        let finish = {
            if visible {
                self.endAppearanceTransition()
                presented.endAppearanceTransition()
            }
            completion?()
        }
        guard flag else { return finish() }
        presented.place(view, in: window, shown: false)
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, options: [.curveEaseOut],
                       animations: { presented.place(view, in: window, shown: true) }) { _ in finish() }
    }

    func baseDismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            guard let presenter = presentingViewController else {
                return Diagnostics.report("\(type(of: self)) neither presents nor is presented; nothing to dismiss")
            }
            return presenter.dismiss(animated: flag, completion: completion)
        }
        // A controller presented by the one dismissed goes with it.
        if let onTop = presented.presentedViewController { onTop.viewIfLoaded?.removeFromSuperview(); presented.presentedViewController = nil }
        let window = presented.viewIfLoaded?.window
        let visible = window.map { !$0.isHidden } ?? false
        if visible {
            presented.beginAppearanceTransition(false, animated: flag)
            beginAppearanceTransition(true, animated: flag)
        }
        let finish = {
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentingViewController = nil
            self.presentedViewController = nil
            if visible {
                presented.endAppearanceTransition()
                self.endAppearanceTransition()
            }
            completion?()
        }
        guard flag, let window, let view = presented.viewIfLoaded else { return finish() }
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, options: [.curveEaseIn],
                       animations: { presented.place(view, in: window, shown: false) }) { _ in finish() }
    }

    /// Puts the presented `view` where its transition style shows it, or where it is out of sight.
    private func place(_ view: UIView, in window: UIWindow, shown: Bool) {
        switch modalTransitionStyle {
        case .crossDissolve:
            view.alpha = shown ? 1 : 0
        default:
            view.frame.origin.y = shown ? 0 : window.bounds.height
        }
    }
}
