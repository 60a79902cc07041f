import CoreGraphics

extension UILabel {
    /// How far the first (or last) baseline lies below the label's vertical centre: the text, as tall
    /// as the intrinsic height, is drawn centred, its first line's baseline one ascender below its top
    /// and its last line's one descender above its bottom.
    func baselineBelowCenter(first: Bool) -> CGFloat {
        let textHeight = intrinsicContentSize.height
        let font = self.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
        return first ? font.ascender - textHeight / 2 : textHeight / 2 + font.descender
    }
}
