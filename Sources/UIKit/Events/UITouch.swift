/// One finger (or the mouse pointer) on the screen, followed from touch-down to lift-off.
@MainActor
open class UITouch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The touch's current phase.
    open internal(set) var phase: Phase = .began
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    /// The window the touch belongs to.
    open internal(set) weak var window: UIWindow?
    /// Taps in quick succession at this place.
    open internal(set) var tapCount = 1
    /// When the touch last changed, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero

    public init() {}

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous location in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
