import CoreGraphics

/// How far to move something, right and down: a bar title's or a bar button title's adjustment.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}
