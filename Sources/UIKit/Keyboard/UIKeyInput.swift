/// A responder that takes typed text: when it is the first responder, the text of each key-down
/// that no responder handled (its press went up the whole chain) is inserted, again for each key
/// repeat; Backspace deletes. Text typed through an input method, with no key, is inserted too.
/// While such a responder is first, the platform's text input is on (`PlatformTextInput`).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` typed by the user; Return types "\n" and Tab "\t".
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
