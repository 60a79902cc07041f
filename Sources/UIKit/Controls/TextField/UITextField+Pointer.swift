/// Selecting with the pointer (TEXT.md rule 22): a press places the caret where it lands (and
/// begins editing), a drag selects from there, Shift extends the selection, two clicks select a
/// word, three the whole text; a press on the clear button clears (rule 6).
extension UITextField {
    func beginSelecting(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if showsClearButton(), clearButtonRect(forBounds: bounds).contains(point) {
            clearButtonClicked()
            return false
        }
        guard becomeFirstResponder() else { return false }
        let offset = closestOffset(to: point)
        switch touch.tapCount {
        case 2:
            setSelection(TextBoundaries.wordRange(at: offset, in: storage.string))
        case 3...:
            setSelection(NSRange(location: 0, length: storage.length))
        default:
            if event?.modifierFlags.contains(.shift) == true {
                extendSelection(to: offset)
            } else {
                setSelection(NSRange(location: offset, length: 0))
            }
        }
        delegate?.textFieldDidChangeSelection(self)
        return true
    }

    /// A drag of the first click extends the selection to the character boundary under it.
    func continueSelecting(_ touch: UITouch) {
        guard touch.tapCount < 2 else { return }
        let offset = closestOffset(to: touch.location(in: self))
        guard offset != caretOffset else { return }
        extendSelection(to: offset)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Moves the selection's moving end to `offset`, its anchor staying.
    func extendSelection(to offset: Int) {
        let anchor = selectionAnchor
        selection = clamped(NSRange(location: min(anchor, offset), length: abs(offset - anchor)))
        selectionAnchor = anchor
        textDidChangeLayout()
    }
}
