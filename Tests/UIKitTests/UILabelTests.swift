import Foundation
import Testing
@testable import UIKit

private let longText = "The quick brown fox jumps over the lazy dog and keeps running far beyond the edge"

@Suite("UILabel", .serialized, .startsClean)
@MainActor
struct UILabelTests {
    @Test("sizeThatFits: one line unbounded; multi-line wrapped at the width and limited to numberOfLines")
    func sizing() {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 16)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        label.text = longText
        let line = label.sizeThatFits(CGSize(width: 100, height: 100))
        #expect(line.width > 300 && line.height == label.font.lineHeight.rounded(.up))
        #expect(line == longText.size(withAttributes: [.font: label.font!]).applying(.identity).ceiled)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(wrapped.width <= 120 && wrapped.height > 4 * label.font.lineHeight)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(abs(two.height - 2 * label.font.lineHeight) < 1.5)
        #expect(label.intrinsicContentSize.width > 300, "no preferredMaxLayoutWidth: lines as long as paragraphs")
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize == two)
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("textRect(forBounds:limitedToNumberOfLines:) fits the lines in the bounds")
    func textRect() {
        let label = UILabel(frame: .zero)
        label.text = longText
        label.font = .systemFont(ofSize: 16)
        let bounds = CGRect(x: 5, y: 7, width: 150, height: 60)
        let unlimited = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        #expect(unlimited.origin == bounds.origin && unlimited.width <= 150 && unlimited.height <= 60)
        #expect(unlimited.height > label.font.lineHeight * 2)
        let one = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        #expect(one.height == label.font.lineHeight.rounded(.up) && one.width <= 150)
    }

    @Test("text and attributedText: the label's properties fill in, and setting one applies it to all")
    func attributedText() throws {
        let label = UILabel(frame: .zero)
        label.text = "plain"
        let filled = try #require(label.attributedText)
        #expect(filled.string == "plain")
        #expect(filled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
        #expect(filled.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .black)
        let styled = NSMutableAttributedString(string: "big small")
        styled.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(location: 0, length: 3))
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        styled.addAttribute(.paragraphStyle, value: centred, range: NSRange(location: 0, length: 9))
        label.attributedText = styled
        #expect(label.text == "big small")
        #expect((label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 40)
        #expect((label.attributedText?.attribute(.font, at: 5, effectiveRange: nil) as? UIFont)?.pointSize == 17)
        #expect(label.sizeThatFits(.zero).height > 40)
        label.font = .systemFont(ofSize: 10)
        #expect(label.sizeThatFits(.zero).height < 15, "a new font replaces the runs' fonts")
        label.textAlignment = .right
        let style = label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(style?.alignment == .right)
        label.text = nil
        #expect(label.attributedText == nil && label.sizeThatFits(.zero) == .zero)
    }

    @Test("Changing what is shown marks the label for drawing")
    func redrawOnChange() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        func marked(_ change: () -> Void) -> Bool {
            CATransaction.flush()
            label.layer.displayIfNeeded()
            change()
            return label.layer.needsDisplay()
        }
        #expect(marked { label.text = "a" })
        #expect(marked { label.font = .boldSystemFont(ofSize: 12) })
        #expect(marked { label.textColor = .red })
        #expect(marked { label.textAlignment = .center })
        #expect(marked { label.numberOfLines = 3 })
        #expect(marked { label.lineBreakMode = .byTruncatingHead })
        #expect(marked { label.attributedText = NSAttributedString(string: "b") })
        #expect(marked { label.shadowColor = .gray })
        #expect(!marked { })
    }
}

private extension CGSize {
    var ceiled: CGSize { CGSize(width: width.rounded(.up), height: height.rounded(.up)) }
}
