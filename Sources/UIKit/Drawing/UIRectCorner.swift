/// The corners of a rectangle, for rounding only some of them.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The raw bit pattern.
    public let rawValue: UInt
    /// Creates a set of corners from its raw bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x and y in UIKit's y-down space).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The same corners for CoreGraphics' path building (which uses the same bits).
    var rectCorners: RectCorners {
        RectCorners(rawValue: Int(rawValue & UIRectCorner.allCorners.rawValue))
    }
}
