import Foundation

/// A text field or view as a `UIKeyInput` and `UITextInput` (Text rules 12, 17–19): offsets in
/// UTF-16 units, positions and ranges `TextOffsetPosition`/`TextOffsetRange`. Called in code, these
/// ask no delegate; `insertText`, `deleteBackward`, `replace` and marked text send the change's
/// calls and events. Positions and ranges outside the text are reported and come back nil (or
/// clamped where the signature has no nil).
extension TextEditingView {
    // MARK: UIKeyInput

    public var hasText: Bool { storage.length > 0 }

    /// Puts `text` in place of the marked text, else of the selection (Text rule 19).
    public func insertText(_ text: String) {
        replaceByUser(markedRange ?? selection, with: normalized(text), typing: true)
        textDidChangeByUser()
    }

    /// Deletes the selection, else the composed character before the caret.
    public func deleteBackward() {
        guard let range = rangeDeletedBackward(byWord: false) else { return }
        replaceByUser(range, with: "", typing: false)
        textDidChangeByUser()
    }

    // MARK: The document

    public func text(in range: UITextRange) -> String? {
        guard let range = offsets(of: range) else { return nil }
        return storage.attributedSubstring(from: range).string
    }

    public func replace(_ range: UITextRange, withText text: String) {
        guard let range = offsets(of: range) else { return }
        replaceByUser(range, with: normalized(text), typing: false)
        textDidChangeByUser()
    }

    public var selectedTextRange: UITextRange? {
        get { TextOffsetRange(selection) }
        set {
            guard let newValue, let range = offsets(of: newValue) else { return }
            inputDelegate?.selectionWillChange(self)
            setSelection(range)
            inputDelegate?.selectionDidChange(self)
        }
    }

    public var markedTextRange: UITextRange? { markedRange.map(TextOffsetRange.init) }

    /// Text rule 19: the composition replaces the marked text (or the selection), is marked, and
    /// `selectedRange` (within it, clamped) becomes the selection; an empty one marks nothing.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let marked = normalized(markedText ?? "")
        let start = (markedRange ?? selection).location
        replaceCharacters(in: markedRange ?? selection, with: marked)
        let length = marked.utf16.count
        markedRange = length > 0 ? NSRange(location: start, length: length) : nil
        let location = min(max(0, selectedRange.location), length)
        setSelection(NSRange(location: start + location, length: min(max(0, selectedRange.length), length - location)))
        textDidChangeByUser()
    }

    /// Commits the marked text: it stays, unmarked, the caret after it.
    public func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        setSelection(NSRange(location: marked.location + marked.length, length: 0))
    }

    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    public var endOfDocument: UITextPosition { TextOffsetPosition(storage.length) }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = offset(of: fromPosition), let to = offset(of: toPosition) else { return nil }
        return TextOffsetRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        let (moved, overflow) = start.addingReportingOverflow(offset)
        return !overflow && (0...storage.length).contains(moved) ? TextOffsetPosition(moved) : nil
    }

    /// Left and right by characters, up and down by lines (nowhere in a one-line field).
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return offset == .min ? nil : self.position(from: position, offset: -offset)
        case .up, .down:
            guard let start = self.offset(of: position), offset != .min else { return nil }
            return self.offset(from: start, movedBy: direction == .up ? -offset : offset).map(TextOffsetPosition.init)
        }
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position) ?? 0, b = offset(of: other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (offset(of: toPosition) ?? 0) - (offset(of: from) ?? 0)
    }

    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = offsets(of: range) else { return nil }
        return TextOffsetPosition(direction == .left || direction == .up ? range.location : range.location + range.length)
    }

    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let offset = offset(of: position) else { return nil }
        return direction == .left || direction == .up
            ? TextOffsetRange(NSRange(location: 0, length: offset))
            : TextOffsetRange(NSRange(location: offset, length: storage.length - offset))
    }

    // MARK: Geometry

    public func firstRect(for range: UITextRange) -> CGRect {
        guard let range = offsets(of: range) else { return .null }
        return textSpanRect(range)
    }

    public func caretRect(for position: UITextPosition) -> CGRect {
        caretRect(atOffset: offset(of: position) ?? selection.location)
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(closestOffset(to: point))
    }

    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = offsets(of: range) else { return nil }
        return TextOffsetPosition(min(max(closestOffset(to: point), range.location), range.location + range.length))
    }

    public func characterRange(at point: CGPoint) -> UITextRange? {
        guard storage.length > 0 else { return nil }
        let offset = closestOffset(to: point)
        let context = boundaryContext(at: offset)
        let character = TextBoundaries.characterRange(at: offset - context.start, in: context.text)
        return TextOffsetRange(NSRange(location: context.start + character.location, length: character.length))
    }

    // MARK: Checking positions and ranges

    /// The offset `position` stands for; nil, reported, when it is not this kind of position or not in the text.
    private func offset(of position: UITextPosition) -> Int? {
        guard let position = position as? TextOffsetPosition, (0...storage.length).contains(position.offset) else {
            Diagnostics.report("a text position that is not in the \(Self.self)'s text; ignored", .oncePerMessage)
            return nil
        }
        return position.offset
    }

    /// The offsets `range` stands for; nil, reported, when it is not this kind of range or not in the text.
    private func offsets(of range: UITextRange) -> NSRange? {
        guard let range = range as? TextOffsetRange, range.range.location >= 0, range.range.length >= 0,
              range.range.location + range.range.length <= storage.length else {
            Diagnostics.report("a text range that is not in the \(Self.self)'s text; ignored", .oncePerMessage)
            return nil
        }
        return range.range
    }
}
