/// How the application serves the platform's events: window changes go to the window, touch
/// input to the touch dispatcher, hover to the window's hover, keys and text to the press
/// dispatcher, a request to quit ends the application; focus and minimising move the application's state.
extension UIApplication {
    /// Handles every event the platform has queued, delivers the last key-down and the turn's
    /// coalesced motion and hover, follows the desktop's focus and minimising with the application's
    /// state, then passes the recognizer and control deadlines that are due:
    /// the trace's "events" phase of the turn, with the number of events.
    package func handlePendingEvents() {
        let handling = CATransaction.state.trace?.begin("events", "main")
        var handled = 0
        defer { handling?.end([("events", handled)]) }
        while let event = platform.input.nextEvent() {
            handle(event)
            handled += 1
        }
        followDesktop()
        pressDispatcher.deliverPendingKey()
        touchDispatcher.deliverMotion()
        for window in windows { window.hoverState.deliverMotion() }
        let now = MediaClock.shared.now()
        for window in windows { window.touchState.passDeadlines(at: now) }
    }

    /// The earliest deadline of the windows' recognizers and tracking controls (a long press, a
    /// double tap's wait, a stepper's autorepeat): the main loop wakes for it, with no input coming.
    package var nextInputDeadline: Double? {
        windows.compactMap(\.touchState.nextDeadline).min()
    }

    /// Handles one platform event. Input the platform emulated from another device is ignored:
    /// the original arrives too (Input rule 1).
    package func handle(_ event: PlatformEvent) {
        // A key-down's text comes just after it: another kind of event means it has all come.
        switch event.kind {
        case .key, .text, .markedText: break
        default: pressDispatcher.deliverPendingKey()
        }
        switch event.kind {
        case .quit:
            terminate(exitCode: 0)
        case .windowClose(let id):
            openWindows[id]?.isHidden = true
        case .windowResize(let id):
            openWindows[id]?.platformWindowResized()
        case .windowMoved(let id, let display):
            openWindows[id]?.platformWindowMoved(to: display)
        case .windowExposed(let id):
            if openWindows[id] != nil { CATransaction.state.requestRedraw() }
        case .windowShown(let id, let isShown):
            if openWindows[id] != nil { desktop.show(id, isShown: isShown) }
        case .windowFocus(let id, let isFocused):
            if openWindows[id] != nil { desktop.focus(id, isFocused: isFocused) }
            guard !isFocused else {
                // The key window follows the keyboard focus, except to a window just shown beside it.
                guard let window = openWindows[id], !focusCameWithShowing(window, at: event.timestamp) else { break }
                window.makeKey()
                break
            }
            // The desktop's "the app went inactive": the modifiers are let go, the window's touches
            // and the keys held are cancelled (Input rule 7).
            touchDispatcher.modifiers = []
            openWindows[id]?.touchState.cancel(at: event.timestamp)
            pressDispatcher.cancelPresses(at: event.timestamp)
        case .pointerButton(let id, let button, let isDown, let location, let buttons, let modifiers, let isEmulated):
            guard !isEmulated else { break }
            touchDispatcher.pointerButton(in: id, button: button, isDown: isDown, at: location, buttons: buttons, modifiers: modifiers,
                                          timestamp: event.timestamp)
            // The secondary and middle buttons are not touches: text fields and views take them.
            if isDown, button == .secondary || button == .middle { openWindows[id]?.textButtonPressed(button, at: location) }
        case .pointerMotion(let id, let location, let buttons, let modifiers, let isEmulated):
            guard !isEmulated else { break }
            touchDispatcher.pointerMotion(to: location, buttons: buttons, modifiers: modifiers, timestamp: event.timestamp)
            // With no button down the pointer hovers.
            guard buttons.isEmpty else { break }
            guard let window = openWindows[id] else {
                Diagnostics.report("the pointer hovered in window \(id.rawValue), which is not open; ignored", .oncePerMessage)
                break
            }
            window.hoverState.move(to: location)
        case .pointerExited(let id):
            // Quietly for a window that is not open: the platform reports the pointer leaving one it just closed.
            openWindows[id]?.hoverState.exit()
        case .finger(let id, let device, let finger, let phase, let location, _, let isEmulated):
            guard !isEmulated else { break }
            touchDispatcher.finger(.finger(device: device, id: finger), phase: phase, in: id, at: location, timestamp: event.timestamp)
        case .displayConnected, .displayDisconnected, .displayChanged:
            UIScreen.platformDisplaysChanged()
        case .wheel(let id, let dx, let dy, let location, let modifiers):
            touchDispatcher.modifiers = modifiers
            let steps = ScrollInput.steps(dx: dx, dy: dy, modifiers: modifiers)
            scroll(in: id, dx: steps.dx, dy: steps.dy, at: location, zooming: modifiers.contains(.control), timestamp: event.timestamp)
        case .key(let id, let scancode, let isDown, let isRepeat, let modifiers):
            touchDispatcher.modifiers = modifiers
            pressDispatcher.key(in: id, scancode: scancode, isDown: isDown, isRepeat: isRepeat, modifiers: modifiers, timestamp: event.timestamp)
        case .text(let id, let text):
            pressDispatcher.text(text, in: id)
        case .markedText(let id, let text, let selection):
            pressDispatcher.markedText(text, selection: selection, in: id)
        }
    }
}
