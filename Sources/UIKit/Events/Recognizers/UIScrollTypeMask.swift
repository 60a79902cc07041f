/// The kinds of scrolling a pan recognizer also recognizes (`allowedScrollTypesMask`); the raw values are Apple's.
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Scrolling in whole steps: a mouse wheel.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Scrolling in fine increments: a trackpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
