import CoreGraphics

extension UIScrollView {
    /// How quickly content slows after a lift: the fraction of its velocity left after each
    /// millisecond (Scrolling rule 12).
    public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's default: 0.998 (a 2 pt/ms fling travels 998 pt).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop: 0.99 (a 2 pt/ms fling travels 198 pt).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
