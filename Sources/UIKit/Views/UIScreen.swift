/// A display attached to the computer, as the platform reports it. A screen is the same object for
/// as long as its display stays connected.
@MainActor
open class UIScreen {
    /// The display as the platform last reported it.
    package private(set) var display: PlatformDisplay

    package init(display: PlatformDisplay) { self.display = display }

    /// The screen's bounds in points; the first screen's origin is (0, 0).
    public var bounds: CGRect { CGRect(origin: .zero, size: display.bounds.size) }
    /// Pixels per point.
    public var scale: CGFloat { display.scale }
    /// The frames per second the display refreshes at.
    public var maximumFramesPerSecond: Int { Int(display.refreshRate.rounded()) }
    /// Where the screen sits on the desktop (all screens side by side), in points.
    package var originInDesktop: CGPoint { display.bounds.origin }

    /// The bounds in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The scale of the pixels (the same as `scale` here).
    open var nativeScale: CGFloat { scale }

    private static var connected: [UIScreen] = []

    /// Every connected screen; the first is the main one.
    public static var screens: [UIScreen] {
        let displays = UIApplication.shared.platform.displays
        // Read on every conversion between views: no allocation unless a display came or went.
        if connected.count != displays.count || zip(connected, displays).contains(where: { $0.display.id != $1.id }) {
            let known = Dictionary(uniqueKeysWithValues: connected.map { ($0.display.id, $0) })
            connected = displays.map { known[$0.id] ?? UIScreen(display: $0) }
        }
        for (screen, display) in zip(connected, displays) where screen.display != display { screen.display = display }
        return connected
    }

    /// The main screen (the first display; with none, a 1280×800 stand-in of an identity no platform gives).
    public static var main: UIScreen {
        screens.first ?? UIScreen(display: PlatformDisplay(id: PlatformDisplay.ID(0), bounds: CGRect(x: 0, y: 0, width: 1280, height: 800)))
    }
}
