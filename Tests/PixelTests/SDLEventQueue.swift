import CSDL2
import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Input pushed onto SDL's own event queue (`SDL_PushEvent`) for one window, as a display server
/// would deliver it: the events go through `SDLInputSource` and UIKit's dispatch like real ones.
/// Positions are SDL window units; finger positions are fractions of the window's size.
@MainActor
struct SDLEventQueue {
    let windowID: UInt32

    /// A mouse button goes down or up at (x, y); `which` SDL_TOUCH_MOUSEID marks SDL's copy of a finger.
    func button(_ type: SDL_EventType, button: Int32 = SDL_BUTTON_LEFT, x: Int32, y: Int32, which: UInt32 = 0) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.windowID = windowID
        event.button.which = which
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        event.button.clicks = 1
        push(&event)
    }

    /// The mouse moves to (x, y) with `buttons` (SDL's button mask; SDL_BUTTON_LMASK by default) held.
    func motion(x: Int32, y: Int32, buttons: UInt32 = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)) {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = windowID
        event.motion.state = buttons
        event.motion.x = x
        event.motion.y = y
        push(&event)
    }

    /// A finger event at (x, y), fractions of the window's size.
    func finger(_ type: SDL_EventType, finger: SDL_FingerID, x: Float, y: Float, device: SDL_TouchID = 1) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = device
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 1
        event.tfinger.windowID = windowID
        push(&event)
    }

    /// The wheel turns `steps` notches (positive: away from the user) with the pointer at (x, y).
    func wheel(steps: Int32, x: Int32, y: Int32) {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = windowID
        event.wheel.y = steps
        event.wheel.preciseY = Float(steps)
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.mouseX = x
        event.wheel.mouseY = y
        push(&event)
    }

    /// A key goes down (again, when `repeats`) or up: `scancode` (the HID usage) with SDL's `modifiers` held.
    func key(_ type: SDL_EventType, _ scancode: SDL_Scancode, repeats: Bool = false, modifiers: SDL_Keymod = KMOD_NONE) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.windowID = windowID
        event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = repeats ? 1 : 0
        event.key.keysym.scancode = scancode
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        push(&event)
    }

    /// Text typed into the window (at most 31 bytes of UTF-8, as one SDL event holds).
    func text(_ text: String) { self.text(bytes: Array(text.utf8)) }

    /// Text typed into the window as SDL hands it over: `bytes` (at most 31), valid UTF-8 or not.
    func text(bytes: [UInt8]) {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = windowID
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in bytes.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        push(&event)
    }

    /// The window gains or loses the keyboard focus.
    func focus(_ isFocused: Bool) {
        window(isFocused ? SDL_WINDOWEVENT_FOCUS_GAINED : SDL_WINDOWEVENT_FOCUS_LOST)
    }

    /// The user closes the window (its close button, or the window manager's).
    func close() {
        window(SDL_WINDOWEVENT_CLOSE)
    }

    /// The window manager reports `change` to the window (minimised, restored, hidden, shown…).
    func window(_ change: SDL_WindowEventID) {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(change.rawValue)
        push(&event)
    }

    private func push(_ event: inout SDL_Event) {
        #expect(SDL_PushEvent(&event) == 1, "SDL took the event: \(String(cString: SDL_GetError()))")
    }

    /// Opens a shown window drawn synchronously, drains SDL's queue of its opening events, and
    /// returns it with its queue.
    static func openWindow(size: CGSize, configure: (UIWindow) -> Void) throws -> (UIWindow, SDLEventQueue) {
        UIApplication.shared.useRenderer(SynchronousRenderer())
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        configure(window)
        window.makeKeyAndVisible()
        CATransaction.flush()
        let windowID = try #require(window.platformWindow?.id.rawValue)
        UIApplication.shared.handlePendingEvents()
        return (window, SDLEventQueue(windowID: windowID))
    }

    /// Opens a shown window of `size` filled by the page `make` builds, as `openWindow` does.
    static func openPage<Page: UIView>(size: CGSize, _ make: (CGRect) -> Page) throws -> (UIWindow, Page, SDLEventQueue) {
        var page: Page?
        let (window, queue) = try openWindow(size: size) { window in
            page = make(window.bounds)
            window.addSubview(page!)
        }
        return (window, try #require(page), queue)
    }
}
