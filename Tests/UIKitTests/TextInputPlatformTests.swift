import Foundation
import Testing
@testable import UIKit

/// Text rules 28–30: the platform's text input follows the first responder that takes text,
/// and an input method's composition positions (code points) become UTF-16 ranges.
@Suite("Text input and the platform", .serialized, .startsClean)
@MainActor
struct TextInputPlatformTests {
    @Test("Text rule 28: text input is on while a UIKeyInput is first responder, off for another responder and with none")
    func textInputFollowsFirstResponder() throws {
        try withKeyWindow { window, input in
            #expect(!input.platform.isTextInputActive)
            let field = focusedField(TextRecorder.self, in: window)
            #expect(input.platform.isTextInputActive)
            let plain = focusedField(PressRecorder.self, in: window)
            #expect(plain.isFirstResponder && !input.platform.isTextInputActive)
            #expect(field.becomeFirstResponder() && input.platform.isTextInputActive)
            field.resignFirstResponder()
            #expect(!input.platform.isTextInputActive)
        }
    }

    @Test("Text rule 30: SDL's code-point caret and clause become UTF-16 ranges; a bare caret (−1) is empty; past the end, clamped")
    func compositionSelection() {
        // "日😀本": 日 one unit, 😀 two, 本 one.
        #expect(CompositionSelection.utf16Range(in: "日😀本", start: 1, length: 2) == NSRange(location: 1, length: 3))
        #expect(CompositionSelection.utf16Range(in: "日😀本", start: 2, length: 0) == NSRange(location: 3, length: 0))
        #expect(CompositionSelection.utf16Range(in: "日😀本", start: 3, length: -1) == NSRange(location: 4, length: 0))
        #expect(CompositionSelection.utf16Range(in: "ab", start: 5, length: 3) == NSRange(location: 2, length: 0))
        #expect(CompositionSelection.utf16Range(in: "ab", start: -4, length: 1) == NSRange(location: 0, length: 0))
    }
}
