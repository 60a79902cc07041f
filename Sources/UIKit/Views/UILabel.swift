/// A view that shows read-only text, drawn once with Pango and cached like any layer's contents.
///
/// Plain `text` takes the label's font, colour, alignment and line breaking. `attributedText`
/// keeps its own attributes; the label's properties fill in what it lacks, and setting one of
/// them afterwards applies it to the whole text, as in UIKit.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text as given: plain text has no attributes.
    private var content: NSAttributedString? {
        didSet {
            setNeedsDisplay()
            contentSizeDidChange()
        }
    }

    /// The text shown.
    open var text: String? {
        get { content?.string }
        set { content = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The text shown, with its attributes (the label's font and colour where it has none).
    open var attributedText: NSAttributedString? {
        get { content.map(withLabelAttributes) }
        set { content = newValue.map { NSAttributedString(attributedString: $0) } }
    }
    /// The font (17-point system font by default).
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { content = content?.removingAttribute(.font) }
    }
    /// The text colour (black by default).
    open var textColor: UIColor! = .black {
        didSet { content = content?.removingAttribute(.foregroundColor) }
    }
    /// The horizontal alignment (`.natural` by default: left for left-to-right text).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { content = content?.updatingParagraphStyles { $0.alignment = textAlignment } }
    }
    /// The most lines shown; 0 for as many as fit (1 by default). Lines beyond the limit, or
    /// beyond the label's height, are not shown.
    open var numberOfLines = 1 {
        didSet {
            setNeedsDisplay()
            contentSizeDidChange()
        }
    }
    /// How text that does not fit is shortened (by default, an ellipsis at the end of the last
    /// line). Multi-line labels always wrap at words; the mode decides the last line.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { content = content?.updatingParagraphStyles { $0.lineBreakMode = lineBreakMode } }
    }
    /// The colour of a sharp shadow under the text; nil (the default) for none.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How far the shadow is moved, in points (0, −1 by default: one point up).
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// Whether a single-line label shrinks its font (down to `minimumScaleFactor`) to fit its width.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` shrinks to; 0 (the
    /// default) keeps the font size, as in UIKit.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether the text is drawn as enabled; a disabled label draws its colour at half its alpha.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// Whether the text is drawn in `highlightedTextColor` (when there is one).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// The text colour while highlighted; nil keeps `textColor`.
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// The width a multi-line label's `intrinsicContentSize` wraps at; 0 (automatic) wraps a label placed by
    /// constraints at the width layout gives it, as iOS 8 does.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { contentSizeDidChange() } }
    /// The width an automatic `preferredMaxLayoutWidth` last measured the intrinsic size at.
    private var automaticWrapWidth: CGFloat = 0

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

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, vertically centred; override to inset or move it.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(),
              let layout = layout(width: rect.width, lines: numberOfLines, height: rect.height,
                                  font: fittedFont(width: rect.width)) else { return }
        let height = layout.measure().size.height
        let pixels = contentScaleFactor
        let top = ((rect.minY + (rect.height - height) / 2) * pixels).rounded() / pixels
        context.saveGState()
        if let shadowColor {
            context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor)
        }
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: top), defaultColor: drawnTextColor)
        context.restoreGState()
    }

    // MARK: Measuring

    /// The rectangle the text takes inside `bounds` with at most `numberOfLines` lines (0: no
    /// limit), at `bounds.origin`, in whole points.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let height = bounds.height.isFinite && bounds.height > 0 ? bounds.height : nil
        guard let layout = layout(width: bounds.width, lines: numberOfLines, height: height) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        return CGRect(origin: bounds.origin, size: Self.wholePoints(layout.measure().size))
    }

    /// The size the text needs, in whole points: on one line for single-line labels, else wrapped
    /// within `size.width` (when positive) and limited to `numberOfLines`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 ? nil : size.width
        guard let layout = layout(width: width, lines: numberOfLines, height: nil) else { return .zero }
        return Self.wholePoints(layout.measure().size)
    }

    /// The size of the text, wrapped at `preferredMaxLayoutWidth` when that is set on a multi-line label
    /// (automatic: at the label's own width once layout has given it one).
    open override var intrinsicContentSize: CGSize {
        var width = preferredMaxLayoutWidth
        if wrapsAtLaidOutWidth {
            width = bounds.width
            automaticWrapWidth = width
        }
        return sizeThatFits(CGSize(width: width, height: 0))
    }

    /// Whether the label's `preferredMaxLayoutWidth` is automatic: a multi-line label placed by constraints.
    private var wrapsAtLaidOutWidth: Bool {
        preferredMaxLayoutWidth == 0 && numberOfLines != 1 && !translatesAutoresizingMaskIntoConstraints
    }

    /// With an automatic `preferredMaxLayoutWidth`, a width layout gave the label re-measures its height,
    /// which the next layout pass of the same turn applies.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if wrapsAtLaidOutWidth, bounds.width != automaticWrapWidth { invalidateIntrinsicContentSize() }
    }

    // MARK: Layout

    /// The text laid out with the label's rules (in `font`, else the label's), or nil when there is none.
    private func layout(width: CGFloat?, lines: Int, height: CGFloat?, font: UIFont? = nil) -> TextLayout? {
        guard let content, content.length > 0 else { return nil }
        let style = content.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        let font = font ?? self.font ?? .systemFont(ofSize: UIFont.labelFontSize)
        var layout = TextLayout(string: content, defaultFont: font, width: width,
                                wraps: lines != 1, lineBreakMode: style?.lineBreakMode ?? lineBreakMode,
                                alignment: style?.alignment ?? textAlignment)
        layout.maximumLines = max(0, lines)
        layout.maximumHeight = height
        return layout
    }

    /// The font drawn in `width`: the label's, shrunk for a single line that does not fit when
    /// `adjustsFontSizeToFitWidth` is on, never below `minimumScaleFactor` of its size.
    /// Text with fonts of its own (attributed) keeps them.
    func fittedFont(width: CGFloat) -> UIFont? {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, let font,
              let natural = layout(width: nil, lines: 1, height: nil)?.measure().size.width,
              natural > width, natural > 0 else { return nil }
        let scale = max(minimumScaleFactor, min(1, width / natural))
        return font.withSize(font.pointSize * scale)
    }

    /// The colour plain text is drawn in: highlighted, else the text colour; faded when disabled.
    var drawnTextColor: UIColor {
        let colour = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .black
        return isEnabled ? colour : colour.withAlphaComponent(colour.cgColor.rgba.alpha / 2)
    }

    /// `content` with the label's font and colour where it has none.
    private func withLabelAttributes(_ content: NSAttributedString) -> NSAttributedString {
        content.fillingAttributes([.font: font ?? .systemFont(ofSize: UIFont.labelFontSize), .foregroundColor: textColor ?? .black])
    }

    private static func wholePoints(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}

extension NSAttributedString {
    /// A copy with `defaults` wherever the text has no attribute of its own for their keys.
    func fillingAttributes(_ defaults: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let result = NSMutableAttributedString(string: string, attributes: defaults)
        var runs: [([NSAttributedString.Key: Any], NSRange)] = []
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            runs.append((attributes, range))
        }
        for (attributes, range) in runs { result.addAttributes(attributes, range: range) }
        return result
    }

    /// A copy without `key` anywhere.
    func removingAttribute(_ key: NSAttributedString.Key) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        copy.removeAttribute(key, range: NSRange(location: 0, length: length))
        return copy
    }

    /// A copy whose paragraph styles (where there are any) are changed by `update`.
    func updatingParagraphStyles(_ update: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
        var changes: [(NSMutableParagraphStyle, NSRange)] = []
        enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: length)) { value, range, _ in
            guard let style = value as? NSParagraphStyle, let changed = style.mutableCopy() as? NSMutableParagraphStyle else { return }
            update(changed)
            changes.append((changed, range))
        }
        let copy = NSMutableAttributedString(attributedString: self)
        for (style, range) in changes { copy.addAttribute(.paragraphStyle, value: style, range: range) }
        return copy
    }
}
