/// What happens to text that does not fit on a line.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (breaking words only when one word is wider than the line).
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Do not wrap; what does not fit is cut off.
    case byClipping = 2
    /// Show the end of the line, replacing its start with an ellipsis.
    case byTruncatingHead = 3
    /// Show the start of the line, replacing its end with an ellipsis.
    case byTruncatingTail = 4
    /// Show both ends, replacing the middle with an ellipsis.
    case byTruncatingMiddle = 5

    /// Whether the mode shortens lines with an ellipsis.
    var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}
