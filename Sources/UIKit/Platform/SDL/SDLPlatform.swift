import CSDL2
import Foundation
import QuartzCore

/// The platform over SDL: video start-up, displays, windows with their GL contexts, and SDL's event queue.
@MainActor
package final class SDLPlatform: Platform {
    /// The platform, started on first use; a failure to open a display ends the program with a clear message.
    package static let shared: SDLPlatform = {
        do { return try SDLPlatform() } catch {
            Diagnostics.report("\(error)")
            exit(2)
        }
    }()

    /// Pixels per point emulated on top of what SDL reports (1: none). `CASEMENT_SCALE=2` shows every
    /// window at twice as many pixels per point, as a HiDPI screen would; tests set it per window.
    package var emulatedScale = SDLPlatform.launchScale
    private static let launchScale: CGFloat = {
        guard let value = ProcessInfo.processInfo.environment["CASEMENT_SCALE"].flatMap(Double.init), value >= 1, value <= 4 else { return 1 }
        return CGFloat(value)
    }()
    nonisolated package static var imageCodec: any ImageCodec { SDLImageCodec() }

    /// Whether `shared` has started (a reset must not start SDL).
    package private(set) static var isStarted = false

    /// A hidden window whose GL context every window's context shares textures with.
    private let resourceWindow: OpaquePointer
    private let resourceContext: SDL_GLContext
    /// Wakes the main loop when the display server sends something or a quit signal arrives.
    let watcher: SDLEventWatcher

    private init() throws {
        // A parent may start us with SIGTERM/SIGINT blocked; they become a clean quit (`QuitSignals`).
        var quitSignals = sigset_t()
        sigemptyset(&quitSignals)
        sigaddset(&quitSignals, SIGTERM)
        sigaddset(&quitSignals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // A window filling its screen stays there when another window takes the focus (SDL 2.26
        // minimizes it, e.g. L14's main window as the external one comes back from an unplug).
        SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        // When the output under a window is unplugged (seen under weston), SDL 2.26 crashes in
        // libdecor's configure callback, and its emulated fullscreen modes send a zero-sized
        // viewport (a protocol error that ends the connection): decorations come from the
        // compositor or not at all, and a display lists its real modes only. The environment
        // variables SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR and SDL_VIDEO_WAYLAND_MODE_EMULATION override this.
        SDL_SetHint(SDL_HINT_VIDEO_WAYLAND_ALLOW_LIBDECOR, "0")
        SDL_SetHint(SDL_HINT_VIDEO_WAYLAND_MODE_EMULATION, "0")
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil,
           ProcessInfo.processInfo.environment["DISPLAY"] == nil,
           ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] == nil {
            throw DisplayServerError(sdlMessage: "neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        // A long composition comes whole (SDL_TEXTEDITING_EXT), not in chunks with chunk positions.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        SoftwareRasterizer.configure()
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw DisplayServerError(sdlMessage: String(cString: SDL_GetError()))
        }
        // SDL starts with text input on; it follows the first responder that takes text (Text rule 28).
        SDL_StopTextInput()
        SDLPlatform.setContextAttributes()
        guard let window = SDL_CreateWindow("Casement resources", 0, 0, 1, 1,
                                            SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_HIDDEN.rawValue),
              let context = SDL_GL_CreateContext(window) else {
            throw DisplayServerError(sdlMessage: "no OpenGL 3.3 core context: \(String(cString: SDL_GetError()))")
        }
        resourceWindow = window
        resourceContext = context
        SDL_GL_MakeCurrent(window, nil)
        _ = QuitSignals.readEnd
        watcher = SDLEventWatcher(connection: DisplayConnection.of(window: window))
        refreshDisplays()
        SDLPlatform.isStarted = true
    }

    /// Puts back what a test may change — the emulated scale, text input, the pointer's shape —
    /// leaving SDL started; returns, in words, the windows still open, which a reset cannot close
    /// (their views own them).
    package func resetToLaunchState() -> [String] {
        emulatedScale = SDLPlatform.launchScale
        isTextInputActive = false
        pointerShape = .arrow
        return Diagnostics.counted(windows.count, "SDL window").map { ["\($0) still open"] } ?? []
    }

    private static func setContextAttributes() {
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(SDL_GL_CONTEXT_PROFILE_CORE.rawValue))
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1)
        SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8)
        // The compositor clips by stencil where a clip is rounded or not axis-aligned.
        SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8)
    }

    /// A Wayland compositor focuses each window it maps, and SDL's X11 windows take the focus when
    /// shown (even under Xvfb, with no window manager).
    package var focusesShownWindows: Bool { true }

    /// A Wayland client cannot position its windows; an X11 client can.
    package var placesNewWindows: Bool { videoDriver == "wayland" }
    /// SDL 2.26 on Wayland, with weston: `Platform.unplugHidesFullscreenWindows` says how.
    package var unplugHidesFullscreenWindows: Bool { videoDriver == "wayland" }

    /// The name of SDL's video driver (x11, wayland, offscreen).
    package var videoDriver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none" }

    package var isTextInputActive: Bool {
        get { SDL_IsTextInputActive() == SDL_TRUE }
        set { newValue ? SDL_StartTextInput() : SDL_StopTextInput() }
    }

    /// The clipboard's text; text that is not UTF-8 is read with U+FFFD in place of its bad bytes.
    package var clipboardText: String? {
        get { Self.string(taking: SDL_GetClipboardText()) }
        set {
            if SDL_SetClipboardText(newValue ?? "") != 0 {
                Diagnostics.report("could not set the clipboard: \(String(cString: SDL_GetError()))")
            }
        }
    }

    package var hasClipboardText: Bool { SDL_HasClipboardText() == SDL_TRUE }

    /// The primary selection's text, read as the clipboard's. Where there is none to set (weston
    /// offers none), SDL does nothing; a failure is reported once.
    package var primarySelectionText: String? {
        get { Self.string(taking: SDL_GetPrimarySelectionText()) }
        set {
            if SDL_SetPrimarySelectionText(newValue ?? "") != 0 {
                Diagnostics.report("could not set the primary selection: \(String(cString: SDL_GetError()))", .oncePerMessage)
            }
        }
    }

    /// The text SDL allocated for a selection, freed; nil for none or "". Bytes that are not UTF-8 read as U+FFFD.
    private static func string(taking text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { SDL_free(text) }
        let string = String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
        return string.isEmpty ? nil : string
    }

    /// The caret's rectangle in SDL's window units (Text rule 31); SDL adds the window's position.
    package func setTextInputRect(_ rect: CGRect, in window: PlatformWindowID) {
        let scale = windows[window]?.pointScale ?? 1
        var sdl = SDL_Rect(x: Int32(clamping: Int((rect.minX * scale).rounded())), y: Int32(clamping: Int((rect.minY * scale).rounded())),
                           w: Int32(clamping: Int((rect.width * scale).rounded())), h: Int32(clamping: Int((rect.height * scale).rounded())))
        SDL_SetTextInputRect(&sdl)
    }

    /// The system's cursors, made on first use and kept while the platform lives.
    private var cursors: [PointerShape: OpaquePointer] = [:]

    package var pointerShape = PointerShape.arrow {
        didSet {
            guard pointerShape != oldValue else { return }
            if cursors[pointerShape] == nil {
                cursors[pointerShape] = SDL_CreateSystemCursor(pointerShape == .iBeam ? SDL_SYSTEM_CURSOR_IBEAM : SDL_SYSTEM_CURSOR_ARROW)
            }
            if let cursor = cursors[pointerShape] { SDL_SetCursor(cursor) }
        }
    }

    package private(set) var displays: [PlatformDisplay] = []
    private var displayIdentities = DisplayIdentities()
    private var windows: [PlatformWindowID: SDLWindow] = [:]
    package private(set) lazy var input: any PlatformInputSource = SDLInputSource(platform: self)

    /// Reads SDL's displays again, in its order, in points (SDL's units divided by `emulatedScale`),
    /// keeping each known display's identity; returns how the list changed.
    @discardableResult
    func refreshDisplays() -> DisplayListChange {
        var found: [(description: DisplayIdentities.Description, refreshRate: Double, modeSizes: [CGSize])] = []
        for index in 0..<max(0, SDL_GetNumVideoDisplays()) {
            var bounds = SDL_Rect()
            SDL_GetDisplayBounds(index, &bounds)
            var mode = SDL_DisplayMode()
            SDL_GetCurrentDisplayMode(index, &mode)
            let description = DisplayIdentities.Description(
                name: SDL_GetDisplayName(index).map { String(cString: $0) } ?? "",
                bounds: CGRect(x: Int(bounds.x), y: Int(bounds.y), width: Int(bounds.w), height: Int(bounds.h)))
            found.append((description, mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60, Self.modeSizes(ofDisplay: index)))
        }
        let ids = displayIdentities.identify(found.map(\.description))
        let scale = emulatedScale
        let current = zip(ids, found).map { id, display in
            let bounds = display.description.bounds
            return PlatformDisplay(id: id, bounds: CGRect(x: bounds.minX / scale, y: bounds.minY / scale,
                                                          width: bounds.width / scale, height: bounds.height / scale),
                                   scale: scale, refreshRate: display.refreshRate, modeSizes: display.modeSizes)
        }
        let change = DisplayListChange(from: displays, to: current)
        displays = current
        return change
    }

    /// The sizes SDL lists for display `index`, its desktop mode's first, each once.
    private static func modeSizes(ofDisplay index: Int32) -> [CGSize] {
        var desktop = SDL_DisplayMode()
        var sizes: [CGSize] = SDL_GetDesktopDisplayMode(index, &desktop) == 0 ? [CGSize(width: Int(desktop.w), height: Int(desktop.h))] : []
        for modeIndex in 0..<max(0, SDL_GetNumDisplayModes(index)) {
            var mode = SDL_DisplayMode()
            guard SDL_GetDisplayMode(index, modeIndex, &mode) == 0 else { continue }
            let size = CGSize(width: Int(mode.w), height: Int(mode.h))
            if !sizes.contains(size) { sizes.append(size) }
        }
        return sizes
    }

    /// Opens a shown window with a GL context sharing the resource context, released from this thread.
    /// `frame` is in points on the desktop; the SDL window gets `emulatedScale` SDL units per point.
    package func openWindow(title: String, frame: CGRect) -> (any PlatformWindow)? {
        // Before SDL 2.30, a Wayland window's scale is read from every output it was on, including
        // one since unplugged (freed memory): a scale of 0, a protocol error that ends the connection.
        // A window opened on another display than the first, the one likely to go, has no HiDPI
        // drawable there: the compositor scales it up.
        let tracksScale = !(videoDriver == "wayland" && !Self.forgetsUnpluggedOutputs
                            && displays.dropFirst().contains { $0.bounds.contains(frame.origin) })
        let scale = emulatedScale
        SDL_GL_MakeCurrent(resourceWindow, resourceContext)
        SDL_GL_SetAttribute(SDL_GL_SHARE_WITH_CURRENT_CONTEXT, 1)
        defer {
            SDL_GL_SetAttribute(SDL_GL_SHARE_WITH_CURRENT_CONTEXT, 0)
            SDL_GL_MakeCurrent(resourceWindow, nil)
        }
        let flags = SDL_WINDOW_OPENGL.rawValue | (tracksScale ? SDL_WINDOW_ALLOW_HIGHDPI.rawValue : 0)
            | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        let width = Int32(max(1, (frame.width * scale).rounded())), height = Int32(max(1, (frame.height * scale).rounded()))
        guard let window = SDL_CreateWindow(title, Int32(frame.minX * scale), Int32(frame.minY * scale), width, height, flags) else {
            Diagnostics.report("could not open a window: \(String(cString: SDL_GetError()))")
            return nil
        }
        guard let context = SDL_GL_CreateContext(window) else {
            Diagnostics.report("could not create an OpenGL 3.3 core context: \(String(cString: SDL_GetError()))")
            SDL_DestroyWindow(window)
            return nil
        }
        SDL_GL_SetSwapInterval(UIApplication.shared.launch.vsync ? 1 : 0)
        SDL_GL_MakeCurrent(window, nil)
        let opened = SDLWindow(window: window, context: context, pointScale: scale, platform: self)
        windows[opened.id] = opened
        return opened
    }

    /// Whether SDL drops an unplugged output from its Wayland windows (2.30 and later).
    private static let forgetsUnpluggedOutputs: Bool = {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return (Int(version.major), Int(version.minor)) >= (2, 30)
    }()

    /// How many windows are open (each with its GL context), for tests counting what a change leaks.
    package var openWindowCount: Int { windows.count }

    /// The open window SDL names `id`, for placing its events.
    func window(_ id: PlatformWindowID) -> SDLWindow? { windows[id] }

    /// Forgets a window that is closing.
    func windowDidClose(_ window: SDLWindow) { windows[window.id] = nil }

    package func shutDown() { SDL_Quit() }
}
