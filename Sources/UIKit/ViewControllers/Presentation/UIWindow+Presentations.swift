extension UIWindow {
    /// The controller presented last over this window (its view, or its sheet, is the window's
    /// topmost presentation). Keys no first responder takes start at it, so that Escape and Return
    /// reach an alert or a sheet.
    var topPresentation: UIViewController? {
        for view in subviews.reversed() {
            if let sheet = view as? SheetContainerView, let presented = sheet.presented { return presented }
            if let controller = view.viewControllerRef, controller.presentingViewController != nil { return controller }
        }
        return nil
    }

    /// Escape with no key command for it dismisses the topmost sheet, unless it is modal in
    /// presentation. Returns whether it did.
    func escapeDismissesSheet(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardEscape, key.modifierFlags.isEmpty, let top = topPresentation,
              top.sheetContainer != nil, !top.isModalInPresentation else { return false }
        top.dismiss(animated: true)
        return true
    }
}
