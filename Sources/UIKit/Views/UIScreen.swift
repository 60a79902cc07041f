/// A display attached to the computer, as SDL reports it.
@MainActor
open class UIScreen {
    /// The screen's bounds in points; the first screen's origin is (0, 0).
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The frames per second the display refreshes at.
    public let maximumFramesPerSecond: Int
    package let displayIndex: Int
    package let originInDesktop: CGPoint

    package init(display: DisplayInfo, scale: CGFloat = 1) {
        displayIndex = display.index
        originInDesktop = display.bounds.origin
        bounds = CGRect(origin: .zero, size: display.bounds.size)
        self.scale = scale
        maximumFramesPerSecond = Int(display.refreshRate.rounded())
    }

    /// The bounds in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The scale of the pixels (the same as `scale` here).
    open var nativeScale: CGFloat { scale }

    private static var cachedScreens: [UIScreen]?

    /// Every connected screen; the first is the main one.
    public static var screens: [UIScreen] {
        if let cachedScreens { return cachedScreens }
        let platform = SDLPlatform.shared
        let screens = platform.displays().map { UIScreen(display: $0, scale: platform.emulatedScale) }
        cachedScreens = screens
        return screens
    }

    /// The main screen (the first display).
    public static var main: UIScreen {
        screens.first ?? UIScreen(display: DisplayInfo(index: 0, bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), refreshRate: 60))
    }
}
