import CoreGraphics

/// A projective map of the plane in double precision, `[x y 1] × matrix` divided by w: how a point
/// crosses one layer's flattening into its superlayer (its 4×4 matrix with depth dropped), or a whole
/// path of them composed, so a conversion is one product and one division, however long the path.
package struct PlaneMap: Equatable {
    /// The matrix's rows: the images of the x direction, the y direction and the origin, with their w.
    package var x: SIMD3<Double>, y: SIMD3<Double>, origin: SIMD3<Double>

    package static let identity = PlaneMap(x: [1, 0, 0], y: [0, 1, 0], origin: [0, 0, 1])

    package init(x: SIMD3<Double>, y: SIMD3<Double>, origin: SIMD3<Double>) {
        self.x = x; self.y = y; self.origin = origin
    }

    /// The flattening of a layer whose 4×4 matrix (bounds space to its superlayer's) is `m`: the x, y
    /// and w rows and columns, since a point of the plane has z = 0 and the result's z is dropped.
    package init(flattening m: CATransform3D) {
        self.init(x: [Double(m.m11), Double(m.m12), Double(m.m14)], y: [Double(m.m21), Double(m.m22), Double(m.m24)],
                  origin: [Double(m.m41), Double(m.m42), Double(m.m44)])
    }

    /// This map followed by `next`. The result is rescaled by a power of two (exactly, and harmless to
    /// a projective map) so that long paths neither overflow nor underflow.
    package func then(_ next: PlaneMap) -> PlaneMap {
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { r.x * next.x + r.y * next.y + r.z * next.origin }
        return PlaneMap(x: row(x), y: row(y), origin: row(origin)).normalized
    }

    /// The map back, or nil where there is none: the plane is seen edge-on or scaled to nothing, so
    /// its determinant vanishes against its rows' lengths (a quarter turn about y leaves the x row at
    /// 1e-16, not 0). The adjugate stands in for the inverse: a projective map is the same at any scale.
    package var inverse: PlaneMap? {
        let (a, b, c) = (x.x, x.y, x.z), (d, e, f) = (y.x, y.y, y.z), (g, h, i) = (origin.x, origin.y, origin.z)
        let adjugate = PlaneMap(x: [e * i - f * h, c * h - b * i, b * f - c * e],
                                y: [f * g - d * i, a * i - c * g, c * d - a * f],
                                origin: [d * h - e * g, b * g - a * h, a * e - b * d])
        let determinant = a * adjugate.x.x + b * adjugate.y.x + c * adjugate.origin.x
        let widest = max((x * x).sum(), (y * y).sum())
        guard determinant.isFinite, abs(determinant) > 1e-12 * widest * (origin * origin).sum().squareRoot() else { return nil }
        return adjugate.normalized
    }

    /// Where `p` lands: divided by its w whatever the sign (behind the eye, the point comes out
    /// mirrored through the vanishing point), infinite or NaN on the vanishing line, where w is 0.
    package func apply(_ p: CGPoint) -> CGPoint {
        let image = Double(p.x) * x + Double(p.y) * y + origin
        return CGPoint(x: image.x / image.z, y: image.y / image.z)
    }

    /// The same map with its largest entry between 1 and 2.
    private var normalized: PlaneMap {
        let largest = max(x.max(), -x.min(), y.max(), -y.min(), origin.max(), -origin.min())
        guard largest.isNormal else { return self }
        let scale = Double(sign: .plus, exponent: -largest.exponent, significand: 1)
        return PlaneMap(x: x * scale, y: y * scale, origin: origin * scale)
    }
}
