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
    /// x − x is 0 for a finite x and NaN for an infinite or NaN one, so one comparison, without
    /// branches, tells all sixteen.
    package var isFiniteGeometry: Bool {
        let rows = ((m11 - m11) + (m12 - m12) + (m13 - m13) + (m14 - m14)) + ((m21 - m21) + (m22 - m22) + (m23 - m23) + (m24 - m24))
        let more = ((m31 - m31) + (m32 - m32) + (m33 - m33) + (m34 - m34)) + ((m41 - m41) + (m42 - m42) + (m43 - m43) + (m44 - m44))
        return rows + more == 0
    }
}
