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
