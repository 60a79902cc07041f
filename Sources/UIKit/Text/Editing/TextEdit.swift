import Foundation

/// One change the user made to a text field or view, as undo and redo need it: where it is, the
/// text it replaced, the text it put there and the selection before. A run of typing grows one edit.
@MainActor
final class TextEdit {
    let location: Int
    let replaced: NSAttributedString
    let inserted: NSMutableAttributedString
    let selectionBefore: NSRange

    init(location: Int, replaced: NSAttributedString, inserted: NSAttributedString, selectionBefore: NSRange) {
        self.location = location
        self.replaced = replaced
        self.inserted = NSMutableAttributedString(attributedString: inserted)
        self.selectionBefore = selectionBefore
    }

    /// The caret after the change: at the end of what it put in.
    var selectionAfter: NSRange { NSRange(location: location + inserted.length, length: 0) }

    /// The run of typing still open: typing at its end, in the same view, with nothing registered
    /// with the undo manager since, joins it.
    private static var typingRun: (view: ObjectIdentifier, edit: TextEdit, changeCount: Int)?

    /// The run of typing that text typed at `range` in `view` joins, if any.
    static func typingRun(continuedAt range: NSRange, in view: UIView, manager: UndoManager) -> TextEdit? {
        guard let run = typingRun, run.view == ObjectIdentifier(view), run.changeCount == manager.changeCount,
              range.length == 0, range.location == run.edit.selectionAfter.location else { return nil }
        return run.edit
    }

    /// Starts a run of typing with `edit` (nil: ends the one open).
    static func startTypingRun(_ edit: TextEdit?, in view: UIView, manager: UndoManager) {
        typingRun = edit.map { (ObjectIdentifier(view), $0, manager.changeCount) }
    }
}
