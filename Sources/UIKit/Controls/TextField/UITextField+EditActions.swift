/// Cut, copy, paste and select all (TEXT.md rules 7, 26), from the keys or called as edit actions:
/// through `UIPasteboard.general`. A secure field gives nothing away; paste and cut ask the
/// delegate as typing does, and the caret ends after a paste.
extension UITextField {
    func copySelection() {
        guard !isSecureTextEntry, selection.length > 0 else { return }
        UIPasteboard.general.string = storage.attributedSubstring(from: selection).string
    }

    func cutSelection() {
        guard !isSecureTextEntry, selection.length > 0 else { return }
        copySelection()
        changeByUser(selection, to: "")
    }

    func pasteText() {
        guard let pasted = UIPasteboard.general.string, !pasted.isEmpty else { return }
        changeByUser(markedRange ?? selection, to: Self.oneLine(pasted))
    }

    func selectAllText() {
        guard becomeFirstResponder() else { return }
        setSelection(NSRange(location: 0, length: storage.length))
        delegate?.textFieldDidChangeSelection(self)
    }
}
