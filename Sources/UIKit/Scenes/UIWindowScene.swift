import CoreGraphics

/// A scene of windows: on the desktop, the windows made for it (`UIWindow(windowScene:)`), on one screen.
open class UIWindowScene: UIScene {
    /// The size of a window made for a scene: Casement's choice (Mac Catalyst's depends on the app).
    static let windowSize = CGSize(width: 800, height: 600)

    private var windowRefs: [WeakWindow] = []
    /// The scene's windows, shown or not.
    open var windows: [UIWindow] { windowRefs.compactMap(\.window) }
    /// The screen the scene's windows are on.
    open var screen: UIScreen { windows.first?.screen ?? UIScreen.main }
    /// The scene's key window: the application's, when it is one of the scene's.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func add(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
    }

    func remove(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
