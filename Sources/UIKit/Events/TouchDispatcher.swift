/// Turns the platform's pointer input into touches: the primary button is one touch, hit-tested
/// once when it goes down and delivered, as the same `UITouch`, to the view it began in until it
/// ends. Each window has one touches `UIEvent`, kept across the sequence and holding its live touches.
@MainActor
final class TouchDispatcher {
    /// What a touch follows: the primary pointer button (fingers join here as their own sources).
    enum Source: Hashable { case pointer }

    private unowned let application: UIApplication
    private var touches: [Source: UITouch] = [:]
    private var events: [ObjectIdentifier: UIEvent] = [:]

    init(application: UIApplication) { self.application = application }

    /// Handles a pointer button: a primary press in an open window begins a touch; its release,
    /// wherever it happens, ends it.
    func pointerButton(in window: UIWindow?, button: PointerButtons, isDown: Bool, at location: CGPoint,
                       clickCount: Int, timestamp: Double) {
        guard button == .primary else { return }
        if isDown {
            guard let window else { return }
            begin(.pointer, in: window, at: location, tapCount: max(1, clickCount), timestamp: timestamp)
        } else {
            update(.pointer, phase: .ended, at: location, timestamp: timestamp)
        }
    }

    /// Handles pointer motion: the pointer's touch, if there is one, moves.
    func pointerMotion(at location: CGPoint, timestamp: Double) {
        update(.pointer, phase: .moved, at: location, timestamp: timestamp)
    }

    /// Forgets `window`'s touches event when the window closes (its touches are not cancelled yet).
    func windowDidClose(_ window: UIWindow) {
        events[ObjectIdentifier(window)] = nil
    }

    private func begin(_ source: Source, in window: UIWindow, at point: CGPoint, tapCount: Int, timestamp: Double) {
        retire(source)
        let event = touchesEvent(for: window)
        let location = Self.location(of: point, in: window)
        let touch = UITouch()
        touch.window = window
        touch.tapCount = tapCount
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        touch.view = window.hitTest(location, with: event)
        touch.timestamp = timestamp
        touches[source] = touch
        deliver(touch, in: event)
    }

    private func update(_ source: Source, phase: UITouch.Phase, at point: CGPoint, timestamp: Double) {
        guard let touch = touches[source], let window = touch.window else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = Self.location(of: point, in: window)
        touch.phase = phase
        touch.timestamp = timestamp
        deliver(touch, in: touchesEvent(for: window))
        if phase == .ended || phase == .cancelled { retire(source) }
    }

    /// Stops following the source's touch and takes it out of its event.
    private func retire(_ source: Source) {
        guard let touch = touches.removeValue(forKey: source) else { return }
        for event in events.values { event.touches.remove(touch) }
    }

    /// The window's touches event, made when its first touch begins.
    private func touchesEvent(for window: UIWindow) -> UIEvent {
        if let event = events[ObjectIdentifier(window)] { return event }
        let event = UIEvent()
        events[ObjectIdentifier(window)] = event
        return event
    }

    /// A point from the window's top left corner as a location in the window's bounds.
    private static func location(of point: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: point.x + window.bounds.minX, y: point.y + window.bounds.minY)
    }

    /// Hands the touch's event to the application; a touch that hit no view is followed but not delivered.
    private func deliver(_ touch: UITouch, in event: UIEvent) {
        guard touch.view != nil else { return }
        event.touches.insert(touch)
        event.timestamp = touch.timestamp
        application.sendEvent(event)
    }
}
