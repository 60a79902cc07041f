/// A text input that asks before it takes what the keyboard types (a text field asks its
/// delegate, Text rule 11), where `insertText` called in code asks nothing (Text rule 12), and that
/// handles editing keys itself, repeating them while they are held. The press dispatcher types
/// through it when the first responder adopts it.
@MainActor
protocol KeyboardTextTarget: UIKeyInput {
    /// Text the user typed (a key's text, or an input method's commit).
    func insertTypedText(_ text: String)
    /// A key whose press went to the target repeated (it is held down).
    func keyRepeated(_ press: UIPress)
}
