/// A set of touches (or another input) delivered together.
@MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover }

    /// The kind of this event.
    open internal(set) var type: EventType = .touches
    /// When the event happened, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    public init() {}

    /// All touches of this event.
    open var allTouches: Set<UITouch>? { touches }
    /// The touches in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
