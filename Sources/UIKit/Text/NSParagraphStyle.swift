/// How the lines of a paragraph are laid out: alignment, line breaking and spacing. Immutable;
/// see `NSMutableParagraphStyle`.
///
/// Casement lays out a whole string with the paragraph style at its first character. (Not an
/// `NSObject`: Foundation on Linux traps when one `NSObject` attribute value replaces another.)
open class NSParagraphStyle: NSCopying, NSMutableCopying, Hashable, @unchecked Sendable {
    /// The horizontal alignment of the lines (`.natural` by default).
    open internal(set) var alignment: NSTextAlignment = .natural
    /// What happens to text that does not fit a line (`.byWordWrapping` by default).
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points (0 by default).
    open internal(set) var lineSpacing: CGFloat = 0

    /// The default style: natural alignment, word wrapping, no extra spacing.
    public static let `default` = NSParagraphStyle()

    /// Creates a style with the default values.
    public init() {}

    /// A style with the same values as `other`.
    init(copying other: NSParagraphStyle) {
        alignment = other.alignment
        lineBreakMode = other.lineBreakMode
        lineSpacing = other.lineSpacing
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }
    /// An immutable copy.
    public func copy() -> Any { copy(with: nil) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }
    /// A mutable copy.
    public func mutableCopy() -> Any { mutableCopy(with: nil) }

    /// Styles are equal when all their values are.
    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
        lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode && lhs.lineSpacing == rhs.lineSpacing
    }

    /// Hashes all the values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(lineSpacing)
    }
}

/// A paragraph style whose values can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The horizontal alignment of the lines.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// What happens to text that does not fit a line.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// Extra space between lines, in points (negative values count as 0).
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue.isFinite ? max(0, newValue) : 0 }
    }

    /// Copies every value from `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        alignment = other.alignment
        lineBreakMode = other.lineBreakMode
        lineSpacing = other.lineSpacing
    }
}
