/// A display attached to the computer, as the platform reports it. A screen is the same object for
/// as long as its display stays connected.
@preconcurrency @MainActor
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
    open var nativeBounds: CGRect { CGRect(origin: .zero, size: display.pixelSize) }
    /// The scale of the pixels (the same as `scale` here).
    open var nativeScale: CGFloat { scale }

    /// The mode the display is driven in now.
    open var currentMode: UIScreenMode? { UIScreenMode(size: display.pixelSize) }
    /// The modes the display can be driven in, as the platform lists them.
    open var availableModes: [UIScreenMode] { display.modeSizes.map { UIScreenMode(size: $0) } }
    /// The mode the display prefers: its desktop mode.
    open var preferredMode: UIScreenMode? { display.modeSizes.first.map { UIScreenMode(size: $0) } }
    /// The screen this one mirrors; Casement's screens are each their own desktop, so never one.
    open var mirrored: UIScreen? { nil }

    /// The screens of the connected displays, as of the last display event handled.
    private static var connected: [UIScreen]?

    /// Every connected screen; the first is the main one.
    public static var screens: [UIScreen] { connected ?? followDisplays().screens }

    /// Whether the screen's display is still connected.
    package var isConnected: Bool { UIScreen.screens.contains { $0 === self } }

    /// Matches the screens to the platform's displays again: a display keeps its screen, a new display
    /// gets a new one. Returns the screens now, those that came and went, and those whose display changed.
    @discardableResult
    package static func followDisplays() -> (screens: [UIScreen], added: [UIScreen], removed: [UIScreen], changed: [UIScreen]) {
        let displays = UIApplication.shared.platform.displays
        let previous = connected ?? []
        let known = Dictionary(uniqueKeysWithValues: previous.map { ($0.display.id, $0) })
        var changed: [UIScreen] = []
        let screens = displays.map { display in
            guard let screen = known[display.id] else { return UIScreen(display: display) }
            if screen.display != display { changed.append(screen) }
            screen.display = display
            return screen
        }
        connected = screens
        let remaining = Set(displays.map(\.id))
        return (screens, screens.filter { known[$0.display.id] == nil }, previous.filter { !remaining.contains($0.display.id) }, changed)
    }

    /// The main screen (the first display; with none, a 1280×800 stand-in of an identity no platform gives).
    public static var main: UIScreen {
        screens.first ?? UIScreen(display: PlatformDisplay(id: PlatformDisplay.ID(0), bounds: CGRect(x: 0, y: 0, width: 1280, height: 800)))
    }
}
