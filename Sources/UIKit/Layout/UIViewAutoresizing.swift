extension UIView {
    /// Which parts of a view's frame stretch when its superview's bounds change size.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// UIKit's autoresizing arithmetic, as a pure function: on each axis the flexible parts (margin
/// before, size, margin after) share the change of the superview's size in proportion to their
/// current lengths (equally when those are all zero); fixed parts keep their lengths.
package enum Autoresizing {
    package static func frame(_ frame: CGRect, mask: UIView.AutoresizingMask,
                              oldSuperviewSize: CGSize, newSuperviewSize: CGSize) -> CGRect {
        let (x, width) = axis(origin: frame.minX, length: frame.width, oldExtent: oldSuperviewSize.width,
                              newExtent: newSuperviewSize.width, flexibleBefore: mask.contains(.flexibleLeftMargin),
                              flexibleLength: mask.contains(.flexibleWidth), flexibleAfter: mask.contains(.flexibleRightMargin))
        let (y, height) = axis(origin: frame.minY, length: frame.height, oldExtent: oldSuperviewSize.height,
                               newExtent: newSuperviewSize.height, flexibleBefore: mask.contains(.flexibleTopMargin),
                               flexibleLength: mask.contains(.flexibleHeight), flexibleAfter: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private static func axis(origin: CGFloat, length: CGFloat, oldExtent: CGFloat, newExtent: CGFloat,
                             flexibleBefore: Bool, flexibleLength: Bool, flexibleAfter: Bool) -> (CGFloat, CGFloat) {
        let delta = newExtent - oldExtent
        let parts = [(flexibleBefore, origin), (flexibleLength, length), (flexibleAfter, oldExtent - origin - length)]
        let flexible = parts.filter(\.0)
        guard delta != 0, !flexible.isEmpty else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(parts[0]), max(0, length + share(parts[1])))
    }
}
