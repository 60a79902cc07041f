import CoreGraphics

/// A geometry value whose every component must be a finite number for the compositor to place it:
/// the layer's geometry setters refuse NaN and infinity (with a diagnostic) through this one test.
package protocol FiniteGeometry {
    /// Whether no component is NaN or infinite.
    var isFiniteGeometry: Bool { get }
}

extension CGFloat: FiniteGeometry {
    package var isFiniteGeometry: Bool { isFinite }
}

extension CGPoint: FiniteGeometry {
    package var isFiniteGeometry: Bool { x.isFinite && y.isFinite }
}

extension CGSize: FiniteGeometry {
    package var isFiniteGeometry: Bool { width.isFinite && height.isFinite }
}

extension CGRect: FiniteGeometry {
    package var isFiniteGeometry: Bool { origin.isFiniteGeometry && size.isFiniteGeometry }
}

extension CATransform3D: FiniteGeometry {
    package var isFiniteGeometry: Bool { elements.allSatisfy(\.isFinite) }
}
