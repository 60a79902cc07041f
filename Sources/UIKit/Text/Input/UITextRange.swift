/// A span of a text input's document between two positions. Abstract: a text input subclasses
/// it with its own positions.
@preconcurrency @MainActor
open class UITextRange {
    public init() {}

    /// Whether the range holds no characters (a caret).
    open var isEmpty: Bool { false }
    /// Where the range begins.
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends.
    open var end: UITextPosition { UITextPosition() }
}
