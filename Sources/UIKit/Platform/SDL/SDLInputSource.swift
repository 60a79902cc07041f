import CSDL2
import QuartzCore

/// SDL's event queue as neutral platform events: positions in points, SDL's mouse buttons and
/// modifiers as UIKit's sets, display events as changes to the platform's display list.
@MainActor
final class SDLInputSource: PlatformInputSource {
    private unowned let platform: SDLPlatform
    private let clock = MediaClock.shared
    /// Events already translated but not yet taken (one SDL display event can be several changes).
    private var pending: [PlatformEvent] = []
    /// The buttons held, as SDL's button events report them one at a time.
    private var buttons: PointerButtons = []
    /// The keys held (scancodes), whose repeats SDL's Wayland back end makes as its queue is read.
    private var heldKeys: Set<Int> = []
    /// How often the queue is read while a key is held under Wayland: often enough for any repeat rate a desktop offers.
    private static let keyRepeatReadInterval = 0.01
    private lazy var makesKeyRepeatsWhenRead = platform.videoDriver == "wayland"

    init(platform: SDLPlatform) { self.platform = platform }

    func nextEvent() -> PlatformEvent? {
        if let signal = platform.watcher.takeQuitSignal() {
            Diagnostics.report("\(signal == SIGINT ? "SIGINT" : "SIGTERM") received; quitting")
            return PlatformEvent(timestamp: clock.now(), .quit)
        }
        if platform.watcher.isConnectionLost {
            Diagnostics.report("the display server closed the connection; quitting")
            UIApplication.shared.terminate(exitCode: 1)
        }
        var event = SDL_Event()
        while pending.isEmpty, SDL_PollEvent(&event) != 0 { translate(event) }
        if pending.isEmpty { platform.watcher.inputRead() }
        return pending.isEmpty ? nil : pending.removeFirst()
    }

    var hasQueuedEvents: Bool {
        !pending.isEmpty || SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    var nextReadTime: Double? {
        makesKeyRepeatsWhenRead && !heldKeys.isEmpty ? clock.now() + Self.keyRepeatReadInterval : nil
    }

    var wakeMainLoop: (@Sendable () -> Void)? {
        didSet { platform.watcher.setWake(wakeMainLoop) }
    }

    private func translate(_ event: SDL_Event) {
        let timestamp = mediaTime(ofTicks: event.common.timestamp)
        for kind in kinds(of: event) { pending.append(PlatformEvent(timestamp: timestamp, kind)) }
    }

    private func kinds(of event: SDL_Event) -> [PlatformEvent.Kind] {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return [.quit]
        case SDL_WINDOWEVENT:
            return windowEvent(event.window).map { [$0] } ?? []
        case SDL_DISPLAYEVENT:
            return platform.refreshDisplays().events
        // SDL also reports touch-screen fingers as the mouse (`which` is SDL_TOUCH_MOUSEID): marked emulated.
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let press = event.button
            let window = PlatformWindowID(press.windowID)
            let button = Self.buttons(sdlMask: press.button > 0 ? 1 << (UInt32(press.button) - 1) : 0)
            let isDown = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            let isEmulated = press.which == Self.touchMouseID
            if !isEmulated { buttons = isDown ? buttons.union(button) : buttons.subtracting(button) }
            return [.pointerButton(window: window, button: button, isDown: isDown, location: location(press.x, press.y, in: window),
                                   buttons: buttons, modifiers: Self.modifiers(SDL_GetModState()), isEmulated: isEmulated)]
        case SDL_MOUSEMOTION:
            let motion = event.motion
            let window = PlatformWindowID(motion.windowID)
            return [.pointerMotion(window: window, location: location(motion.x, motion.y, in: window),
                                   buttons: Self.buttons(sdlMask: motion.state), modifiers: Self.modifiers(SDL_GetModState()),
                                   isEmulated: motion.which == Self.touchMouseID)]
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let window = PlatformWindowID(wheel.windowID)
            let sign: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return [.wheel(window: window, dx: Double(wheel.preciseX * sign), dy: Double(wheel.preciseY * sign),
                           location: location(wheel.mouseX, wheel.mouseY, in: window), modifiers: Self.modifiers(SDL_GetModState()))]
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return fingerEvent(event.tfinger).map { [$0] } ?? []
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = event.key
            if SDL_EventType(event.type) == SDL_KEYDOWN {
                heldKeys.insert(Int(key.keysym.scancode.rawValue))
            } else {
                heldKeys.remove(Int(key.keysym.scancode.rawValue))
            }
            return [.key(window: PlatformWindowID(key.windowID), scancode: Int(key.keysym.scancode.rawValue),
                         isDown: SDL_EventType(event.type) == SDL_KEYDOWN, isRepeat: key.repeat != 0,
                         modifiers: Self.modifiers(SDL_Keymod(UInt32(key.keysym.mod))))]
        case SDL_TEXTINPUT:
            var input = event.text
            let text = withUnsafeBytes(of: &input.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return [.text(window: PlatformWindowID(input.windowID), text)]
        case SDL_TEXTEDITING:
            var edit = event.edit
            let text = withUnsafeBytes(of: &edit.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return [.markedText(window: PlatformWindowID(edit.windowID), text,
                                selection: CompositionSelection.utf16Range(in: text, start: edit.start, length: edit.length))]
        case SDL_TEXTEDITING_EXT:
            // The whole composition in one event (SDL_HINT_IME_SUPPORT_EXTENDED_TEXT); the text is ours to free.
            let edit = event.editExt
            defer { SDL_free(edit.text) }
            let text = edit.text.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) } ?? ""
            return [.markedText(window: PlatformWindowID(edit.windowID), text,
                                selection: CompositionSelection.utf16Range(in: text, start: edit.start, length: edit.length))]
        default:
            return []
        }
    }

    private func windowEvent(_ event: SDL_WindowEvent) -> PlatformEvent.Kind? {
        let window = PlatformWindowID(event.windowID)
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_CLOSE: return .windowClose(window: window)
        case SDL_WINDOWEVENT_SIZE_CHANGED: return .windowResize(window: window)
        case SDL_WINDOWEVENT_EXPOSED: return .windowExposed(window: window)
        case SDL_WINDOWEVENT_FOCUS_GAINED: return .windowFocus(window: window, isFocused: true)
        case SDL_WINDOWEVENT_FOCUS_LOST: return .windowFocus(window: window, isFocused: false)
        case SDL_WINDOWEVENT_LEAVE: return .pointerExited(window: window)
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN: return .windowShown(window: window, isShown: false)
        case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN: return .windowShown(window: window, isShown: true)
        case SDL_WINDOWEVENT_DISPLAY_CHANGED:
            let displays = platform.displays
            guard displays.indices.contains(Int(event.data1)) else { return nil }
            return .windowMoved(window: window, display: displays[Int(event.data1)].id)
        default: return nil
        }
    }

    /// A finger event; SDL gives its position as a fraction of the window it touches. Touches SDL
    /// makes from the mouse (device SDL_MOUSE_TOUCHID) are marked emulated; one for a window that
    /// is not open (it closed while the finger was down) is reported and dropped.
    private func fingerEvent(_ event: SDL_TouchFingerEvent) -> PlatformEvent.Kind? {
        let window = PlatformWindowID(event.windowID)
        guard let size = platform.window(window)?.size else {
            Diagnostics.report("a finger event for SDL window \(event.windowID), which is not open; ignored", .oncePerMessage)
            return nil
        }
        let phase: PlatformEvent.FingerPhase = switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN: .down
        case SDL_FINGERUP: .up
        default: .move
        }
        return .finger(window: window, device: event.touchId, finger: event.fingerId, phase: phase,
                       location: CGPoint(x: CGFloat(event.x) * size.width, y: CGFloat(event.y) * size.height),
                       pressure: Double(event.pressure), isEmulated: event.touchId == Self.mouseTouchID)
    }

    /// SDL_TOUCH_MOUSEID: the mouse instance of mouse events SDL made from touches.
    static let touchMouseID = UInt32.max
    /// SDL_MOUSE_TOUCHID: the touch device of touches SDL made from the mouse.
    static let mouseTouchID: SDL_TouchID = -1

    /// A point in SDL window units as points from the window's top left corner.
    private func location(_ x: Int32, _ y: Int32, in window: PlatformWindowID) -> CGPoint {
        let scale = platform.window(window)?.pointScale ?? 1
        return CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    /// SDL's tick count (milliseconds) as media time: now, less how long the event waited in the
    /// queue. The virtual clock does not follow real time, so there an event happened now.
    private func mediaTime(ofTicks ticks: UInt32) -> Double {
        let now = clock.now()
        guard !clock.isVirtual else { return now }
        return now - Double(SDL_GetTicks() &- ticks) / 1000
    }

    private static func buttons(sdlMask mask: UInt32) -> PointerButtons {
        let sdl: [(Int32, PointerButtons)] = [(SDL_BUTTON_LEFT, .primary), (SDL_BUTTON_RIGHT, .secondary), (SDL_BUTTON_MIDDLE, .middle),
                                              (SDL_BUTTON_X1, .back), (SDL_BUTTON_X2, .forward)]
        return sdl.reduce(into: []) { set, pair in if mask & (1 << UInt32(pair.0 - 1)) != 0 { set.insert(pair.1) } }
    }

    private static func modifiers(_ mod: SDL_Keymod) -> KeyModifiers {
        let sdl: [(SDL_Keymod, KeyModifiers)] = [(KMOD_SHIFT, .shift), (KMOD_CTRL, .control), (KMOD_ALT, .alternate),
                                                 (KMOD_GUI, .command), (KMOD_CAPS, .capsLock)]
        return sdl.reduce(into: []) { set, pair in if mod.rawValue & pair.0.rawValue != 0 { set.insert(pair.1) } }
    }
}
