/// Screens coming and going as displays are plugged in and unplugged.
extension UIScreen {
    /// Posted when a screen is connected; the object is the new screen.
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen is disconnected; the object is the screen that went away.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")

    /// Follows a change of the platform's displays and tells observers which screens went and came.
    package static func platformDisplaysChanged() {
        let change = followDisplays()
        for screen in change.removed { NotificationCenter.default.post(name: didDisconnectNotification, object: screen) }
        for screen in change.added { NotificationCenter.default.post(name: didConnectNotification, object: screen) }
    }
}
