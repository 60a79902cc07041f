/// How the application serves the platform's events: window changes go to the window, pointer
/// input to the touch dispatcher, a request to quit ends the application.
extension UIApplication {
    /// Handles every event the platform has queued.
    package func handlePendingEvents() {
        while let event = platform.input.nextEvent() { handle(event) }
    }

    /// Waits for the platform's next event until `deadline` (media time) at the latest, and handles it.
    package func handleNextEvent(until deadline: Double) {
        if let event = platform.input.waitForEvent(until: deadline) { handle(event) }
    }

    /// Handles one platform event.
    package func handle(_ event: PlatformEvent) {
        switch event.kind {
        case .quit:
            terminate(exitCode: 0)
        case .windowClose(let id):
            openWindows[id]?.isHidden = true
        case .windowResize(let id):
            openWindows[id]?.platformWindowResized()
        case .windowExposed(let id):
            if openWindows[id] != nil { CATransaction.state.requestRedraw() }
        case .pointerButton(let id, let button, let isDown, let location, let clickCount, _, _):
            touchDispatcher.pointerButton(in: openWindows[id], button: button, isDown: isDown, at: location,
                                          clickCount: clickCount, timestamp: event.timestamp)
        case .pointerMotion(_, let location, _, _):
            touchDispatcher.pointerMotion(at: location, timestamp: event.timestamp)
        case .displayConnected, .displayDisconnected, .displayChanged:
            UIScreen.platformDisplaysChanged()
        case .finger, .wheel, .key, .text, .windowFocus:
            // Fingers, scrolling and keys come with recognizers and presses.
            break
        }
    }
}
