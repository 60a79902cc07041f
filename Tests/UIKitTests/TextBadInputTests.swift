import Foundation
import Testing
@testable import UIKit

/// Issue 28's bad input for text: a delegate rewriting the text while asked about a change, NUL
/// characters from the clipboard: UIKit's outcome or a clear one, nothing the user typed lost, no
/// crash. (A 10 MB paste works but is slow, see the README.)
@Suite("Text bad input", .serialized, .startsClean)
@MainActor
struct TextBadInputTests {
    /// A field delegate that sets the field's text to `rewrite` when asked about a change, then allows it.
    final class RewritingDelegate: NSObject, UITextFieldDelegate {
        let rewrite: String
        init(_ rewrite: String) { self.rewrite = rewrite }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            textField.text = rewrite
            return true
        }
    }

    @Test("A delegate that shortens the text inside shouldChangeCharactersIn: the typed character goes where the old range is clamped to, the caret after it")
    func delegateRewritesText() throws {
        try withTextField { field, _, input in
            let rewriting = RewritingDelegate("hi")
            field.delegate = rewriting
            field.text = "hello"
            field.becomeFirstResponder()
            input.type(.keyboardEnd)
            input.type(.keyboardX, text: "x")
            #expect(field.text == "hix")
            #expect((field.selectedTextRange as? TextOffsetRange)?.range == NSRange(location: 3, length: 0))
        }
    }

    @Test("NUL characters pasted into a field are kept as text, and the field still edits around them")
    func nulCharacters() throws {
        try withTextField { field, _, input in
            field.becomeFirstResponder()
            input.platform.clipboardText = "a\u{0}b"
            input.type(.keyboardV, [.control])
            #expect(field.text == "a\u{0}b")
            input.type(.keyboardLeftArrow)
            input.type(.keyboardDeleteOrBackspace)
            #expect(field.text == "ab")
        }
    }
}
