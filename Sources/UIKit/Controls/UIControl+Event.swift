extension UIControl {
    /// The events a control sends actions for, with Apple's raw values (Input rule 25).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down with `tapCount` above one.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked touch moved within the control's touch area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked touch moved outside the control's touch area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked touch came back into the control's touch area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked touch left the control's touch area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked touch lifted within the control's touch area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked touch lifted outside the control's touch area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A tracked touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button: after `touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action happened before the menu was shown.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an application may define for itself.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events kept for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
