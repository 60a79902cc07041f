/// Cut, copy, paste and select all (Text rules 7, 26), from the keys or called as edit actions:
/// through `UIPasteboard.general`. Nothing is copied where copying is not allowed (a secure field);
/// paste and cut ask the delegate as typing does, and the caret ends after a paste.
extension TextEditingView {
    func copySelection() {
        guard allowsCopying, selection.length > 0 else { return }
        UIPasteboard.general.string = storage.attributedSubstring(from: selection).string
    }

    func cutSelection() {
        guard allowsCopying, acceptsEdits, selection.length > 0 else { return }
        copySelection()
        changeByUser(selection, to: "")
    }

    func pasteText() {
        guard acceptsEdits, let pasted = UIPasteboard.general.string, !pasted.isEmpty else { return }
        changeByUser(markedRange ?? selection, to: normalized(pasted))
    }

    func selectAllText() {
        guard becomeFirstResponder() else { return }
        setSelection(NSRange(location: 0, length: storage.length))
        selectionDidChangeByUser()
    }
}
