/// A position in the text of Casement's own text views: an offset in UTF-16 units.
final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
}
