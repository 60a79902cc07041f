import Foundation
import Testing
@testable import UIKit

/// Text rule 24: the user's changes to a text field or view undo with Ctrl+Z and redo with
/// Ctrl+Shift+Z or Ctrl+Y through the window's undo manager, a run of typing as one step, text
/// and selection restored.
@Suite("Text undo", .serialized, .startsClean)
@MainActor
struct TextUndoTests {
    /// Presses `key` in a turn of the main loop, which closes the undo group the turn opened.
    private func press(_ input: KeyInput, _ key: UIKeyboardHIDUsage, text: String? = nil, _ modifiers: KeyModifiers = []) {
        input.type(key, text: text, modifiers)
        UIApplication.shared.mainLoop.turn()
    }

    /// Types `text` one character a turn, as keys would.
    private func type(_ text: String, _ input: KeyInput) {
        for character in text { press(input, .keyboardA, text: String(character)) }
    }

    private func selection(_ field: UITextField) -> NSRange? { (field.selectedTextRange as? TextOffsetRange)?.range }

    /// Runs `body` with a focused, empty field whose window's undo manager has nothing recorded.
    private func withFocusedField(_ body: (UITextField, TextFieldRecorder, KeyInput) throws -> Void) throws {
        try withTextField { field, log, input in
            field.becomeFirstResponder()
            field.undoManager?.removeAllActions()
            try body(field, log, input)
        }
    }

    @Test("A field's undo manager is its window's")
    func fieldUsesWindowsManager() throws {
        try withFocusedField { field, _, _ in
            let manager = try #require(field.undoManager)
            #expect(manager === field.window?.undoManager && !manager.canUndo)
        }
    }

    @Test("Typing \"hello world\" is one step: Ctrl+Z empties the field with the caret at 0, Ctrl+Shift+Z puts it back with the caret at its end; a caret move starts a new step")
    func typingIsOneStep() throws {
        try withFocusedField { field, log, input in
            type("hello world", input)
            #expect(field.text == "hello world")
            log.clear()
            press(input, .keyboardZ, [.control])
            #expect(field.text == "" && selection(field) == NSRange(location: 0, length: 0))
            #expect(log.lines.contains("textDidChange") && !log.lines.contains { $0.hasPrefix("shouldChange") },
                    "undo tells of the change and asks nothing: \(log.lines)")
            #expect(field.undoManager?.canUndo == false)
            press(input, .keyboardZ, [.control, .shift])
            #expect(field.text == "hello world" && selection(field) == NSRange(location: 11, length: 0))
            press(input, .keyboardLeftArrow)
            type("X", input)
            #expect(field.text == "hello worlXd")
            press(input, .keyboardZ, [.control])
            #expect(field.text == "hello world" && selection(field) == NSRange(location: 10, length: 0))
            press(input, .keyboardY, [.control])
            #expect(field.text == "hello worlXd" && selection(field) == NSRange(location: 11, length: 0))
            press(input, .keyboardZ, [.control])
            press(input, .keyboardZ, [.control])
            #expect(field.text == "")
        }
    }

    @Test("A paste is one step; deleting a selection restores it selected; text set in code is not undoable and clears the field's steps")
    func pasteAndDelete() throws {
        try withFocusedField { field, _, input in
            field.text = "ab"
            #expect(field.undoManager?.canUndo == false)
            input.platform.clipboardText = "XYZ"
            press(input, .keyboardV, [.control])
            #expect(field.text == "abXYZ")
            press(input, .keyboardA, [.control])
            press(input, .keyboardDeleteOrBackspace)
            #expect(field.text == "")
            press(input, .keyboardZ, [.control])
            #expect(field.text == "abXYZ" && selection(field) == NSRange(location: 0, length: 5))
            press(input, .keyboardZ, [.control])
            #expect(field.text == "ab" && selection(field) == NSRange(location: 2, length: 0))
            #expect(field.undoManager?.canUndo == false, "setting the text in code recorded nothing")
            type("c", input)
            field.text = "new"
            press(input, .keyboardZ, [.control])
            #expect(field.text == "new" && field.undoManager?.canUndo == false)
        }
    }

    @Test("A text view's typing, line break and deletion undo the same way")
    func textView() throws {
        try withTextView { view, _, input in
            view.becomeFirstResponder()
            view.undoManager?.removeAllActions()
            for character in "one" { press(input, .keyboardA, text: String(character)) }
            press(input, .keyboardReturnOrEnter, text: "\n")
            for character in "two" { press(input, .keyboardA, text: String(character)) }
            press(input, .keyboardDeleteOrBackspace)
            #expect(view.text == "one\ntw")
            press(input, .keyboardZ, [.control])
            #expect(view.text == "one\ntwo")
            press(input, .keyboardZ, [.control])
            #expect(view.text == "one\n")
            press(input, .keyboardZ, [.control])
            #expect(view.text == "one")
            press(input, .keyboardZ, [.control])
            #expect(view.text == "" && view.selectedRange == NSRange(location: 0, length: 0))
        }
    }
}
