import Foundation

/// Beginning and ending editing (Text rules 10 and 15), and the events of each change (Text rule 11).
/// Casement's order where UIKit publishes none: a delegate call, then the notification, then the
/// control event.
extension UITextField {
    /// Posted when editing begins; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changes the text; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// Text rule 10: asks the delegate, takes the focus from the first responder (which may refuse),
    /// then begins editing; returns whether the field is first responder.
    func beginEditingIfAllowed() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Ends editing, asking the delegate first when `asking` (not for `endEditing(true)` or a field
    /// leaving its window); returns whether it ended.
    func endEditing(asking: Bool) -> Bool {
        guard isEditing else { return true }
        if asking, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        unmarkText()
        _ = super.resignFirstResponder()
        isEditing = false
        selection = NSRange(location: selection.location + selection.length, length: 0)
        selectionAnchor = selection.location
        scrollOffset = 0
        textDidChangeLayout()
        contentSizeDidChange()  // the overlays shown while editing
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        sendActions(for: .editingDidEnd, with: nil)
        return true
    }

    /// Editing began: emptied with `clearsOnBeginEditing` (unless the delegate says no), the caret
    /// at the end, then the delegate, the notification and `.editingDidBegin` (no `.editingChanged`).
    private func beginEditing() {
        isEditing = true
        if clearsOnBeginEditing, storage.length > 0, delegate?.textFieldShouldClear(self) ?? true {
            storage = NSMutableAttributedString(string: "")
            recutText()
        }
        selection = NSRange(location: storage.length, length: 0)
        selectionAnchor = storage.length
        textDidChangeLayout()
        contentSizeDidChange()  // the text, and the overlays shown while editing
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        sendActions(for: .editingDidBegin, with: nil)
    }

    /// Return (Text rule 14): if the delegate agrees, the primary action and `.editingDidEndOnExit`;
    /// a field with an action for that event then resigns.
    func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .primaryActionTriggered, with: nil)
        sendActions(for: .editingDidEndOnExit, with: nil)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    // MARK: TextEditingView

    var acceptsEdits: Bool { true }
    var allowsCopying: Bool { !isSecureTextEntry }
    var typesLineBreaks: Bool { false }
    var insertionAttributes: [NSAttributedString.Key: Any]? { nil }

    /// Text rule 11's question.
    func shouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    func selectionDidChangeByUser() { delegate?.textFieldDidChangeSelection(self) }

    func storageDidChange(in range: NSRange, replacementLength length: Int) {
        chunks.replace(range, replacementLength: length, in: storage.mutableString)
        contentSizeDidChange()
    }

    /// Boundaries are found in the chunk of the text around `offset` (all of a text shorter than a chunk).
    func boundaryContext(at offset: Int) -> (text: String, start: Int) {
        let range = chunks.range(of: chunks.chunk(containing: offset))
        return (storage.attributedSubstring(from: range).string, range.location)
    }

    /// Three clicks select the whole text.
    func paragraphRange(at offset: Int) -> NSRange { NSRange(location: 0, length: storage.length) }

    /// After a change the user made (directly or through `insertText`/`deleteBackward`): the
    /// selection's call, the notification and `.editingChanged`.
    func textDidChangeByUser() {
        delegate?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        sendActions(for: .editingChanged, with: nil)
    }

    /// The clear button was clicked (Text rule 6): if the delegate agrees, the text is emptied as a user change.
    func clearButtonClicked() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        replaceByUser(NSRange(location: 0, length: storage.length), with: "", typing: false)
        textDidChangeByUser()
    }
}
