/// The modifier keys held with a key or a pointer event, with Apple's raw values. On Linux,
/// `.command` is the Super (Windows) key and `.alternate` is Alt; key commands also take Ctrl for
/// `.command` (see `UIKeyCommand`).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Alt (Apple's Option).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Super (Apple's Command).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The platform's modifier keys as UIKit's flags.
    init(_ modifiers: KeyModifiers) {
        let pairs: [(KeyModifiers, UIKeyModifierFlags)] = [(.capsLock, .alphaShift), (.shift, .shift), (.control, .control),
                                                          (.alternate, .alternate), (.command, .command)]
        self = pairs.reduce(into: []) { flags, pair in if modifiers.contains(pair.0) { flags.insert(pair.1) } }
    }
}
