/// A two-dimensional vector: a direction and magnitude, such as a spring's initial velocity.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}
