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

    /// The screens of the connected displays, as of the last display event handled.
    private static var connected: [UIScreen]?

    /// Every connected screen; the first is the main one.
    public static var screens: [UIScreen] { connected ?? followDisplays().screens }

    /// Matches the screens to the platform's displays again: a display keeps its screen, a new display
    /// gets a new one. Returns the screens now, and those that came and went.
    @discardableResult
    package static func followDisplays() -> (screens: [UIScreen], added: [UIScreen], removed: [UIScreen]) {
        let displays = UIApplication.shared.platform.displays
        let previous = connected ?? []
        let known = Dictionary(uniqueKeysWithValues: previous.map { ($0.display.id, $0) })
        let screens = displays.map { display in
            guard let screen = known[display.id] else { return UIScreen(display: display) }
            screen.display = display
            return screen
        }
        connected = screens
        let remaining = Set(displays.map(\.id))
        return (screens, screens.filter { known[$0.display.id] == nil }, previous.filter { !remaining.contains($0.display.id) })
    }

    /// The main screen (the first display; with none, a 1280×800 stand-in of an identity no platform gives).
    public static var main: UIScreen {
        screens.first ?? UIScreen(display: PlatformDisplay(id: PlatformDisplay.ID(0), bounds: CGRect(x: 0, y: 0, width: 1280, height: 800)))
    }
}
