/// One finger (or the mouse pointer) on the screen, followed from touch-down to lift-off.
@preconcurrency @MainActor
open class UITouch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's touch surface).
        case indirect
        /// A stylus.
        case pencil
        /// A pointer's button: the mouse.
        case indirectPointer
    }

    /// The touch's current phase.
    open internal(set) var phase: Phase = .began
    /// What made the touch: a finger (`.direct`) or the mouse (`.indirectPointer`).
    open internal(set) var type: TouchType = .direct
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    /// The window the touch belongs to.
    open internal(set) weak var window: UIWindow?
    /// Taps in quick succession at this place (counted by `TapCounter`).
    open internal(set) var tapCount = 1
    /// When the touch last changed, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero
    /// Where the touch went down, in the window, for counting taps.
    var beganLocationInWindow = CGPoint.zero
    /// Whether the view's `touches…` methods receive it: false for a further finger on a view
    /// without multiple touch (Input rule 5) or one kept out by an exclusive view (Input rule 6).
    var isDeliveredToView = true

    public init() {}

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The previous location in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    /// A copy of the touch as it is now, for the event's coalesced samples.
    func sample() -> UITouch {
        let copy = UITouch()
        copy.phase = phase
        copy.type = type
        copy.view = view
        copy.window = window
        copy.tapCount = tapCount
        copy.timestamp = timestamp
        copy.locationInWindow = locationInWindow
        copy.previousLocationInWindow = previousLocationInWindow
        copy.beganLocationInWindow = beganLocationInWindow
        copy.isDeliveredToView = isDeliveredToView
        return copy
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
