extension NSAttributedString.Key {
    /// The `UIFont` of the text (12-point system font when absent).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the glyphs (black when absent).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text's line boxes (none when absent).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (a `CGFloat`, `Double` or `Int`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline, as an `NSUnderlineStyle` or its raw `Int`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The `UIColor` of the underline (the text's colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The line through the text, as an `NSUnderlineStyle` or its raw `Int`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The `UIColor` of the strikethrough line (the text's colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the glyphs sit above the baseline, in points (negative: below).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// The line drawn under or through text.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (drawn as a single line: Pango has no line thickness).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Under words only, not the spaces between them (drawn under everything here).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
