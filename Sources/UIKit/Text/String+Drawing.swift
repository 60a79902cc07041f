/// Drawing and measuring plain strings with attributes, as UIKit adds them to `NSString` (and
/// Swift code calls them on `String`). Each is the `NSAttributedString` method of the same name.
extension StringProtocol {
    /// The size of the text with `attributes`, on lines as long as its paragraphs.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        attributed(attributes).size()
    }

    /// The rectangle the text takes when laid out within `size` with `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        attributed(attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the text with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        attributed(attributes).draw(at: point)
    }

    /// Draws the text from the top of `rect`, wrapped within its width and clipped to it.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        attributed(attributes).draw(in: rect)
    }

    /// Draws the text laid out within `rect.size` with `options`.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        attributed(attributes).draw(with: rect, options: options, context: context)
    }

    private func attributed(_ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: String(self), attributes: attributes)
    }
}

/// The same drawing and measuring on `NSString`, where UIKit declares them.
extension NSString {
    /// The size of the text with `attributes`, on lines as long as its paragraphs.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// The rectangle the text takes when laid out within `size` with `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the text with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    /// Draws the text from the top of `rect`, wrapped within its width and clipped to it.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }

    /// Draws the text laid out within `rect.size` with `options`.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        String(self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
