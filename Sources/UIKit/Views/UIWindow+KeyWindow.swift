/// The key window's changes: the window that stops being key is told first, then the new one, each
/// followed by its notification (object: the window).
extension UIWindow {
    /// Posted when a window becomes the key window.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}

extension UIApplication {
    /// Tells the windows that the key window changed from `previous` to `keyWindow`.
    func keyWindowChanged(from previous: UIWindow?) {
        if let previous {
            previous.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
        }
        if let keyWindow {
            keyWindow.becomeKey()
            NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: keyWindow)
        }
    }
}

/// A window shown beside the key window (`isHidden = false`, not `makeKeyAndVisible()`) does not take
/// the key: UIKit leaves the key where it was, as L14 expects of a window on an external screen. A
/// system that focuses every window it shows (`Platform.focusesShownWindows`: Wayland compositors)
/// gives it the focus anyway; a focus that comes this soon after the window opened is the system's
/// doing, and the focus goes back.
extension UIApplication {
    /// How long after a window opens a focus it gains counts as the compositor's doing, in seconds.
    /// The compositor focuses a window as it maps it, before anyone can click it; a loaded machine
    /// delayed weston's focus by 1.2 s, so the bound is generous.
    static let showingFocusInterval = 5.0

    /// Whether `window`'s focus came with showing it beside the key window; if so the key window
    /// asks for the focus back. Either way, later focus gains move the key.
    func focusCameWithShowing(_ window: UIWindow, at time: Double) -> Bool {
        guard platform.focusesShownWindows, let id = window.platformWindow?.id, let opened = shownBesideKey.removeValue(forKey: id),
              time - opened < UIApplication.showingFocusInterval, let key = keyWindow, key !== window else { return false }
        key.platformWindow?.focus()
        return true
    }
}
