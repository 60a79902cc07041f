import Foundation

/// A view that edits text as a desktop editor does: `UITextField` and `UITextView` share through it
/// the selection model (a UTF-16 range and the end that stays put while Shift extends it), the
/// user's changes asked of the delegate before they are made (Text rules 11, 17), the editing
/// keys (`TextEditingView+Keys.swift`), the clicks (`+Pointer`), the edit actions (`+EditActions`)
/// and `UITextInput` (`+TextInput`). Each view keeps its own layout, delegate and events, given here
/// as the requirements below.
@MainActor
protocol TextEditingView: UIView, UITextInput, KeyboardTextTarget {
    /// The text as given: plain text has no attributes (the view's font and colour fill in).
    var storage: NSMutableAttributedString { get }
    /// The selection, in UTF-16 units; empty, it is the caret.
    var selection: NSRange { get set }
    /// The end of the selection that stays put while Shift extends it.
    var selectionAnchor: Int { get set }
    /// The input method's composition, if one is under way.
    var markedRange: NSRange? { get set }
    /// The presses of the editing keys the view handled, whose ends it keeps to itself too.
    var handledPresses: Set<UIPress> { get set }
    /// The blinking caret.
    var caret: TextCaret { get }
    /// Whether the user may change the text now (a text view that is not editable may not).
    var acceptsEdits: Bool { get }
    /// Whether the selection may go to the pasteboard (a secure field's may not).
    var allowsCopying: Bool { get }
    /// Whether the text holds line breaks; a field turns them into spaces.
    var typesLineBreaks: Bool { get }
    /// The attributes typed text takes; nil: those of the text it goes into.
    var insertionAttributes: [NSAttributedString.Key: Any]? { get }

    /// Asks the delegate whether the user may change `range` to `text`.
    func shouldChangeText(in range: NSRange, replacementText text: String) -> Bool
    /// After a change the user made (directly or through `insertText`/`deleteBackward`): the
    /// delegate's calls, the notification and any control event.
    func textDidChangeByUser()
    /// The user moved the selection: the delegate's call.
    func selectionDidChangeByUser()
    /// The characters in `range` (before the change) were replaced by `length` UTF-16 units.
    func storageDidChange(in range: NSRange, replacementLength length: Int)
    /// After any change to the text or the selection: scrolled so the caret shows, redrawn, the caret placed.
    func textDidChangeLayout()
    /// Return was pressed while editing.
    func returnPressed()
    /// Tab (Shift+Tab: `backward`) was pressed while editing; false when the view does nothing with it.
    func tabPressed(backward: Bool) -> Bool
    /// Where the caret goes for Home, End, Up, Down, Page Up or Page Down from `offset`, or with
    /// `toDocumentEnd` to the text's start or end.
    func caretTarget(for key: UIKeyboardHIDUsage, from offset: Int, toDocumentEnd: Bool) -> Int
    /// The offset `lines` lines below (negative: above) `offset`, nil when the view has one line.
    func offset(from offset: Int, movedBy lines: Int) -> Int?
    /// The text around `offset` that word and character boundaries are found in, and its start:
    /// the whole text, or the paragraph of a long one.
    func boundaryContext(at offset: Int) -> (text: String, start: Int)
    /// What three clicks select around `offset`: the whole field, a text view's paragraph.
    func paragraphRange(at offset: Int) -> NSRange
    /// The caret's rectangle before `offset`, in the view's coordinates.
    func caretRect(atOffset offset: Int) -> CGRect
    /// The rectangle `range`'s characters cover on their first line.
    func textSpanRect(_ range: NSRange) -> CGRect
    /// The character boundary nearest `point`.
    func closestOffset(to point: CGPoint) -> Int
    /// The edit actions, which a subclass may override (`+EditActions` has what they do).
    func copy(_ sender: Any?)
    func cut(_ sender: Any?)
    func paste(_ sender: Any?)
    func selectAll(_ sender: Any?)
}

extension TextEditingView {
    /// The end of the selection that moves: the caret, or where Shift extends it from.
    var caretOffset: Int {
        selectionAnchor == selection.location ? selection.location + selection.length : selection.location
    }

    /// `range` cut to the text.
    func clamped(_ range: NSRange) -> NSRange {
        let start = min(max(0, range.location), storage.length)
        return NSRange(location: start, length: min(max(0, range.length), storage.length - start))
    }

    /// `text` as the view holds it: with its line breaks as spaces in a one-line view.
    func normalized(_ text: String) -> String {
        typesLineBreaks ? text : Self.removingLineBreaks(from: text)
    }

    /// `text` with each line break (one UTF-16 unit each) a space; text without one as it is.
    static func removingLineBreaks(from text: String) -> String {
        // Foundation's search is quick over a long paste with none.
        guard text.rangeOfCharacter(from: .newlines) != nil else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { CharacterSet.newlines.contains($0) ? " " : $0 }))
    }

    /// The user's change of `range` to `string` (typed, deleted, pasted, cleared): asked of the
    /// delegate, then made (and registered for undo; `typing` joins a run of typing), then the
    /// delegate's calls and the events. Returns whether it was made.
    @discardableResult
    func changeByUser(_ range: NSRange, to string: String, typing: Bool = false) -> Bool {
        guard shouldChangeText(in: range, replacementText: string) else { return false }
        // The delegate may have changed the text itself: the range must still be in it.
        replaceByUser(clamped(range), with: string, typing: typing)
        textDidChangeByUser()
        return true
    }

    /// Replaces `range` with `string`: the caret after it, nothing marked; no delegate, no event.
    func replaceCharacters(in range: NSRange, with string: String) {
        let range = clamped(range)
        if let attributes = insertionAttributes {
            storage.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
        } else {
            storage.replaceCharacters(in: range, with: string)
        }
        let length = string.utf16.count
        storageDidChange(in: range, replacementLength: length)
        markedRange = nil
        setSelection(NSRange(location: range.location + length, length: 0))
    }

    /// Selects `range` (clamped to the text), anchored at its start, and redraws.
    func setSelection(_ range: NSRange) {
        selection = clamped(range)
        selectionAnchor = selection.location
        textDidChangeLayout()
        offerPrimarySelection()
    }

    /// Moves the selection's moving end to `offset`, its anchor staying.
    func extendSelection(to offset: Int) {
        let anchor = selectionAnchor
        selection = clamped(NSRange(location: min(anchor, offset), length: abs(offset - anchor)))
        selectionAnchor = anchor
        textDidChangeLayout()
        offerPrimarySelection()
    }

    /// Moves the caret to `offset`, or with `extending` the selection's moving end, as the user did.
    func moveCaret(to offset: Int, extending: Bool) {
        endTypingRun()
        if extending {
            extendSelection(to: offset)
        } else {
            setSelection(NSRange(location: offset, length: 0))
        }
        selectionDidChangeByUser()
    }

    /// What Backspace deletes: the selection, else the composed character (or, by word, the word) before the caret.
    func rangeDeletedBackward(byWord: Bool) -> NSRange? {
        if selection.length > 0 { return selection }
        let caret = selection.location
        let start = boundary(before: caret, byWord: byWord)
        return start < caret ? NSRange(location: start, length: caret - start) : nil
    }

    /// What Delete deletes: the selection, else the composed character (or word) after the caret.
    func rangeDeletedForward(byWord: Bool) -> NSRange? {
        if selection.length > 0 { return selection }
        let caret = selection.location
        let end = boundary(after: caret, byWord: byWord)
        return end > caret ? NSRange(location: caret, length: end - caret) : nil
    }

    /// The character (or word) boundary before `offset`, looked for in its context and, at the
    /// context's start, in the one before.
    func boundary(before offset: Int, byWord: Bool) -> Int {
        var context = boundaryContext(at: offset)
        if offset == context.start, offset > 0 { context = boundaryContext(at: offset - 1) }
        let local = offset - context.start
        let found = byWord ? TextBoundaries.word(before: local, in: context.text) : TextBoundaries.character(before: local, in: context.text)
        return context.start + found
    }

    /// The character (or word) boundary after `offset`, in its context.
    func boundary(after offset: Int, byWord: Bool) -> Int {
        let context = boundaryContext(at: offset)
        let local = offset - context.start
        let found = byWord ? TextBoundaries.word(after: local, in: context.text) : TextBoundaries.character(after: local, in: context.text)
        return context.start + found
    }

    /// Puts the caret view where the caret is, and tells the input method while the view takes text (Text rule 31).
    func placeCaret() {
        caret.frame = caretRect(atOffset: caretOffset)
        caret.backgroundColor = tintColor
        if isFirstResponder, acceptsEdits, let window, let id = window.platformWindow?.id {
            UIApplication.shared.startedPlatform?.setTextInputRect(convert(caret.frame, to: window), in: id)
        }
    }
}
