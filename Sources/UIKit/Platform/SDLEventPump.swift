import CSDL2

/// Turns SDL's events into UIKit's: window changes, and the mouse as a single touch that is
/// hit-tested through the view hierarchy and delivered to the view it began in.
@MainActor
final class SDLEventPump {
    private let application: UIApplication
    private var mouseTouch: UITouch?

    init(application: UIApplication) { self.application = application }

    /// Handles every queued event.
    func pumpPending() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
    }

    /// Sleeps until an event arrives or `milliseconds` pass, and handles what came.
    func waitForEvent(milliseconds: Int32) {
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, milliseconds) != 0 { handle(event) }
    }

    private func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            application.terminate(exitCode: 0)
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            beginTouch(windowID: event.button.windowID, at: CGPoint(x: Int(event.button.x), y: Int(event.button.y)),
                       clicks: Int(event.button.clicks))
        case SDL_MOUSEMOTION:
            updateTouch(phase: .moved, at: CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            updateTouch(phase: .ended, at: CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
            mouseTouch = nil
        default:
            break
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent) {
        guard let window = application.openWindows[event.windowID] else { return }
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_CLOSE: window.isHidden = true
        case SDL_WINDOWEVENT_SIZE_CHANGED: window.platformWindowResized()
        case SDL_WINDOWEVENT_EXPOSED: CATransaction.state.requestRedraw()
        default: break
        }
    }

    private func beginTouch(windowID: UInt32, at point: CGPoint, clicks: Int) {
        guard let window = application.openWindows[windowID] else { return }
        let location = Self.location(of: point, in: window)
        let event = UIEvent()
        let touch = UITouch()
        touch.window = window
        touch.tapCount = max(1, clicks)
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        touch.view = window.hitTest(location, with: event)
        touch.timestamp = MediaClock.shared.now()
        mouseTouch = touch
        deliver(touch, event: event)
    }

    private func updateTouch(phase: UITouch.Phase, at point: CGPoint) {
        guard let touch = mouseTouch, let window = touch.window else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = Self.location(of: point, in: window)
        touch.phase = phase
        touch.timestamp = MediaClock.shared.now()
        deliver(touch, event: UIEvent())
    }

    /// A point in SDL window units as a location in the window's bounds (points).
    private static func location(of point: CGPoint, in window: UIWindow) -> CGPoint {
        let scale = window.platformWindow?.pointScale ?? 1
        return CGPoint(x: point.x / scale + window.bounds.minX, y: point.y / scale + window.bounds.minY)
    }

    private func deliver(_ touch: UITouch, event: UIEvent) {
        guard touch.view != nil else { return }
        event.touches = [touch]
        event.timestamp = touch.timestamp
        application.sendEvent(event)
    }
}
