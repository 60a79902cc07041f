/// Selecting with the pointer (Text rule 22): a press places the caret where it lands, a drag
/// selects from there, Shift extends the selection, two clicks select a word, three the paragraph
/// (a field: the whole text).
extension TextEditingView {
    /// A press of `clicks` clicks at `point` (the view's coordinates), with Shift `extending`.
    func select(at point: CGPoint, clicks: Int, extending: Bool) {
        let offset = closestOffset(to: point)
        switch clicks {
        case 2:
            let context = boundaryContext(at: offset)
            let word = TextBoundaries.wordRange(at: offset - context.start, in: context.text)
            setSelection(NSRange(location: context.start + word.location, length: word.length))
        case 3...:
            setSelection(paragraphRange(at: offset))
        default:
            if extending {
                extendSelection(to: offset)
            } else {
                setSelection(NSRange(location: offset, length: 0))
            }
        }
        selectionDidChangeByUser()
    }

    /// A drag of the first click extends the selection to the character boundary under `point`.
    func dragSelection(to point: CGPoint, clicks: Int) {
        guard clicks < 2 else { return }
        let offset = closestOffset(to: point)
        guard offset != caretOffset else { return }
        extendSelection(to: offset)
        selectionDidChangeByUser()
    }
}
