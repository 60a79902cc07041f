import Foundation

/// SDL gives a composition's caret and selected clause in code points (a length of −1: a bare
/// caret); UIKit's marked text counts UTF-16 units. Positions past the text are clamped to its end.
enum CompositionSelection {
    /// The UTF-16 range of the `length` code points from code point `start` of `text`.
    static func utf16Range(in text: String, start: Int32, length: Int32) -> NSRange {
        let scalars = text.unicodeScalars
        func utf16Offset(ofScalar index: Int) -> Int {
            scalars.prefix(max(0, index)).reduce(0) { $0 + UTF16.width($1) }
        }
        let location = utf16Offset(ofScalar: Int(start))
        let end = utf16Offset(ofScalar: Int(start) + max(0, Int(length)))
        return NSRange(location: location, length: end - location)
    }
}
