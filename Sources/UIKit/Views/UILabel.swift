/// A view that shows read-only text, drawn once with Pango and cached like any layer's contents.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String? { didSet { setNeedsDisplay() } }
    /// The font (17-point system font by default).
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) { didSet { setNeedsDisplay() } }
    /// The text colour (black by default).
    open var textColor: UIColor! = .black { didSet { setNeedsDisplay() } }
    /// The horizontal alignment.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The most lines shown; 0 for no limit (1 by default).
    open var numberOfLines = 1 { didSet { setNeedsDisplay() } }
    /// How lines that do not fit are wrapped or shortened.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
    }

    private var layout: TextLayout {
        TextLayout(text: text ?? "", font: font ?? .systemFont(ofSize: UIFont.labelFontSize), alignment: textAlignment,
                   numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        layout.draw(in: bounds, context: context, color: textColor ?? .black)
    }

    /// The size the text needs: on one line, or wrapped within `size.width` when lines may wrap.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return layout.size(within: numberOfLines == 1 ? nil : size.width)
    }
}
