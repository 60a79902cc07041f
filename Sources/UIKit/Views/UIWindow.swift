/// A window: the root of a view hierarchy, shown as a real platform window with its own GL context.
/// The platform window opens when the window is first shown (`makeKeyAndVisible()` or `isHidden = false`).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The level windows are ordered by when they overlap.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The window's level among overlapping windows: a higher level is shown above a lower one.
    open var windowLevel = Level.normal {
        didSet { if platformWindow != nil, windowLevel != oldValue { UIApplication.shared.orderWindowsByLevel() } }
    }
    /// The screen the window is shown on (the main screen unless set). Setting it moves a shown
    /// window to that screen's display, in a new platform window (`reopen(on:)`); on an external
    /// screen the window fills the screen (fullscreen on the desktop). A screen that is not
    /// connected is reported and ignored.
    open var screen: UIScreen {
        get { assignedScreen ?? .main }
        set {
            guard newValue.isConnected else {
                Diagnostics.report("a window's screen was set to a screen whose display is not connected; the window stays on its screen")
                return
            }
            assignedScreen = newValue
            if newValue !== UIScreen.main { frame = newValue.bounds }
            if let platformWindow, platformWindow.display != newValue.display.id { reopen(on: newValue) }
        }
    }
    private var assignedScreen: UIScreen?
    /// Whether the window receives keyboard and non-touch events.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }
    /// The view controller whose view fills the window and follows its size. On a visible window
    /// the old controller's view disappears and the new one's appears (appearance callbacks).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            let visible = platformWindow != nil
            if visible { oldValue?.topPresented.beginAppearanceTransition(false, animated: false) }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if visible { oldValue?.topPresented.endAppearanceTransition() }
            guard let controller = rootViewController else { return }
            // Loaded first, so it loads before it appears and its children's views are there to hear it.
            let root = controller.view!
            if visible { controller.beginAppearanceTransition(true, animated: false) }
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root)
            if visible {
                layoutIfNeeded()
                controller.endAppearanceTransition()
            }
        }
    }
    /// The window's touches: its touches event, the touches down in it, their delivery.
    private(set) lazy var touchState = WindowTouches(window: self)
    /// The window's hover: the hover recognizers the pointer is over.
    private(set) lazy var hoverState = WindowHover(window: self)
    /// The window's platform window, while it is shown.
    package private(set) var platformWindow: (any PlatformWindow)?
    /// What the compositor knows the window's drawing by, while it is shown.
    package var renderTargetID: RenderTarget.ID? { platformWindow.map { ObjectIdentifier($0.renderTarget) } }

    /// A hidden window with the given frame (in its screen's coordinates); a negative size is
    /// reported, and the frame is the rectangle it spans.
    public override init(frame: CGRect) {
        if frame.size.width < 0 || frame.size.height < 0 {
            Diagnostics.report("a window's frame has a negative size (\(frame.size.width)×\(frame.size.height)); it is the rectangle that spans, \(frame.standardized)")
        }
        super.init(frame: frame)
        registerHidden()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        registerHidden()
    }

    /// A hidden window of `windowScene`, 800 × 600 points (a desktop scene's window: Casement's size).
    public init(windowScene: UIWindowScene) {
        super.init(frame: CGRect(origin: .zero, size: UIWindowScene.windowSize))
        registerHidden()
        self.windowScene = windowScene
        windowScene.add(self)   // no observer runs in the window's own initializer
    }

    /// A hidden window the size of the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// A new window starts hidden, known to the application.
    private func registerHidden() {
        isHidden = true
        UIApplication.shared.register(self)
    }

    /// The scene the window belongs to, which lists it among its windows.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
            if let title = windowScene?.title { platformWindow?.title = title }
        }
    }

    open override var isHidden: Bool {
        didSet { isHidden ? closePlatformWindow() : openPlatformWindow() }
    }

    /// Posted when a window is shown; the object is the window.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden (by the app, or by the user closing it); the object is the window.
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key (it receives keyboard events).
    open func makeKey() {
        if let id = platformWindow?.id { UIApplication.shared.shownBesideKey[id] = nil }
        UIApplication.shared.keyWindow = self
    }
    /// The window became the key window; the application calls it (override it, do not call it).
    open func becomeKey() {}
    /// The window stopped being the key window; the application calls it (override it, do not call it).
    open func resignKey() {}

    /// The window's gesture recognizers at work.
    private(set) lazy var gestureArena = GestureArena(window: self)

    /// Delivers a touches event: first to the gesture recognizers of the touches' views and their
    /// ancestors (Input rule 12), then to the views what the recognizers do not hold back or cancel. A
    /// presses event goes to the responders of its presses.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent { return deliver(presses) }
        guard event.type == .touches else { return }
        let changed = event.touchList.filter { $0.window === self && $0.phase != .stationary }
        deliver(gestureArena.route(changed, with: event).map { ($0, $0.phase) }, with: event)
        gestureArena.settle()
    }

    /// Delivers touches in the given phases to their views: each view once, in the order its touches
    /// began, gets its own touches of each phase together — began, moved, ended, then cancelled —
    /// and never those it does not receive (Input rules 2, 5, 6).
    func deliver(_ deliveries: [(touch: UITouch, phase: UITouch.Phase)], with event: UIEvent) {
        var views: [UIView] = []
        for (touch, _) in deliveries {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                // A view a handler took out of the window gets only the end of its touches.
                guard view.window === self || phase == .ended || phase == .cancelled else { continue }
                let touches = Set(deliveries.filter { $0.touch.view === view && $0.phase == phase }.map(\.touch))
                guard !touches.isEmpty else { continue }
                switch phase {
                case .began: view.touchesBegan(touches, with: event)
                case .moved: view.touchesMoved(touches, with: event)
                case .ended: view.touchesEnded(touches, with: event)
                default: view.touchesCancelled(touches, with: event)
                }
            }
        }
    }

    open override var next: UIResponder? { UIApplication.shared }
    /// The window's own undo manager, which the views in it share.
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()

    // MARK: The platform window

    /// Opens the platform window on the window's screen, at the window's frame, and tells the
    /// compositor and the application; a size no display can show is reported and made showable.
    private func openPlatformWindow() {
        guard platformWindow == nil else { return }
        let appearing = rootViewController?.topPresented
        guard attachPlatformWindow(on: screen) else { return }
        appearing?.beginAppearanceTransition(true, animated: false)
        layoutIfNeeded()
        appearing?.endAppearanceTransition()
        NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
    }

    private func closePlatformWindow() {
        guard platformWindow != nil else { return }
        let disappearing = rootViewController?.topPresented
        disappearing?.beginAppearanceTransition(false, animated: false)
        detachPlatformWindow()
        disappearing?.endAppearanceTransition()
        NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
    }

    /// Replaces the platform window by a new one on `target`, with nothing the app sees (the window
    /// stays shown, and key if it was): how a window changes displays, and how it leaves a display
    /// that was unplugged, before the platform reports anything more about it. Replaced, not moved:
    /// a Wayland client cannot place a window, and SDL 2.26's Wayland windows keep an output that
    /// went away (fixed in SDL 2.30); `SDLPlatform.openWindow` says what that costs.
    package func reopen(on target: UIScreen) {
        guard platformWindow != nil else { return }
        detachPlatformWindow(keepingKey: true)
        _ = attachPlatformWindow(on: target, moving: true)
    }

    /// Keeps the window on `screen`, which was unplugged, until the unplug's observers have seen it
    /// there, even where the platform reported it on another display first (a Wayland compositor may).
    package func stayOnUnpluggedScreen(_ screen: UIScreen) { assignedScreen = screen }

    /// Replaces the platform window of a window that fills a screen by a new one filling it, with
    /// nothing the app sees: after another display was unplugged, where that can take it out of view
    /// unreported (`Platform.unplugHidesFullscreenWindows`).
    package func fillScreenAgain() {
        guard let target = filledScreen else { return }
        reopen(on: target)
        if filledScreen == nil { fill(target) }
    }

    /// Opens a platform window for the window on `target` and hands it to the compositor and the
    /// application; false if the platform could not open one.
    private func attachPlatformWindow(on target: UIScreen, moving: Bool = false) -> Bool {
        frame.size = showableSize(frame.size, on: target)
        let origin = CGPoint(x: target.originInDesktop.x + frame.minX, y: target.originInDesktop.y + frame.minY)
        let application = UIApplication.shared
        guard let opened = application.platform.openWindow(title: windowScene?.title ?? application.windowTitle,
                                                           frame: CGRect(origin: origin, size: frame.size)) else { return false }
        platformWindow = opened
        let viewport = opened.viewport
        adoptScale(CGFloat(viewport.pixelWidth) / max(1, viewport.pointSize.width))
        CATransaction.state.surfaceChanged(.attach(opened.renderTarget, root: layer.layerID, viewport: viewport))
        application.windowDidOpen(self)
        if target !== UIScreen.main || (!moving && fillsMainScreenOnOpening) { fill(target) }
        return true
    }

    /// Whether the window, shown on the main screen (not moved there), fills it. Only where the
    /// system places new windows (Wayland: on the output under the pointer), for a window of the
    /// screen's size, which would otherwise open on whichever output the pointer is on; and only if
    /// no other window fills the screen already (SDL keeps one fullscreen window a display and
    /// minimizes the one before).
    private var fillsMainScreenOnOpening: Bool {
        let application = UIApplication.shared
        return application.platform.placesNewWindows && frame.size == UIScreen.main.bounds.size
            && !application.openWindows.values.contains { $0 !== self && $0.filledScreen === UIScreen.main }
    }

    /// Takes the platform window from the compositor and the application, and closes it.
    private func detachPlatformWindow(keepingKey: Bool = false) {
        guard let closing = platformWindow else { return }
        platformWindow = nil
        filledScreen = nil
        CATransaction.state.surfaceChanged(.detach(ObjectIdentifier(closing.renderTarget)))
        UIApplication.shared.windowDidClose(self, platformWindow: closing, keepingKey: keepingKey)
    }

    /// The size to open a window of `size` at: at least a point each way, and no larger than its
    /// screen (a window no display can hold could not be reached). Either change is reported.
    private func showableSize(_ size: CGSize, on screen: UIScreen) -> CGSize {
        let limit = screen.bounds.size
        var shown = CGSize(width: size.width.isFinite ? max(1, size.width) : limit.width,
                           height: size.height.isFinite ? max(1, size.height) : limit.height)
        if shown != size {
            Diagnostics.report("a window of size \(size.width)×\(size.height) cannot be shown; it is shown at \(shown.width)×\(shown.height) points")
        }
        if shown.width > limit.width || shown.height > limit.height {
            let area = { (size: CGSize) -> CGFloat in size.width * size.height }
            let largest = UIScreen.screens.map(\.bounds.size).max { area($0) < area($1) } ?? limit
            Diagnostics.report("a window of size \(shown.width)×\(shown.height) is bigger than its screen (\(limit.width)×\(limit.height); the largest display is \(largest.width)×\(largest.height)); it is shown at its screen's size")
            shown = CGSize(width: min(shown.width, limit.width), height: min(shown.height, limit.height))
        }
        return shown
    }

    /// The screen the platform window was made to fill when it opened. Kept here: SDL forgets a
    /// window's fullscreen state when another output is unplugged (SDL 2.26, Wayland), and a
    /// compositor may report the window on another output before it reports the unplug.
    package private(set) var filledScreen: UIScreen?

    /// Puts a new platform window on `target`, filling it (fullscreen on the desktop). Moved even
    /// where the platform says it is there: a new Wayland window reports the display it was created
    /// for before the compositor puts it on its own.
    private func fill(_ target: UIScreen) {
        guard let platformWindow else { return }
        platformWindow.move(to: target.display.id)
        platformWindow.isFullscreen = true
        filledScreen = target
    }

    /// The platform window changed size or density (the user resized it, the compositor did, or it
    /// moved to a display of another scale): the root view follows the size, views draw again at the new scale.
    package func platformWindowResized() {
        guard let resized = platformWindow else { return }
        let viewport = resized.viewport
        frame.size = viewport.pointSize
        adoptScale(CGFloat(viewport.pixelWidth) / max(1, viewport.pointSize.width))
        CATransaction.state.surfaceChanged(.resize(ObjectIdentifier(resized.renderTarget), viewport: viewport))
    }

    /// The platform moved the window onto `display` (the user dragged it there, or the compositor
    /// placed it): the window's screen becomes that display's, and its size and scale are read again.
    package func platformWindowMoved(to display: PlatformDisplay.ID) {
        if let moved = UIScreen.screens.first(where: { $0.display.id == display }), moved !== screen { assignedScreen = moved }
        platformWindowResized()
    }

    /// When the window last opened, among the application's windows (for ordering a level's windows).
    package var openingOrder = 0
    /// Whether the window has been shown at least once.
    var hasOpened: Bool { openingOrder > 0 }

    /// The scroll view the keys scroll when no first responder takes them: the innermost one the
    /// last touch or wheel scroll went to (the desktop's "focused" scroll view).
    weak var keyboardScrollView: UIScrollView?

    /// Pixels per point of the window's drawable (HiDPI: 2), 1 while it has none.
    package private(set) var pixelScale: CGFloat = 1

    /// Sets the contents scale of every view in the window to the window's pixel density; each view
    /// whose scale changes draws again.
    private func adoptScale(_ scale: CGFloat) {
        guard scale.isFinite, scale > 0 else { return }
        pixelScale = scale
        forEachInSubtree { view in view.contentScaleFactor = scale }
    }
}
