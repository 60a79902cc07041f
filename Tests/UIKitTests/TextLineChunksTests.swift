import Foundation
import Testing
@testable import UIKit

/// A text field's long line in chunks: cut every 2,048 UTF-16 units (after a space in the 64 units
/// before the cut, never inside a surrogate pair), estimated until measured, an edit cutting again
/// only until a cut meets one from before.
@Suite("Text line chunks", .startsClean)
struct TextLineChunksTests {
    /// "abcdefghi " 500 times: 5,000 units, a space at every tenth.
    static let spaced = String(repeating: "abcdefghi ", count: 500)

    private func starts(of chunks: TextLineChunks) -> [Int] { (0..<chunks.count).map { chunks.range(of: $0).location } }

    @Test("Cuts: after the last space before 2,048 units; at 2,048 without one; before a surrogate pair the cut would split; none for a short text or a secure one")
    func cuts() {
        var chunks = TextLineChunks()
        chunks.reset(to: NSString(string: Self.spaced), cuts: true, unitWidth: 2)
        #expect(starts(of: chunks) == [0, 2040, 4080] && chunks.range(of: 2).length == 920)
        #expect(chunks.width == 10_000 && chunks.left(of: 1) == 4080, "estimated: 2 points a unit")
        chunks.reset(to: NSString(string: String(repeating: "x", count: 5000)), cuts: true, unitWidth: 2)
        #expect(starts(of: chunks) == [0, 2048, 4096])
        chunks.reset(to: NSString(string: String(repeating: "x", count: 2047) + "😀" + String(repeating: "x", count: 100)), cuts: true, unitWidth: 2)
        #expect(starts(of: chunks) == [0, 2047], "the emoji's two units stay together")
        chunks.reset(to: NSString(string: "short"), cuts: true, unitWidth: 2)
        #expect(starts(of: chunks) == [0] && chunks.range(of: 0).length == 5)
        chunks.reset(to: NSString(string: Self.spaced), cuts: false, unitWidth: 2)
        #expect(starts(of: chunks) == [0] && chunks.range(of: 0).length == 5000)
    }

    @Test("Finding chunks: by offset (a boundary belongs to the chunk it starts) and by x (measured widths moving those after)")
    func finding() {
        var chunks = TextLineChunks()
        chunks.reset(to: NSString(string: Self.spaced), cuts: true, unitWidth: 2)
        #expect(chunks.chunk(containing: 0) == 0 && chunks.chunk(containing: 2039) == 0 && chunks.chunk(containing: 2040) == 1)
        #expect(chunks.chunk(containing: 5000) == 2 && chunks.chunk(atX: -5) == 0 && chunks.chunk(atX: 4080) == 1 && chunks.chunk(atX: 1e9) == 2)
        chunks.setMeasuredWidth(1000, of: 0)
        #expect(chunks.isMeasured(0) && !chunks.isMeasured(1) && chunks.left(of: 1) == 1000 && chunks.width == 1000 + 4080 + 1840)
        #expect(chunks.measureCount == 1)
    }

    @Test("An edit in the first chunk cuts it again; the next cut meets the old one moved by the edit, so the chunks after keep their measured widths")
    func edits() {
        let text = NSMutableString(string: Self.spaced)
        var chunks = TextLineChunks()
        chunks.reset(to: text, cuts: true, unitWidth: 2)
        chunks.setMeasuredWidth(500, of: 0)
        chunks.setMeasuredWidth(700, of: 2)
        text.replaceCharacters(in: NSRange(location: 5, length: 0), with: "Z")
        chunks.replace(NSRange(location: 5, length: 0), replacementLength: 1, in: text)
        #expect(starts(of: chunks) == [0, 2041, 4081] && chunks.range(of: 2).length == 920)
        #expect(!chunks.isMeasured(0) && chunks.isMeasured(2) && chunks.width == 2041 * 2 + 4080 + 700)
        text.replaceCharacters(in: NSRange(location: 0, length: 4081), with: "")
        chunks.replace(NSRange(location: 0, length: 4081), replacementLength: 0, in: text)
        #expect(starts(of: chunks) == [0] && chunks.isMeasured(0) && chunks.width == 700, "deleting the first two chunks keeps the third")
        text.replaceCharacters(in: NSRange(location: 0, length: 920), with: "")
        chunks.replace(NSRange(location: 0, length: 920), replacementLength: 0, in: text)
        #expect(starts(of: chunks) == [0] && chunks.range(of: 0).length == 0 && chunks.width == 0, "empty text: one empty chunk")
    }
}
