/// A set of touches (or another input) delivered together. A window has one touches event, kept
/// from touch to touch, carrying every live touch of the window.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover }

    /// The kind of this event.
    open internal(set) var type: EventType = .touches
    /// When the event happened, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    /// The pointer buttons held (Input rule 29): for a touches event of the pointer, those down after the
    /// input delivered (none once the button lifts); none for fingers.
    open internal(set) var buttonMask: ButtonMask = []
    /// The modifier keys held at the input delivered (Input rule 29).
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The live touches, in the order they began.
    var touchList: [UITouch] = []
    /// The samples of each touch that changed in this delivery, oldest first.
    var samples: [ObjectIdentifier: [UITouch]] = [:]

    public init() {}

    /// The windows the event is delivered to: those of its touches.
    var windowsInvolved: [UIWindow] { touchList.compactMap(\.window) }

    /// All touches of this event, the stationary ones included.
    open var allTouches: Set<UITouch>? { Set(touchList) }
    /// The touches in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { Set(touchList.filter { $0.view === view }) }
    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { Set(touchList.filter { $0.window === window }) }

    /// Every position `touch` reported since the previous delivery, oldest first, the last one
    /// equal to the touch; nil for a touch that is not in the event.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchList.contains(where: { $0 === touch }) else { return nil }
        return samples[ObjectIdentifier(touch)] ?? [touch.sample()]
    }
}
