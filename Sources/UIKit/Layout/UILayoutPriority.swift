/// How much a constraint matters, 1 to 1000: required constraints (1000) always hold; among optional
/// ones, higher priorities are met first.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// The priority as a number.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000), the default.
    public static let required = UILayoutPriority(1000)
    /// How strongly a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A drag that may resize the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The level at which a window's scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// How strongly a button hugs its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The level `systemLayoutSizeFitting(_:)` pulls towards its target size at (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// `lhs` raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// `lhs` lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
