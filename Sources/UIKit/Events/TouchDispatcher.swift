/// Turns the platform's touch input into `UITouch`es. Each source (the primary pointer button, each
/// finger of each touch device) is followed by one touch from down to up; its window
/// (`WindowTouches`) hit-tests it and delivers it. Input that makes no sense — a finger never seen
/// going down, a window that is not open, a point outside the window or not a number — is
/// reported and ignored.
@MainActor
final class TouchDispatcher {
    /// What a touch follows.
    enum Source: Hashable, CustomStringConvertible {
        /// The primary pointer button (the mouse as a touch).
        case pointer
        /// A finger of a touch device.
        case finger(device: Int64, id: Int64)

        var description: String {
            switch self {
            case .pointer: "the pointer"
            case .finger(let device, let id): "finger \(id) of touch device \(device)"
            }
        }
    }

    private unowned let application: UIApplication
    /// The touch each source follows until it lifts. A touch that was cancelled or began outside
    /// every view stays here, not live, so the rest of its input is ignored quietly.
    private var touches: [Source: UITouch] = [:]
    /// The pointer buttons held, as the latest pointer event said: the pointer touch's `buttonMask`.
    private(set) var pointerButtons: PointerButtons = []
    /// The modifier keys held, as the latest event that says (pointer, wheel, key) said: the
    /// touches events' `modifierFlags` (fingers carry none of their own).
    var modifiers: KeyModifiers = []

    init(application: UIApplication) { self.application = application }

    /// A pointer button, `buttons` held after it: a primary press begins the pointer's touch; its
    /// release, wherever it happens, ends it. Other buttons are not touches, so a secondary
    /// click never tracks a control (Input rule 29).
    func pointerButton(in window: PlatformWindowID, button: PointerButtons, isDown: Bool, at location: CGPoint,
                       buttons: PointerButtons, modifiers: KeyModifiers, timestamp: Double) {
        pointerButtons = buttons
        self.modifiers = modifiers
        guard button == .primary else { return }
        if isDown {
            begin(.pointer, type: .indirectPointer, in: window, at: location, timestamp: timestamp)
        } else {
            end(.pointer, at: location, timestamp: timestamp)
        }
    }

    /// Pointer motion with `buttons` held: the pointer's touch, if it has one, moves (else the pointer hovers).
    func pointerMotion(to location: CGPoint, buttons: PointerButtons, modifiers: KeyModifiers, timestamp: Double) {
        pointerButtons = buttons
        self.modifiers = modifiers
        move(.pointer, to: location, timestamp: timestamp)
    }

    /// A finger goes down, moves or lifts.
    func finger(_ source: Source, phase: PlatformEvent.FingerPhase, in window: PlatformWindowID, at location: CGPoint,
                timestamp: Double) {
        switch phase {
        case .down: begin(source, type: .direct, in: window, at: location, timestamp: timestamp)
        case .move: move(source, to: location, timestamp: timestamp)
        case .up: end(source, at: location, timestamp: timestamp)
        }
    }

    /// Delivers the motion of every window since the last delivery: the end of a main-loop turn.
    func deliverMotion() {
        for window in application.windows { window.touchState.deliverMotion() }
    }

    private func begin(_ source: Source, type: UITouch.TouchType, in id: PlatformWindowID, at point: CGPoint, timestamp: Double) {
        if let stale = touches[source], let window = stale.window, window.touchState.isLive(stale) {
            Diagnostics.report("\(source) went down again without lifting; its touch is cancelled")
            window.touchState.cancel(at: timestamp) { $0 === stale }
        }
        let touch = UITouch()
        touch.type = type
        touches[source] = touch
        guard let window = application.openWindows[id] else {
            Diagnostics.report("\(source) went down in window \(id.rawValue), which is not open; ignored", .oncePerMessage)
            return
        }
        guard CGRect(origin: .zero, size: window.bounds.size).contains(point) else {
            Diagnostics.report("\(source) went down at (\(point.x), \(point.y)), outside its \(window.bounds.width)×\(window.bounds.height) window; ignored")
            return
        }
        window.touchState.begin(touch, at: Self.location(of: point, in: window), timestamp: timestamp)
    }

    private func move(_ source: Source, to point: CGPoint, timestamp: Double) {
        guard let (touch, window) = liveTouch(of: source, doing: "moved") else { return }
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.report("\(source) moved to (\(point.x), \(point.y)), which is not a point; ignored", .oncePerMessage)
            return
        }
        window.touchState.move(touch, to: Self.location(of: point, in: window), timestamp: timestamp)
    }

    private func end(_ source: Source, at point: CGPoint, timestamp: Double) {
        defer { touches[source] = nil }
        guard let (touch, window) = liveTouch(of: source, doing: "lifted") else { return }
        // A release with no usable position ends the touch where it was last seen.
        let location = point.x.isFinite && point.y.isFinite ? Self.location(of: point, in: window) : touch.locationInWindow
        window.touchState.end(touch, at: location, timestamp: timestamp)
    }

    /// The source's touch while it is live; a finger that never went down is reported.
    private func liveTouch(of source: Source, doing action: String) -> (UITouch, UIWindow)? {
        guard let touch = touches[source] else {
            if source != .pointer { Diagnostics.report("\(source) \(action) without going down; ignored", .oncePerMessage) }
            return nil
        }
        guard let window = touch.window, window.touchState.isLive(touch) else { return nil }
        return (touch, window)
    }

    /// A point from the window's top left corner as a location in the window's bounds.
    private static func location(of point: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: point.x + window.bounds.minX, y: point.y + window.bounds.minY)
    }
}
