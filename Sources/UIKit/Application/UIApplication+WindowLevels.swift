/// Overlapping windows are shown in the order of their levels: the desktop's window manager keeps
/// a window of a level above `.normal` above normal windows, and among those the application raises
/// each level above the one below it. Windows of one level stack in the order they opened.
extension UIApplication {
    /// The open windows from the back to the front: by level, then by when they opened.
    package var windowsByLevel: [UIWindow] {
        openWindows.values.sorted { ($0.windowLevel, $0.openingOrder) < ($1.windowLevel, $1.openingOrder) }
    }

    /// Asks the window manager to show the open windows in the order of their levels.
    package func orderWindowsByLevel() {
        for window in windowsByLevel {
            guard let platformWindow = window.platformWindow else { continue }
            let above = window.windowLevel > .normal
            if platformWindow.keepsAbove != above { platformWindow.keepsAbove = above }
            if above { platformWindow.raise() }
        }
    }
}
