/// A place in a text input's document, between two characters. Abstract: each text input
/// subclasses it with what it needs (Casement's own views use an offset in UTF-16 units).
@preconcurrency @MainActor
open class UITextPosition {
    public init() {}
}
