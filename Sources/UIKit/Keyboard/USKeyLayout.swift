/// What each key types on a US keyboard: the characters of a `UIKey` when the platform gave no
/// text for it (Ctrl or Super held, a key-up, a key that types nothing) and its
/// `charactersIgnoringModifiers` always, so key commands match the key's place on the keyboard
/// whatever the layout, as Linux shortcuts do. Keys that type nothing in UIKit (arrows, Escape,
/// function keys) give `UIKeyCommand`'s input strings.
enum USKeyLayout {
    /// The key's characters with `modifiers`: Shift picks the upper symbol, Caps Lock upper-case
    /// letters; "" for a key that has none (a modifier key).
    static func characters(of key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) -> String {
        let shifted = modifiers.contains(.shift)
        let letterIndex = key.rawValue - UIKeyboardHIDUsage.keyboardA.rawValue
        if (0..<26).contains(letterIndex) {
            let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(letterIndex)))
            return shifted != modifiers.contains(.alphaShift) ? letter.uppercased() : letter
        }
        if let (plain, upper) = symbols[key] { return shifted ? upper : plain }
        return named[key] ?? ""
    }

    /// Keys with a lower and an upper symbol.
    private static let symbols: [UIKeyboardHIDUsage: (String, String)] = [
        .keyboard1: ("1", "!"), .keyboard2: ("2", "@"), .keyboard3: ("3", "#"), .keyboard4: ("4", "$"), .keyboard5: ("5", "%"),
        .keyboard6: ("6", "^"), .keyboard7: ("7", "&"), .keyboard8: ("8", "*"), .keyboard9: ("9", "("), .keyboard0: ("0", ")"),
        .keyboardHyphen: ("-", "_"), .keyboardEqualSign: ("=", "+"), .keyboardOpenBracket: ("[", "{"),
        .keyboardCloseBracket: ("]", "}"), .keyboardBackslash: ("\\", "|"), .keyboardSemicolon: (";", ":"),
        .keyboardQuote: ("'", "\""), .keyboardGraveAccentAndTilde: ("`", "~"), .keyboardComma: (",", "<"),
        .keyboardPeriod: (".", ">"), .keyboardSlash: ("/", "?"), .keyboardSpacebar: (" ", " "),
    ]

    /// Keys with one meaning, Shift or not: control characters, UIKit's input strings, the keypad.
    private static let named: [UIKeyboardHIDUsage: String] = [
        .keyboardReturnOrEnter: "\r", .keypadEnter: "\r", .keyboardTab: "\t", .keyboardDeleteOrBackspace: "\u{8}",
        .keyboardEscape: UIKeyCommand.inputEscape, .keyboardDeleteForward: UIKeyCommand.inputDelete,
        .keyboardUpArrow: UIKeyCommand.inputUpArrow, .keyboardDownArrow: UIKeyCommand.inputDownArrow,
        .keyboardLeftArrow: UIKeyCommand.inputLeftArrow, .keyboardRightArrow: UIKeyCommand.inputRightArrow,
        .keyboardHome: UIKeyCommand.inputHome, .keyboardEnd: UIKeyCommand.inputEnd,
        .keyboardPageUp: UIKeyCommand.inputPageUp, .keyboardPageDown: UIKeyCommand.inputPageDown,
        .keyboardF1: UIKeyCommand.inputF1, .keyboardF2: UIKeyCommand.inputF2, .keyboardF3: UIKeyCommand.inputF3,
        .keyboardF4: UIKeyCommand.inputF4, .keyboardF5: UIKeyCommand.inputF5, .keyboardF6: UIKeyCommand.inputF6,
        .keyboardF7: UIKeyCommand.inputF7, .keyboardF8: UIKeyCommand.inputF8, .keyboardF9: UIKeyCommand.inputF9,
        .keyboardF10: UIKeyCommand.inputF10, .keyboardF11: UIKeyCommand.inputF11, .keyboardF12: UIKeyCommand.inputF12,
        .keypadSlash: "/", .keypadAsterisk: "*", .keypadHyphen: "-", .keypadPlus: "+", .keypadPeriod: ".", .keypadEqualSign: "=",
        .keypad1: "1", .keypad2: "2", .keypad3: "3", .keypad4: "4", .keypad5: "5",
        .keypad6: "6", .keypad7: "7", .keypad8: "8", .keypad9: "9", .keypad0: "0",
    ]
}
