import CoreGraphics

/// The radius of each corner of a layer's rounded shape, as the compositor draws and clips it:
/// `cornerRadius` on the corners `maskedCorners` names, clamped to half the shorter side.
package struct CornerRadii: Equatable, Sendable {
    package var minXMinY: CGFloat = 0
    package var maxXMinY: CGFloat = 0
    package var minXMaxY: CGFloat = 0
    package var maxXMaxY: CGFloat = 0

    package init() {}

    /// The radii of a layer's `bounds` with `cornerRadius` on its `maskedCorners`.
    package init(cornerRadius: CGFloat, maskedCorners: CACornerMask, bounds: CGRect) {
        // Most layers have square corners: nothing more to work out.
        guard cornerRadius > 0 else { return }
        let radius = min(max(0, cornerRadius), min(abs(bounds.width), abs(bounds.height)) / 2)
        guard radius > 0, radius.isFinite else { return }
        if maskedCorners.contains(.layerMinXMinYCorner) { minXMinY = radius }
        if maskedCorners.contains(.layerMaxXMinYCorner) { maxXMinY = radius }
        if maskedCorners.contains(.layerMinXMaxYCorner) { minXMaxY = radius }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { maxXMaxY = radius }
    }

    /// The same `radius` on every corner.
    package init(uniform radius: CGFloat) {
        minXMinY = radius; maxXMinY = radius; minXMaxY = radius; maxXMaxY = radius
    }

    /// True when every corner is square: the shape is the plain rectangle.
    package var isZero: Bool { minXMinY == 0 && maxXMinY == 0 && minXMaxY == 0 && maxXMaxY == 0 }
}
