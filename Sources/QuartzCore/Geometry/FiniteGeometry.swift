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
    /// Written out: the evaluator asks it of animated transforms every frame, and `elements` allocates.
    package var isFiniteGeometry: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite && m41.isFinite
            && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
