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
    /// still on it move to the main screen once the platform has taken them off the display
    /// (`moveWindowsOffDisconnectedScreens`).
    package static func platformDisplaysChanged() {
        let previousMain = screens.first
        let change = followDisplays()
        if let previousMain, change.removed.contains(where: { $0 === previousMain }) {
            Diagnostics.report("the main display was unplugged; \(change.screens.isEmpty ? "no display is left" : "the next display is the main screen"), and the windows on it move there")
        }
        for screen in change.removed {
            NotificationCenter.default.post(name: didDisconnectNotification, object: screen)
            let left = UIApplication.shared.windows.filter { $0.screen === screen && !$0.isHidden }
            let now = MediaClock.shared.now()
            windowsLeftOnDisconnectedScreens += left.map { ($0, now) }
        }
        for screen in change.added { NotificationCenter.default.post(name: didConnectNotification, object: screen) }
        for screen in change.changed { NotificationCenter.default.post(name: modeDidChangeNotification, object: screen) }
    }

    /// How long a platform has to report a window moved off an unplugged display (`windowMoved`)
    /// before UIKit moves it anyway, in seconds.
    static let unpluggedWindowSettleInterval = 0.5

    /// Moves to the main screen, as windows of their own size, the windows the observers left on
    /// disconnected screens: `moved` (the platform reported it placed elsewhere, so it can be changed
    /// again: SDL's Wayland windows fail when changed while on no output), and those the platform
    /// has not reported within `unpluggedWindowSettleInterval` of media time `now`.
    package static func moveWindowsOffDisconnectedScreens(moved: UIWindow? = nil, now: Double = MediaClock.shared.now()) {
        guard !windowsLeftOnDisconnectedScreens.isEmpty else { return }
        let due = windowsLeftOnDisconnectedScreens.filter { $0.window === moved || now - $0.since >= unpluggedWindowSettleInterval }
        windowsLeftOnDisconnectedScreens.removeAll { left in due.contains { $0.window === left.window } }
        for (window, _) in due where !window.isHidden { window.screen = .main }
    }
}
