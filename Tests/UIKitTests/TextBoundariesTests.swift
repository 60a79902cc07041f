import Foundation
import Testing
@testable import UIKit

/// Where the caret stops by character and by word (Text rules 11, 22, 23), in UTF-16 offsets.
@Suite("Text boundaries", .startsClean)
struct TextBoundariesTests {
    @Test("By character: a whole emoji (two UTF-16 units) or a letter with its accent is one step")
    func characters() {
        let text = "a😀e\u{301}b"  // a, 😀 (2 units), é as e + accent (2 units), b
        #expect(TextBoundaries.characterOffsets(of: text) == [0, 1, 3, 5, 6])
        #expect(TextBoundaries.character(before: 5, in: text) == 3)
        #expect(TextBoundaries.character(after: 1, in: text) == 3)
        #expect(TextBoundaries.character(after: 6, in: text) == 6)
        #expect(TextBoundaries.character(before: 0, in: text) == 0)
        #expect(TextBoundaries.characterRange(at: 2, in: text) == NSRange(location: 1, length: 2))
    }

    @Test("By word: back to the start of the word before, forward to the end of the word after, past the gaps")
    func words() {
        let text = "hello, big_world 42"
        #expect(TextBoundaries.word(before: 19, in: text) == 17)
        #expect(TextBoundaries.word(before: 17, in: text) == 7)
        #expect(TextBoundaries.word(before: 9, in: text) == 7)
        #expect(TextBoundaries.word(before: 3, in: text) == 0)
        #expect(TextBoundaries.word(after: 0, in: text) == 5)
        #expect(TextBoundaries.word(after: 5, in: text) == 16)
        #expect(TextBoundaries.word(after: 17, in: text) == 19)
        #expect(TextBoundaries.wordRange(at: 8, in: text) == NSRange(location: 7, length: 9))
        #expect(TextBoundaries.wordRange(at: 5, in: text) == NSRange(location: 5, length: 2))
        #expect(TextBoundaries.wordRange(at: 0, in: "") == NSRange(location: 0, length: 0))
    }
}
