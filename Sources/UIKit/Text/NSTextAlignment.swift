/// How lines of text line up horizontally.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Stretched to both edges, except a paragraph's last line.
    case justified = 3
    /// Along the leading edge of the writing direction (left for left-to-right text).
    case natural = 4
}
