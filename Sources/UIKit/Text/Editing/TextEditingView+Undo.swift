import Foundation

/// Undo and redo of the user's changes (Text rule 24): each registers with the responder
/// chain's undo manager (the window's), and a run of typing with no caret move between its
/// characters is one undo step. Undo and redo restore the text and the selection without asking
/// the delegate (as UIKit), then send the change's calls and events. Text set in code removes the
/// view's undo actions, as UIKit does.
extension TextEditingView {
    /// Replaces `range` with `string` as the user did, registering the change for undo; `typing`
    /// joins it to the run of typing it continues. The caret goes after it.
    func replaceByUser(_ range: NSRange, with string: String, typing: Bool) {
        let range = clamped(range)
        // A composition being committed replaced nothing the user sees as text.
        let replaced = markedRange == nil ? storage.attributedSubstring(from: range) : NSAttributedString(string: "")
        let selectionBefore = markedRange.map { NSRange(location: $0.location, length: 0) } ?? selection
        replaceCharacters(in: range, with: string)
        guard let manager = undoManager else { return }
        let inserted = storage.attributedSubstring(from: NSRange(location: range.location, length: string.utf16.count))
        if typing, replaced.length == 0, let run = TextEdit.typingRun(continuedAt: range, in: self, manager: manager) {
            run.inserted.append(inserted)
            return
        }
        let edit = TextEdit(location: range.location, replaced: replaced, inserted: inserted, selectionBefore: selectionBefore)
        registerUndo(of: edit, undoing: true, with: manager)
        TextEdit.startTypingRun(typing ? edit : nil, in: self, manager: manager)
    }

    /// Ends the run of typing: the next character typed starts a new undo step.
    func endTypingRun() {
        guard let manager = undoManager else { return }
        TextEdit.startTypingRun(nil, in: self, manager: manager)
    }

    /// Registers the operation that undoes (or with `undoing` false, redoes) `edit`.
    private func registerUndo(of edit: TextEdit, undoing: Bool, with manager: UndoManager) {
        manager.registerUndo(withTarget: self) { view in
            view.apply(edit, undoing: undoing)
        }
    }

    /// Undoes or redoes `edit`, registering the reverse.
    private func apply(_ edit: TextEdit, undoing: Bool) {
        let (removed, put, selected) = undoing
            ? (edit.inserted.length, edit.replaced, edit.selectionBefore)
            : (edit.replaced.length, NSAttributedString(attributedString: edit.inserted), edit.selectionAfter)
        let range = clamped(NSRange(location: edit.location, length: removed))
        storage.replaceCharacters(in: range, with: put)
        storageDidChange(in: range, replacementLength: put.length)
        markedRange = nil
        setSelection(selected)
        textDidChangeByUser()
        if let manager = undoManager { registerUndo(of: edit, undoing: !undoing, with: manager) }
    }

    /// Undoes the user's last change, or with `redoing` redoes the last one undone (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y).
    func undoByUser(redoing: Bool) {
        guard acceptsEdits, let manager = undoManager else { return }
        endTypingRun()
        redoing ? manager.redo() : manager.undo()
    }
}
