/// The desktop's editing keys (Text rule 23), in a text field and a text view alike: the arrows
/// by character, with Ctrl (⌥) by word and with ⌘ to the line's ends; Up and Down by line, Home and
/// End to the line's ends (with Ctrl, or ⌘ with Up and Down, to the text's), the page keys by a
/// page (a field has one line: these go to its ends); Shift extends the selection; Backspace and
/// Delete, by word with Ctrl (⌥); Return and Tab as the view takes them; Ctrl (⌘) with A, C, X, V,
/// Z (with Shift, or Ctrl+Y: redo),
/// and GTK's Ctrl+Insert, Shift+Insert and Shift+Delete. Held, they repeat.
extension TextEditingView {
    /// Handles `press` if it is an editing key while the view is first responder; returns whether it did.
    func handleEditingKey(_ press: UIPress) -> Bool {
        guard isFirstResponder, let key = press.key, performEditingKey(key) else { return false }
        handledPresses.insert(press)
        return true
    }

    /// A handled editing key held down repeats (Return only where it types a line break).
    func keyRepeated(_ press: UIPress) {
        guard let key = press.key, handledPresses.contains(press) else { return }
        let isReturn = key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keypadEnter
        guard !isReturn || typesLineBreaks else { return }
        _ = performEditingKey(key)
    }

    /// The presses of `presses` the view did not handle (and forgets those it did, as they end).
    func unhandledPresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { handledPresses.remove($0) == nil }
    }

    /// Text the user typed asks the delegate first; a typed line break is Return.
    func insertTypedText(_ text: String) {
        guard acceptsEdits else { return }
        if text == "\n" || text == "\r" { return returnPressed() }
        changeByUser(markedRange ?? selection, to: normalized(text), typing: true)
    }

    /// Does what `key` does in the view; false for a key that is not an editing key.
    private func performEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        let byWord = flags.contains(.control) || flags.contains(.alternate)
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            guard acceptsEdits else { return false }
            returnPressed()
        case .keyboardTab:
            return acceptsEdits && tabPressed(backward: extending)
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = key.keyCode == .keyboardRightArrow
            if flags.contains(.command) {
                moveCaret(to: caretTarget(for: forward ? .keyboardEnd : .keyboardHome, from: caretOffset, toDocumentEnd: false),
                          extending: extending)
            } else if selection.length > 0, !extending, !byWord {
                moveCaret(to: forward ? selection.location + selection.length : selection.location, extending: false)
            } else {
                moveCaret(to: forward ? boundary(after: caretOffset, byWord: byWord) : boundary(before: caretOffset, byWord: byWord),
                          extending: extending)
            }
        case .keyboardHome, .keyboardEnd, .keyboardUpArrow, .keyboardDownArrow, .keyboardPageUp, .keyboardPageDown:
            let isLineEnd = key.keyCode == .keyboardHome || key.keyCode == .keyboardEnd
            let toDocumentEnd = isLineEnd ? flags.contains(.control) : flags.contains(.command)
            moveCaret(to: caretTarget(for: key.keyCode, from: caretOffset, toDocumentEnd: toDocumentEnd), extending: extending)
        case .keyboardDeleteOrBackspace:
            // Handled even where nothing may change, so that it is not typed further on.
            if acceptsEdits, let range = rangeDeletedBackward(byWord: byWord) { changeByUser(range, to: "") }
        case .keyboardInsert where flags.contains(.control):
            copy(nil)
        case .keyboardInsert where flags.contains(.shift):
            paste(nil)
        case .keyboardDeleteForward where extending:
            cut(nil)
        case .keyboardDeleteForward:
            if acceptsEdits, let range = rangeDeletedForward(byWord: byWord) { changeByUser(range, to: "") }
        default:
            guard flags.contains(.control) || flags.contains(.command) else { return false }
            switch key.charactersIgnoringModifiers {
            case "a": selectAll(nil)
            case "c": copy(nil)
            case "x": cut(nil)
            case "v": paste(nil)
            case "z", "Z": undoByUser(redoing: extending)
            case "y": undoByUser(redoing: true)
            default: return false
            }
        }
        return true
    }
}
