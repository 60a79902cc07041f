import Foundation

/// Where the caret stops in a string, in UTF-16 offsets (UIKit's units): between composed
/// characters (a whole emoji, a letter with its accents), and at the ends of words (runs of
/// letters, digits and underscores), as a desktop editor moves by character and by word.
/// Offsets outside the string are clamped to it.
enum TextBoundaries {
    /// The UTF-16 offset of every character boundary of `text`, from 0 to its length.
    static func characterOffsets(of text: String) -> [Int] {
        var offsets = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            offsets.append(offset)
        }
        return offsets
    }

    /// The boundary before `offset` (0 at the start).
    static func character(before offset: Int, in text: String) -> Int {
        characterOffsets(of: text).last { $0 < offset } ?? 0
    }

    /// The boundary after `offset` (the length at the end).
    static func character(after offset: Int, in text: String) -> Int {
        let offsets = characterOffsets(of: text)
        return offsets.first { $0 > offset } ?? offsets[offsets.count - 1]
    }

    /// The composed character containing or starting at `offset`, or the last one at the end.
    static func characterRange(at offset: Int, in text: String) -> NSRange {
        let offsets = characterOffsets(of: text)
        let end = offsets.first { $0 > offset } ?? offsets[offsets.count - 1]
        let start = offsets.last { $0 < end } ?? 0
        return NSRange(location: start, length: end - start)
    }

    /// The start of the word before `offset`: past the gap before it, then past the word.
    static func word(before offset: Int, in text: String) -> Int {
        let runs = characterRuns(of: text)
        var index = runs.lastIndex { $0.start < offset } ?? 0
        if index > 0, !runs[index].isWord { index -= 1 }
        return runs.isEmpty ? 0 : runs[index].start
    }

    /// The end of the word after `offset`: past the gap after it, then past the word.
    static func word(after offset: Int, in text: String) -> Int {
        let runs = characterRuns(of: text)
        guard var index = runs.firstIndex(where: { $0.end > offset }) else { return text.utf16.count }
        if index < runs.count - 1, !runs[index].isWord { index += 1 }
        return runs[index].end
    }

    /// The word (or the gap between words) at `offset`, as a double click selects it; at the end,
    /// the last run.
    static func wordRange(at offset: Int, in text: String) -> NSRange {
        let runs = characterRuns(of: text)
        guard let run = runs.first(where: { $0.end > offset }) ?? runs.last else { return NSRange(location: 0, length: 0) }
        return NSRange(location: run.start, length: run.end - run.start)
    }

    /// A run of word characters, or of other characters, in UTF-16 offsets.
    private struct Run {
        var start: Int
        var end: Int
        var isWord: Bool
    }

    /// `text` cut into alternating runs of word characters and of other characters.
    private static func characterRuns(of text: String) -> [Run] {
        var runs: [Run] = []
        var offset = 0
        for character in text {
            let isWord = character.isLetter || character.isNumber || character == "_"
            let next = offset + character.utf16.count
            if let last = runs.last, last.isWord == isWord {
                runs[runs.count - 1].end = next
            } else {
                runs.append(Run(start: offset, end: next, isWord: isWord))
            }
            offset = next
        }
        return runs
    }
}
