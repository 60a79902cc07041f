/// Drawing and measuring attributed strings, as UIKit adds them to Foundation's class.
///
/// Text without a `.font` is in the 12-point system font and text without a `.foregroundColor`
/// is black. The paragraph style at the first character sets alignment and line breaking.
extension NSAttributedString {
    /// The font of text without a `.font` attribute.
    static let defaultDrawingFont = UIFont.systemFont(ofSize: 12)

    /// The size of the text on lines as long as their paragraphs.
    public func size() -> CGSize {
        unboundedLayout.measure().size
    }

    /// The rectangle the text takes when laid out within `size` with `options` (see
    /// `NSStringDrawingOptions`): at (0, 0) with `.usesLineFragmentOrigin`, else around a first
    /// baseline at y = 0. The height is not limited unless `.truncatesLastVisibleLine` says so.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let geometry = layout(within: size, options: options).measure()
        let origin = options.contains(.usesLineFragmentOrigin) ? CGPoint.zero : CGPoint(x: 0, y: -geometry.firstBaseline)
        let rect = CGRect(origin: origin, size: geometry.size)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the text in the current context with its top-left corner at `point`, on lines as
    /// long as their paragraphs.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        unboundedLayout.draw(in: context, at: point, defaultColor: .black)
    }

    /// Draws the text from the top of `rect`, wrapped (or truncated, per its paragraph style)
    /// within its width and clipped to it.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
        context.restoreGState()
    }

    /// Draws the text laid out within `rect.size` with `options`; `rect.origin` is the top-left
    /// corner with `.usesLineFragmentOrigin`, else the first baseline's start.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        let layout = layout(within: rect.size, options: options)
        var origin = rect.origin
        if !options.contains(.usesLineFragmentOrigin) || context != nil {
            let geometry = layout.measure()
            if !options.contains(.usesLineFragmentOrigin) { origin.y -= geometry.firstBaseline }
            context?.totalBounds = CGRect(origin: origin, size: geometry.size)
        }
        layout.draw(in: cgContext, at: origin, defaultColor: .black)
    }

    /// The text on lines as long as their paragraphs.
    private var unboundedLayout: TextLayout {
        TextLayout(string: self, defaultFont: Self.defaultDrawingFont, width: nil, wraps: false)
    }

    /// The text laid out within `size` as `options` ask.
    private func layout(within size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        guard options.contains(.usesLineFragmentOrigin) else { return unboundedLayout }
        var layout = TextLayout(string: self, defaultFont: Self.defaultDrawingFont, width: size.width, wraps: false)
        layout.wraps = layout.lineBreakMode == .byWordWrapping || layout.lineBreakMode == .byCharWrapping
        if options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0 {
            layout.maximumHeight = size.height
            if !layout.lineBreakMode.truncates { layout.lineBreakMode = .byTruncatingTail }
        }
        return layout
    }
}
