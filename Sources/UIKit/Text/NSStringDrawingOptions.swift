/// How string drawing and measuring lay text out.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top-left of the text and lines wrap within its width;
    /// without it the origin is the first baseline and the text is one line per paragraph.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the fonts' leading to line heights (Pango's line heights already include it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph ink instead of typographic bounds (typographic bounds are used here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Show only the lines that fit the rectangle's height, with an ellipsis on the last one
    /// (with `usesLineFragmentOrigin`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a string drawing or measuring call reports back.
public final class NSStringDrawingContext {
    /// The scale the text was drawn at (text is never shrunk to fit here, so always 1).
    public private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text of the last call occupied.
    public internal(set) var totalBounds: CGRect = .zero

    /// Creates a context.
    public init() {}
}
