import Foundation

/// Beginning and ending editing, and the calls and notifications of each change (Text rule 17):
/// as a text field's, with the text view's delegate. Casement's order where UIKit publishes none:
/// a change's `textViewDidChangeSelection`, then `textViewDidChange`, then the notification.
extension UITextView {
    /// Posted when editing begins; the object is the view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes the text; the object is the view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends; the object is the view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// Asks the delegate (an editable view only), takes the focus from the first responder (which
    /// may refuse), then begins editing; returns whether the view is first responder.
    func beginEditingIfAllowed() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, !isEditable || textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = isEditable
        textDidChangeLayout()
        if isEditing {
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
        return true
    }

    /// Ends editing, asking the delegate first when `asking` (not for `endEditing(true)` or a view
    /// leaving its window), and resigning first responder when `resigning` (not when the view
    /// stops being editable); returns whether it ended.
    func endEditing(asking: Bool, resigning: Bool) -> Bool {
        guard isEditing else { return true }
        if asking, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        unmarkText()
        if resigning { _ = super.resignFirstResponder() }
        isEditing = false
        textDidChangeLayout()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: TextEditingView

    var acceptsEdits: Bool { isEditable }
    var allowsCopying: Bool { true }
    var typesLineBreaks: Bool { true }
    var insertionAttributes: [NSAttributedString.Key: Any]? { storedTypingAttributes }

    func shouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func textDidChangeByUser() {
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The user moved the selection: the typing attributes reset (Text rule 17), and the delegate hears of it.
    func selectionDidChangeByUser() {
        storedTypingAttributes = nil
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func returnPressed() { changeByUser(markedRange ?? selection, to: "\n") }

    func tabPressed(backward: Bool) -> Bool {
        guard !backward else { return false }
        changeByUser(markedRange ?? selection, to: "\t")
        return true
    }

    /// Text set in code: no delegate call (Text rule 17); the caret goes to the end, and any
    /// composition is dropped.
    func replaceAllText(with string: NSAttributedString) {
        inputDelegate?.textWillChange(self)
        undoManager?.removeAllActions(withTarget: self)
        storage.setAttributedString(string)
        paragraphs.reset(to: storage)
        textSizeDidChange()
        measureVisibleParagraphs()
        markedRange = nil
        setSelection(NSRange(location: storage.length, length: 0))
        inputDelegate?.textDidChange(self)
    }

    /// The attributes the view gives text that has none of its own.
    var textAttributes: [NSAttributedString.Key: Any] {
        [.font: paragraphs.style.font, .foregroundColor: textColor ?? .black]
    }

    /// The attributes of the character before the caret (the first at the start), filled in with the view's.
    var attributesAtCaret: [NSAttributedString.Key: Any] {
        var attributes = textAttributes
        guard storage.length > 0 else { return attributes }
        let at = min(max(0, selection.location - 1), storage.length - 1)
        attributes.merge(storage.attributes(at: at, effectiveRange: nil)) { _, own in own }
        return attributes
    }
}
