import CoreGraphics

/// How a point crosses between a layer's plane and its superlayer's, as Core Animation flattens each
/// layer into its superlayer: the layer's 4×4 matrix (placement, transform, the superlayer's sublayer
/// transform) projected, depth dropped. Conversions and hit-testing both go through these two.
package enum PlaneProjection {
    /// The point of the superlayer's plane where `p` of the layer's plane shows: (x, y, 0, 1) × m,
    /// divided by w.
    package static func toSuperlayer(_ p: CGPoint, through m: CATransform3D) -> CGPoint { m.project(p) }

    /// The point of the layer's plane that shows at `q` of the superlayer's: where the line of sight
    /// through `q` (along z, which flattening drops) meets the layer's plane. It solves
    /// `toSuperlayer(p) = q`, whose matrix is the 3×3 homography of m's x, y and w rows and columns.
    /// Nil when the layer is seen edge-on (or scaled to nothing): no single point shows there.
    package static func fromSuperlayer(_ q: CGPoint, through m: CATransform3D) -> CGPoint? {
        // [x y 1] × H = [X Y W] with H = [m11 m12 m14; m21 m22 m24; m41 m42 m44], so [x y 1] ∝ [qx qy 1] × adj(H).
        let (a, b, c) = (m.m11, m.m12, m.m14), (d, e, f) = (m.m21, m.m22, m.m24), (g, h, i) = (m.m41, m.m42, m.m44)
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        // Degenerate against the rows' sizes: a quarter turn about y leaves x's row at 1e-16, not 0.
        let x1 = (a * a + b * b + c * c).squareRoot(), y1 = (d * d + e * e + f * f).squareRoot()
        let origin = (g * g + h * h + i * i).squareRoot()
        guard determinant.isFinite, abs(determinant) > 1e-12 * max(x1, y1) * max(x1, y1) * origin else { return nil }
        let x = q.x * (e * i - f * h) + q.y * (f * g - d * i) + (d * h - e * g)
        let y = q.x * (c * h - b * i) + q.y * (a * i - c * g) + (b * g - a * h)
        let w = q.x * (b * f - c * e) + q.y * (c * d - a * f) + (a * e - b * d)
        guard w != 0 else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }
}
