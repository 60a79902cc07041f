/// The modifier keys held during an event.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let shift = KeyModifiers(rawValue: 1 << 0)
    package static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Apple's option).
    package static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// The Super/Windows key (Apple's command).
    package static let command = KeyModifiers(rawValue: 1 << 3)
    package static let capsLock = KeyModifiers(rawValue: 1 << 4)
}
