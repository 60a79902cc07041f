import GLCompositor

/// The running application: its delegate, its windows, the key window, and the main loop that
/// serves the platform's events, timers, the main dispatch queue and main-actor tasks.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options dictionary (none are produced on Linux).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private static var current: UIApplication?

    /// The application object (created on first use when the program did not start one).
    public static var shared: UIApplication {
        if let current { return current }
        let application = UIApplication()
        current = application
        return application
    }

    public required override init() { super.init() }

    /// The application's delegate (the application keeps it alive).
    open var delegate: UIApplicationDelegate?
    /// The windows of the application, shown or not.
    open var windows: [UIWindow] { windowRefs.compactMap(\.window) }
    /// The window that receives keyboard events: the one that has the keyboard focus, or was last
    /// made key.
    open internal(set) weak var keyWindow: UIWindow? {
        didSet { if keyWindow !== oldValue { keyWindowChanged(from: oldValue) } }
    }
    /// Whether the application is active, inactive or in the background (`UIApplication+State.swift`).
    public internal(set) var applicationState: State = .inactive
    /// What the desktop shows of the windows, which the state follows.
    var desktop = DesktopPresence()
    /// The run-time settings from the environment (clock, screenshot).
    package private(set) var launch = LaunchConfiguration.fromEnvironment()
    /// Records what frames cost while `CASEMENT_TRACE` names a file, written there at the end.
    package private(set) lazy var trace: TraceRecorder? = launch.debug.tracePath.map { _ in TraceRecorder() }
    /// The title new platform windows get.
    package var windowTitle = ProcessInfo.processInfo.processName

    private struct WeakWindow { weak var window: UIWindow? }
    private var windowRefs: [WeakWindow] = []
    /// The connected scenes, in the order they connected (`UIApplication+Scenes.swift`).
    var sceneList: [UIScene] = []
    /// The scene whose delegate is being told it connects: it follows the desktop only after.
    weak var connectingScene: UIScene?
    package private(set) var openWindows: [PlatformWindowID: UIWindow] = [:]
    package private(set) var hadOpenWindow = false
    /// Whether every window that was shown has been closed: the main loop then ends the application.
    package var allWindowsClosed: Bool { hadOpenWindow && openWindows.isEmpty }
    /// How many windows have opened, to order windows of one level by when they opened.
    private var openingCount = 0
    /// Windows shown while another was key and not made key, with when they opened (media time).
    var shownBesideKey: [PlatformWindowID: Double] = [:]
    private var platformStorage: (any Platform)?
    /// Turns the platform's pointer and finger input into touches for `sendEvent(_:)`.
    private(set) lazy var touchDispatcher = TouchDispatcher(application: self)
    /// Turns the platform's key and text input into presses, key commands and typed text.
    private(set) lazy var pressDispatcher = PressDispatcher(application: self)
    private var rendererStorage: FrameRenderer?
    /// UIKit's work in each turn of the main run loop, hung on it once a window opens or the
    /// application runs.
    package private(set) lazy var mainLoop = MainLoop(application: self)
    /// The modes pushed over `.default`, the last one the mode the application runs the main loop in.
    private var pushedRunLoopModes: [RunLoop.Mode] = []

    /// The mode `UIApplicationMain` runs the main run loop in: `.tracking` while a touch tracks a
    /// scroll view, else `.default`.
    package var runLoopMode: RunLoop.Mode { pushedRunLoopModes.last ?? .default }

    /// Runs the main loop in `mode` until the matching `popRunLoopMode(_:)` (UIKit's private
    /// `_pushRunLoopMode:`): what a scroll view does while it tracks a touch.
    package func pushRunLoopMode(_ mode: RunLoop.Mode) {
        pushedRunLoopModes.append(mode)
        mainLoop.runLoopModeChanged()
    }

    /// Ends the last push of `mode`.
    package func popRunLoopMode(_ mode: RunLoop.Mode) {
        guard let index = pushedRunLoopModes.lastIndex(of: mode) else {
            Diagnostics.report("popRunLoopMode(\(mode.rawValue)) without a matching push; ignored")
            return
        }
        pushedRunLoopModes.remove(at: index)
        mainLoop.runLoopModeChanged()
    }

    /// Draws the windows: on the render thread, or synchronously under the virtual clock.
    package var renderer: FrameRenderer {
        if let rendererStorage { return rendererStorage }
        let overlays = launch.debug.overlays, wakeUps = mainLoop.wakeUps
        let made: FrameRenderer = launch.virtualClock
            ? SynchronousRenderer(driver: RenderDriver(executor: Compositor(), overlays: overlays, trace: trace, mainWakeUps: wakeUps))
            : ThreadedRenderer(driver: RenderDriver(executor: Compositor(), presentsOnWindowThreads: true, overlays: overlays, trace: trace, mainWakeUps: wakeUps),
                               refreshRate: launch.vsync ? Double(UIScreen.main.maximumFramesPerSecond) : .infinity)
        rendererStorage = made
        CATransaction.state.sink = made
        return made
    }

    /// Replaces how windows are drawn (tests choose the synchronous or threaded mode); call it
    /// while no window is shown.
    package func useRenderer(_ renderer: FrameRenderer) {
        rendererStorage?.stop()
        rendererStorage = renderer
        CATransaction.state.sink = renderer
    }

    /// The system the application runs on: the one picked at launch (`PlatformChoice.launch`), unless
    /// a test installed another with `usePlatform(_:)`.
    package var platform: any Platform {
        if let platformStorage { return platformStorage }
        let made = PlatformChoice.launch.start()
        platformStorage = made
        return made
    }

    /// The platform, if one has started (a test may run without any).
    var startedPlatform: (any Platform)? { platformStorage }

    /// Runs the application on `platform` (tests install a `HeadlessPlatform`); call it while no window is shown.
    package func usePlatform(_ platform: any Platform) {
        platformStorage = platform
        UIScreen.followDisplays()
    }

    /// The app delegate, when it is a responder: the end of the responder chain (Input rule 9).
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Delivers an event to the windows its touches or presses are in.
    open func sendEvent(_ event: UIEvent) {
        let windows = Set(event.windowsInvolved.map(ObjectIdentifier.init))
        for window in self.windows where windows.contains(ObjectIdentifier(window)) { window.sendEvent(event) }
    }

    /// Ends the application: tells the delegate, stops rendering and closes the windows.
    package func terminate(exitCode: Int32) -> Never {
        delegate?.applicationWillTerminate(self)
        CATransaction.flush()
        rendererStorage?.stop()
        if let trace, let path = launch.debug.tracePath { trace.write(to: path) }
        for (_, window) in openWindows { window.platformWindow?.close() }
        platform.shutDown()
        exit(exitCode)
    }

    package func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    package func windowDidOpen(_ window: UIWindow) {
        _ = renderer
        mainLoop.install()
        openWindows[window.platformWindow!.id] = window
        openingCount += 1
        window.openingOrder = openingCount
        hadOpenWindow = true
        desktop.opened(window.platformWindow!.id)
        followDesktop()
        if keyWindow == nil {
            keyWindow = window
        } else if keyWindow !== window {
            shownBesideKey[window.platformWindow!.id] = MediaClock.shared.now()
        }
        orderWindowsByLevel()
    }

    /// `window`'s platform window closes; unless `keepingKey` (another platform window replaces it
    /// at once), a key window hands the key to the frontmost window left.
    package func windowDidClose(_ window: UIWindow, platformWindow: any PlatformWindow, keepingKey: Bool = false) {
        openWindows[platformWindow.id] = nil
        shownBesideKey[platformWindow.id] = nil
        desktop.forget(platformWindow.id, replaced: keepingKey)
        // A window replaced at once keeps the state: its successor takes the focus.
        if !keepingKey { followDesktop() }
        window.touchState.cancel(at: MediaClock.shared.now())
        pressDispatcher.cancelPresses(in: window, at: MediaClock.shared.now())
        window.hoverState.cancel()
        if keyWindow === window, !keepingKey { keyWindow = windowsByLevel.last }
        // The compositor destroys the context when it applies the detach; close the window after it.
        CATransaction.flush()
        rendererStorage?.synchronize()
        platformWindow.close()
    }

    /// Starts an application of `applicationType` with a delegate of `delegateType` and runs it until it ends.
    package static func run(applicationType: UIApplication.Type = UIApplication.self,
                            delegateType: UIApplicationDelegate.Type?, arguments: [String]) -> Int32 {
        let application = current.map { type(of: $0) == applicationType ? $0 : applicationType.init() } ?? applicationType.init()
        current = application
        CATransaction.state.animationSpeed = application.launch.debug.animationSpeed
        CATransaction.state.trace = application.trace
        OverlayFeeds.follow(application.launch.debug.overlays, of: application)
        _ = application.platform
        if let delegateType {
            let delegate = delegateType.init()
            application.delegate = delegate
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
            application.connectLaunchScene()
        }
        application.mainLoop.run()
    }
}
