/// One replacement of a byte range of a file's text. Rewrites are kept as edits of the original
/// bytes, so everything outside the rewritten ranges (comments, spacing) stays byte for byte.
struct SourceEdit {
    /// UTF-8 offsets in the original text.
    let range: Range<Int>
    let replacement: String
}

extension SourceEdit {
    /// `text` with `edits` applied.
    static func apply(_ edits: [SourceEdit], to text: String) -> String {
        apply(edits, to: Array(text.utf8)[...])
    }

    /// `bytes` (a slice of the original text, indexed by its offsets) with the `edits` inside it
    /// applied. An edit overlapping an earlier one (by start) is dropped: a rewrite replacing a
    /// whole call builds its text with the edits inside the call already made.
    static func apply(_ edits: [SourceEdit], to bytes: ArraySlice<UInt8>) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = bytes.startIndex
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where edit.range.lowerBound >= cursor && edit.range.upperBound <= bytes.endIndex {
            result += bytes[cursor..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}
