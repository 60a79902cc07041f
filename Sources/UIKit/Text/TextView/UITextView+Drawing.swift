import Foundation

/// How a text view looks (Text rules 16, 19, 21): the paragraphs the drawn rectangle reaches —
/// only those — with the selection in the tint colour under them while the view has the focus,
/// marked text underlined (or in `markedTextStyle`). Scrolling redraws what comes into view.
extension UITextView {
    func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let origin = textOrigin
        let shown = paragraphs.index(atY: rect.minY - origin.y)...paragraphs.index(atY: rect.maxY - origin.y)
        if isFirstResponder, selection.length > 0 {
            tintColor.withAlphaComponent(TextCaret.selectionAlpha).setFill()
            for index in shown {
                for line in lineRects(for: selection, inParagraph: index) { context.fill(line) }
            }
        }
        let color = textColor ?? .black
        for index in shown {
            let layout = paragraphs.layout(of: displayedText(of: index))
            layout.draw(in: context, at: CGPoint(x: origin.x, y: origin.y + paragraphs.top(of: index)), defaultColor: color)
        }
    }

    /// Paragraph `index` as drawn: its part of the marked text underlined.
    private func displayedText(of index: Int) -> NSAttributedString {
        let text = paragraphs.text(of: index)
        let start = paragraphs.starts[index]
        guard let marked = markedRange else { return text }
        let overlap = NSIntersectionRange(marked, NSRange(location: start, length: text.length))
        guard overlap.length > 0 else { return text }
        let shown = NSMutableAttributedString(attributedString: text)
        shown.addAttributes(markedTextStyle ?? [.underlineStyle: NSUnderlineStyle.single.rawValue],
                            range: NSRange(location: overlap.location - start, length: overlap.length))
        return shown
    }
}
