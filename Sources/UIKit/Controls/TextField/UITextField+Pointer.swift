/// Selecting with the pointer (Text rule 22): a press places the caret where it lands (and
/// begins editing), a drag selects from there, Shift extends the selection, two clicks select a
/// word, three the whole text; a press on the clear button clears (Text rule 6).
extension UITextField {
    func beginSelecting(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if showsClearButton(), clearButtonRect(forBounds: bounds).contains(point) {
            clearButtonClicked()
            return false
        }
        guard becomeFirstResponder() else { return false }
        select(at: point, clicks: touch.tapCount, extending: event?.modifierFlags.contains(.shift) == true)
        return true
    }
}
