/// A 3×5 pixel font of the few characters the HUD writes: figures, a point and some capitals. The
/// compositor draws each lit cell as a quad, so the HUD needs neither text layout nor a texture.
package enum PixelFont {
    /// Cells across and down one character, and across one character with its spacing.
    package static let glyphWidth = 3, glyphHeight = 5, advance = 4

    /// Each glyph's rows, top first, as three bits, the leftmost cell highest.
    private static let glyphs: [Character: [UInt8]] = [
        "0": [7, 5, 5, 5, 7], "1": [2, 6, 2, 2, 7], "2": [7, 1, 7, 4, 7], "3": [7, 1, 7, 1, 7], "4": [5, 5, 7, 1, 1],
        "5": [7, 4, 7, 1, 7], "6": [7, 4, 7, 5, 7], "7": [7, 1, 1, 1, 1], "8": [7, 5, 7, 5, 7], "9": [7, 5, 7, 1, 7],
        ".": [0, 0, 0, 0, 2], "F": [7, 4, 6, 4, 4], "P": [7, 5, 7, 4, 4], "S": [7, 4, 7, 1, 7], "M": [5, 7, 7, 5, 5],
        "R": [6, 5, 6, 5, 5], "D": [6, 5, 5, 5, 6], "Q": [7, 5, 5, 7, 1], "L": [4, 4, 4, 4, 7], "T": [7, 2, 2, 2, 2], "U": [5, 5, 5, 5, 7], "W": [5, 5, 7, 7, 5],
    ]

    /// Calls `body` with the column and row of every lit cell of `text`, characters one `advance`
    /// apart; characters the font lacks (a space among them) are left blank.
    package static func forEachCell(of text: String, _ body: (_ column: Int, _ row: Int) -> Void) {
        for (index, character) in text.enumerated() {
            guard let rows = glyphs[character] else { continue }
            for (row, bits) in rows.enumerated() {
                for column in 0..<glyphWidth where bits & (4 >> column) != 0 { body(index * advance + column, row) }
            }
        }
    }
}
