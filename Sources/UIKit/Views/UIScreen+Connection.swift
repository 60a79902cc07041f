/// Screens coming and going as displays are plugged in and unplugged, and changing mode.
extension UIScreen {
    /// Posted when a screen is connected; the object is the new screen.
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen is disconnected; the object is the screen that went away.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when a screen's mode (its size or scale) changes; the object is the screen.
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// Follows a change of the platform's displays and tells observers which screens went, came and
    /// changed. Observers of a disconnection may move or hide the windows on that screen; the windows
    /// still on it once the platform's queued events are handled move to the main screen
    /// (`moveWindowsOffDisconnectedScreens`).
    package static func platformDisplaysChanged() {
        let previousMain = screens.first
        let change = followDisplays()
        if let previousMain, change.removed.contains(where: { $0 === previousMain }) {
            Diagnostics.report("the main display was unplugged; \(change.screens.isEmpty ? "no display is left" : "the next display is the main screen"), and the windows on it move there")
        }
        for screen in change.removed {
            NotificationCenter.default.post(name: didDisconnectNotification, object: screen)
            windowsLeftOnDisconnectedScreens += UIApplication.shared.windows.filter { $0.screen === screen }
        }
        for screen in change.added { NotificationCenter.default.post(name: didConnectNotification, object: screen) }
        for screen in change.changed { NotificationCenter.default.post(name: modeDidChangeNotification, object: screen) }
    }

    /// Moves the windows the observers left on screens disconnected since the last call to the main
    /// screen, as windows of their own size. It runs once the platform's queued events are handled:
    /// by then the platform has finished taking its windows off the display (SDL's Wayland windows
    /// fail when changed before that).
    package static func moveWindowsOffDisconnectedScreens() {
        guard !windowsLeftOnDisconnectedScreens.isEmpty else { return }
        let windows = windowsLeftOnDisconnectedScreens
        windowsLeftOnDisconnectedScreens = []
        for window in windows { window.screen = .main }
    }
}
