/// One press of a key (or a button), the same object from down to up: its phase, the key, and
/// the responder and window it was delivered to, fixed when it went down.
@preconcurrency @MainActor
open class UIPress: Hashable {
    /// Where a press is in its life; Apple's raw values.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// What was pressed: Apple's constants for the buttons of a remote, which the arrow and page
    /// keys of a keyboard also are. Any other key's type is none of them (see `init(key:)`).
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)
        public static let tvRemoteOneTwoThree = PressType(rawValue: 32)
        public static let tvRemoteFourColors = PressType(rawValue: 33)

        /// A keyboard key's type: the remote's button for an arrow or page key; for any other key,
        /// 2000 plus its HID usage (Apple does not say what it reports; this names no constant).
        init(key: UIKeyboardHIDUsage) {
            let buttons: [UIKeyboardHIDUsage: PressType] = [
                .keyboardUpArrow: .upArrow, .keyboardDownArrow: .downArrow, .keyboardLeftArrow: .leftArrow,
                .keyboardRightArrow: .rightArrow, .keyboardPageUp: .pageUp, .keyboardPageDown: .pageDown,
            ]
            self = buttons[key] ?? PressType(rawValue: 2000 + key.rawValue)
        }
    }

    /// The press's current phase.
    open internal(set) var phase: Phase = .began
    /// What was pressed.
    open internal(set) var type: PressType
    /// The key, for a keyboard press.
    open internal(set) var key: UIKey?
    /// When the press last changed, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    /// The window of the responder the press went to.
    open internal(set) weak var window: UIWindow?
    /// The responder the press went to: the first responder, else the key window.
    open internal(set) weak var responder: UIResponder?
    /// Whether the press's began went up the whole chain unhandled: then its text is typed.
    var reachedEndOfChain = false
    /// Whether the key was a key command: its press goes to no responder.
    var wasKeyCommand = false

    /// A press of `key`.
    init(key: UIKey) {
        self.key = key
        type = PressType(key: key.keyCode)
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
