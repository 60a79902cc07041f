/// What an on-screen keyboard would show for a text input. Linux has no on-screen keyboard, and
/// nothing filters a hardware one (a `.numberPad` field takes letters), so Casement stores these
/// and acts only on `isSecureTextEntry`. Every member has a default, as UIKit's optional ones do.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When Shift is switched on by itself (`.sentences` for a text field).
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether corrections are offered.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Which keyboard is shown.
    var keyboardType: UIKeyboardType { get set }
    /// The title of the Return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the text is hidden behind bullets and cannot be copied.
    var isSecureTextEntry: Bool { get set }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
}

/// When a keyboard switches Shift on by itself; Apple's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether a keyboard offers corrections; Apple's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// The on-screen keyboard a text input asks for; Apple's raw values.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
    /// The old name of `.asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of a keyboard's Return key; Apple's raw values.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
