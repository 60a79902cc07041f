import UIKit

/// The text page: labels in several fonts and sizes, the four alignments, the truncation modes,
/// multi-line wrapping, and an attributed string drawn by a view of its own.
enum TextPage {
    static let sample = "The quick brown fox jumps over the lazy dog"

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let page = UIView.demoPage(frame: frame)
        let column = (frame.width - 60) / 2
        var left = Column(x: 20, width: column, in: page)
        var right = Column(x: 40 + column, width: column, in: page)

        left.heading("Fonts and sizes")
        left.label("DejaVu Sans 13", font: .systemFont(ofSize: 13))
        left.label("Bold 15", font: .boldSystemFont(ofSize: 15))
        left.label("Light 15", font: .systemFont(ofSize: 15, weight: .ultraLight))
        left.label("Italic 15", font: .italicSystemFont(ofSize: 15))
        left.label("Serif 20", font: UIFont(name: "DejaVu Serif", size: 20))
        left.label("Serif Bold Italic 24", font: UIFont(name: "DejaVu Serif Bold Italic", size: 24))
        left.label("Mono 14: 0123456789", font: .monospacedSystemFont(ofSize: 14, weight: .regular))

        let sizes = NSMutableAttributedString(string: "")
        for size in [10, 14, 20, 28] as [CGFloat] {
            sizes.append(NSAttributedString(string: "Aa\(Int(size)) ", attributes: [.font: UIFont.systemFont(ofSize: size)]))
        }
        left.label("", font: nil, height: 34).attributedText = sizes

        left.heading("Truncation")
        for (mode, name) in [(NSLineBreakMode.byTruncatingHead, "head"), (.byTruncatingMiddle, "middle"),
                             (.byTruncatingTail, "tail"), (.byClipping, "clipping")] {
            left.label("\(name): \(sample), \(sample)", font: .systemFont(ofSize: 13), boxed: true).lineBreakMode = mode
        }

        right.heading("Alignment")
        for (alignment, name) in [(NSTextAlignment.left, "Left"), (.center, "Centre"), (.right, "Right")] {
            right.label(name, font: .systemFont(ofSize: 14), boxed: true).textAlignment = alignment
        }
        let justified = right.label("Justified: \(sample), and then some more words to fill two lines.",
                                    font: .systemFont(ofSize: 12), lines: 3, boxed: true)
        justified.textAlignment = .justified

        right.heading("Lines")
        right.label("Two lines at most: \(sample); \(sample); \(sample).", font: .systemFont(ofSize: 12), lines: 2, boxed: true)
        right.label("As many as needed: \(sample).", font: .systemFont(ofSize: 12), lines: 0, boxed: true)

        right.heading("Attributed")
        right.add(AttributedTextView(frame: CGRect(x: 0, y: 0, width: column, height: 44)))
        return page
    }

    /// Stacks views down one column of the page.
    @MainActor
    struct Column {
        let x: CGFloat
        let width: CGFloat
        let page: UIView
        var y: CGFloat = 16

        init(x: CGFloat, width: CGFloat, in page: UIView) {
            self.x = x
            self.width = width
            self.page = page
        }

        mutating func heading(_ text: String) {
            label(text, font: .systemFont(ofSize: 11, weight: .semibold)).textColor = .systemBlue
        }

        /// A label of `lines` lines (0: as many as the text needs within the column), on a light
        /// box when `boxed`, so its bounds show.
        @discardableResult
        mutating func label(_ text: String, font: UIFont?, lines: Int = 1, boxed: Bool = false, height: CGFloat? = nil) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 0))
            label.text = text
            label.font = font ?? .systemFont(ofSize: 14)
            label.numberOfLines = lines
            label.frame.size.height = height ?? (lines == 1 ? label.font.lineHeight.rounded(.up)
                                                            : label.sizeThatFits(CGSize(width: width, height: 0)).height)
            if boxed { label.backgroundColor = UIColor(white: 0.93, alpha: 1) }
            add(label)
            return label
        }

        mutating func add(_ view: UIView) {
            view.frame.origin = CGPoint(x: x, y: y)
            page.addSubview(view)
            y += view.frame.height + 6
        }
    }
}

/// Draws an attributed string itself: colours, a highlighted run, underline, strikethrough,
/// letter spacing and a raised run, through `NSAttributedString.draw(in:)`.
final class AttributedTextView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let base: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
        let text = NSMutableAttributedString(string: "Red, highlighted, underlined, struck, s p a c e d, raised.", attributes: base)
        func style(_ word: String, _ attributes: [NSAttributedString.Key: Any]) {
            text.addAttributes(attributes, range: (text.string as NSString).range(of: word))
        }
        style("Red", [.foregroundColor: UIColor.systemRed])
        style("highlighted", [.backgroundColor: UIColor.systemYellow])
        style("underlined", [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.systemBlue])
        style("struck", [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        style("s p a c e d", [.kern: 2, .foregroundColor: UIColor.systemPurple])
        style("raised", [.baselineOffset: 5, .font: UIFont.boldSystemFont(ofSize: 11)])
        text.draw(in: bounds)
    }
}
