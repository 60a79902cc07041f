/// Pointer buttons, as a set: the buttons held down, or the one that changed.
package struct PointerButtons: OptionSet, Hashable, Sendable {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The left button (the one that touches).
    package static let primary = PointerButtons(rawValue: 1 << 0)
    /// The right button.
    package static let secondary = PointerButtons(rawValue: 1 << 1)
    package static let middle = PointerButtons(rawValue: 1 << 2)
    package static let back = PointerButtons(rawValue: 1 << 3)
    package static let forward = PointerButtons(rawValue: 1 << 4)
}
