/// One replacement of a byte range of a file's text. Rewrites are kept as edits of the original
/// bytes, so everything outside the rewritten ranges (comments, spacing) stays byte for byte.
struct SourceEdit {
    /// UTF-8 offsets in the original text.
    let range: Range<Int>
    let replacement: String
}

extension SourceEdit {
    /// `text` with `edits` applied; an edit overlapping an earlier one (by start) is dropped, so a
    /// rewrite nested inside another's range never garbles it.
    static func apply(_ edits: [SourceEdit], to text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= cursor {
            result += bytes[cursor..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}
