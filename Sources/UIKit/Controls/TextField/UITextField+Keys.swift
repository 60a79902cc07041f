/// The desktop's editing keys in a text field (TEXT.md rule 23): the arrows by character, with
/// Ctrl (⌥) by word and ⌘ to the line's ends; Home, End, Up, Down and the page keys to the ends
/// (the field has one line); Shift extends the selection; Backspace and Delete, by word with
/// Ctrl (⌥); Return (rule 14); Ctrl (⌘) with A, C, X, V, and GTK's Ctrl+Insert, Shift+Insert and
/// Shift+Delete. Held, they repeat. Tab and Shift+Tab move to the window's next and previous
/// field (rule 41).
extension UITextField {
    /// Handles `press` if it is an editing key while editing; returns whether it did.
    func handleEditingKey(_ press: UIPress) -> Bool {
        guard isEditing, let key = press.key, performEditingKey(key) else { return false }
        handledPresses.insert(press)
        return true
    }

    /// A handled editing key held down repeats.
    func keyRepeated(_ press: UIPress) {
        guard let key = press.key, handledPresses.contains(press), key.keyCode != .keyboardReturnOrEnter,
              key.keyCode != .keypadEnter else { return }
        _ = performEditingKey(key)
    }

    /// Does what `key` does in the field; false for a key that is not an editing key.
    private func performEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        let byWord = flags.contains(.control) || flags.contains(.alternate)
        let text = storage.string
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            returnPressed()
        case .keyboardLeftArrow:
            let caret = caretOffset
            if flags.contains(.command) {
                moveCaret(to: 0, extending: extending)
            } else if selection.length > 0, !extending, !byWord {
                moveCaret(to: selection.location, extending: false)
            } else {
                moveCaret(to: byWord ? TextBoundaries.word(before: caret, in: text) : TextBoundaries.character(before: caret, in: text),
                          extending: extending)
            }
        case .keyboardRightArrow:
            let caret = caretOffset
            if flags.contains(.command) {
                moveCaret(to: storage.length, extending: extending)
            } else if selection.length > 0, !extending, !byWord {
                moveCaret(to: selection.location + selection.length, extending: false)
            } else {
                moveCaret(to: byWord ? TextBoundaries.word(after: caret, in: text) : TextBoundaries.character(after: caret, in: text),
                          extending: extending)
            }
        case .keyboardHome, .keyboardUpArrow, .keyboardPageUp:
            moveCaret(to: 0, extending: extending)
        case .keyboardEnd, .keyboardDownArrow, .keyboardPageDown:
            moveCaret(to: storage.length, extending: extending)
        case .keyboardTab:
            return focusNeighbour(forward: !extending)
        case .keyboardDeleteOrBackspace:
            if let range = rangeDeletedBackward(byWord: byWord) { changeByUser(range, to: "") }
        case .keyboardInsert where flags.contains(.control):
            copy(nil)
        case .keyboardInsert where flags.contains(.shift):
            paste(nil)
        case .keyboardDeleteForward where extending:
            cut(nil)
        case .keyboardDeleteForward:
            if let range = rangeDeletedForward(byWord: byWord) { changeByUser(range, to: "") }
        default:
            guard flags.contains(.control) || flags.contains(.command) else { return false }
            switch key.charactersIgnoringModifiers {
            case "a": selectAll(nil)
            case "c": copy(nil)
            case "x": cut(nil)
            case "v": paste(nil)
            default: return false
            }
        }
        return true
    }

    /// Moves the focus to the next (or previous) field of the window that can take it, in the
    /// order the views are drawn, wrapping around; false when there is no other.
    private func focusNeighbour(forward: Bool) -> Bool {
        guard let window else { return false }
        var fields: [UITextField] = []
        TreeWalk.forEach(from: window as UIView, children: \.subviewList, descends: { !$0.isHidden }) { view in
            if let field = view as? UITextField, field === self || !field.isHidden && field.canBecomeFirstResponder { fields.append(field) }
        }
        guard fields.count > 1, let index = fields.firstIndex(where: { $0 === self }) else { return false }
        let next = fields[(index + (forward ? 1 : fields.count - 1)) % fields.count]
        next.becomeFirstResponder()
        return true
    }

    /// Moves the caret to `offset`, or with `extending` the selection's moving end.
    private func moveCaret(to offset: Int, extending: Bool) {
        if extending {
            extendSelection(to: offset)
        } else {
            setSelection(NSRange(location: offset, length: 0))
        }
        delegate?.textFieldDidChangeSelection(self)
    }
}
