extension UIEvent {
    /// Pointer buttons as a set, with Apple's raw values: button n is bit n − 1.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// Button `buttonNumber`, counting the primary as 1 (the middle button is 3).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }

        /// The platform's buttons, whose bits are Apple's order: primary, secondary, middle, back, forward.
        init(_ buttons: PointerButtons) { self.init(rawValue: buttons.rawValue) }
    }
}
