/// Screens coming and going as displays are plugged in and unplugged, and changing mode.
extension UIScreen {
    /// Posted when a screen is connected; the object is the new screen.
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen is disconnected; the object is the screen that went away.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when a screen's mode (its size or scale) changes; the object is the screen.
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// Follows a change of the platform's displays and tells observers which screens went, came and
    /// changed. A window on a screen that went gets a new platform window on the main screen before
    /// anything else touches it (`UIWindow.reopen(on:)`); observers of the disconnection still see it
    /// on that screen and may move or hide it; afterwards the windows left on it are on the main screen.
    /// Where an unplug can hide the windows filling the screens left, they get new platform windows
    /// filling them (`UIWindow.fillScreenAgain()`).
    package static func platformDisplaysChanged() {
        let placed = UIApplication.shared.windows.map { (window: $0, screen: $0.screen, filled: $0.filledScreen) }
        let previousMain = screens.first
        let change = followDisplays()
        if let previousMain, change.removed.contains(where: { $0 === previousMain }) {
            Diagnostics.report("the main display was unplugged; \(change.screens.isEmpty ? "no display is left" : "the next display is the main screen"), and the windows on it move there")
        }
        // A window that filled a screen that went is stranded there even if the platform reported it
        // elsewhere first (a Wayland compositor may move it before it removes the output).
        let stranded = placed.compactMap { placed in
            change.removed.first { $0 === placed.screen || $0 === placed.filled }.map { (window: placed.window, screen: $0) }
        }
        for (window, screen) in stranded {
            window.reopen(on: .main)
            window.stayOnUnpluggedScreen(screen)
        }
        if !change.removed.isEmpty && UIApplication.shared.platform.unplugHidesFullscreenWindows {
            for window in UIApplication.shared.windows { window.fillScreenAgain() }
        }
        for screen in change.removed {
            NotificationCenter.default.post(name: didDisconnectNotification, object: screen)
            for (window, _) in stranded where window.screen === screen { window.screen = .main }
        }
        for screen in change.added { NotificationCenter.default.post(name: didConnectNotification, object: screen) }
        for screen in change.changed { NotificationCenter.default.post(name: modeDidChangeNotification, object: screen) }
    }
}
