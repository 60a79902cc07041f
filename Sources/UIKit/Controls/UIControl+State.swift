extension UIControl {
    /// What a control is doing, for state-dependent looks (a button's titles); Apple's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A touch is down on the control (and within its touch area).
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (Casement has no focus system: never set).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an application may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits kept for UIKit.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
