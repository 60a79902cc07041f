/// A key of a physical keyboard, as one press reports it: which key (`keyCode`, whatever the
/// layout), the modifiers held when it went down, and what it types.
@preconcurrency @MainActor
open class UIKey {
    /// The key's USB HID usage (SDL's scancode).
    public let keyCode: UIKeyboardHIDUsage
    /// The modifier keys held when the key went down (`.numericPad` for a keypad key).
    public let modifierFlags: UIKeyModifierFlags
    /// What the key typed: the platform's text for it (the layout, Shift, Caps Lock and AltGr
    /// applied); without one (Ctrl or Super held, keys that type nothing) the US layout's characters
    /// with Shift and Caps Lock. Arrows, Escape, function keys: `UIKeyCommand`'s input strings.
    public let characters: String
    /// What the key types with no modifier: the US layout's lower symbol (so ⇧1 is "1"); the
    /// `characters` for a key the US layout has none for.
    public let charactersIgnoringModifiers: String

    /// The key `keyCode` pressed with `modifierFlags`, having typed `text` (nil: none came).
    init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags, text: String?) {
        self.keyCode = keyCode
        self.modifierFlags = keyCode.isOnKeypad ? modifierFlags.union(.numericPad) : modifierFlags
        characters = text ?? USKeyLayout.characters(of: keyCode, modifiers: modifierFlags)
        let unmodified = USKeyLayout.characters(of: keyCode, modifiers: [])
        charactersIgnoringModifiers = unmodified.isEmpty ? characters : unmodified
    }
}
