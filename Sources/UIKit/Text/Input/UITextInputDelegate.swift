/// The input system's side of a text input: the input tells it of changes to its text and
/// selection that the input system did not make, so that a composition under way is dropped.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}
