import Foundation

/// A 3D transform split into parts that interpolate meaningfully, as CSS Transforms' "unmatrix"
/// does: M = scale · skew · rotation · translation · perspective (row vectors, Core Animation's
/// convention). Interpolating the parts, with the rotation as a quaternion, turns a layer through
/// the angles between two orientations instead of squashing it through a collapsed matrix.
package struct TransformDecomposition: Sendable, Equatable {
    package var translation = SIMD3<Double>(0, 0, 0)
    package var scale = SIMD3<Double>(1, 1, 1)
    /// Shear factors: xy, xz, yz.
    package var skew = SIMD3<Double>(0, 0, 0)
    package var perspective = SIMD4<Double>(0, 0, 0, 1)
    /// The rotation as a unit quaternion (x, y, z, w).
    package var quaternion = SIMD4<Double>(0, 0, 0, 1)

    package init() {}

    /// The parts of `t`, or nil when it has none (a singular matrix, e.g. a scale of zero).
    package init?(_ t: CATransform3D) {
        // The common case (an untransformed layer, UIKit's additive animations ending on it) is free.
        if t == CATransform3DIdentity { return }
        let w = Double(t.m44)
        guard w != 0, w.isFinite else { return nil }
        let r0 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)) / w
        let r1 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)) / w
        let r2 = SIMD3(Double(t.m31), Double(t.m32), Double(t.m33)) / w
        translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)) / w
        let determinant = TransformDecomposition.dot(r0, TransformDecomposition.cross(r1, r2))
        guard determinant != 0, determinant.isFinite else { return nil }
        let column = SIMD4(Double(t.m14), Double(t.m24), Double(t.m34), Double(t.m44)) / w
        if column.x != 0 || column.y != 0 || column.z != 0 {
            perspective = TransformDecomposition.perspective(rows: (r0, r1, r2), translation: translation, column: column)
        }
        decomposeLinearPart(r0, r1, r2)
    }

    /// Gram–Schmidt on the rows: scale and shear come out, an orthonormal rotation stays.
    private mutating func decomposeLinearPart(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        var r0 = r0, r1 = r1, r2 = r2
        scale.x = TransformDecomposition.length(r0)
        r0 /= scale.x
        skew.x = TransformDecomposition.dot(r0, r1)
        r1 -= skew.x * r0
        scale.y = TransformDecomposition.length(r1)
        r1 /= scale.y
        skew.x /= scale.y
        skew.y = TransformDecomposition.dot(r0, r2)
        r2 -= skew.y * r0
        skew.z = TransformDecomposition.dot(r1, r2)
        r2 -= skew.z * r1
        scale.z = TransformDecomposition.length(r2)
        r2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z
        if TransformDecomposition.dot(r0, TransformDecomposition.cross(r1, r2)) < 0 {
            scale = -scale
            r0 = -r0; r1 = -r1; r2 = -r2
        }
        quaternion = TransformDecomposition.quaternion(rows: r0, r1, r2)
    }

    /// The perspective row: solves A · p = column, where A is the matrix without its last column.
    private static func perspective(rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>), translation: SIMD3<Double>,
                                    column: SIMD4<Double>) -> SIMD4<Double> {
        let affine = CATransform3D(
            m11: CGFloat(rows.0.x), m12: CGFloat(rows.0.y), m13: CGFloat(rows.0.z), m14: 0,
            m21: CGFloat(rows.1.x), m22: CGFloat(rows.1.y), m23: CGFloat(rows.1.z), m24: 0,
            m31: CGFloat(rows.2.x), m32: CGFloat(rows.2.y), m33: CGFloat(rows.2.z), m34: 0,
            m41: CGFloat(translation.x), m42: CGFloat(translation.y), m43: CGFloat(translation.z), m44: 1)
        let inverse = CATransform3DInvert(affine)
        return SIMD4(
            Double(inverse.m11) * column.x + Double(inverse.m12) * column.y + Double(inverse.m13) * column.z + Double(inverse.m14) * column.w,
            Double(inverse.m21) * column.x + Double(inverse.m22) * column.y + Double(inverse.m23) * column.z + Double(inverse.m24) * column.w,
            Double(inverse.m31) * column.x + Double(inverse.m32) * column.y + Double(inverse.m33) * column.z + Double(inverse.m34) * column.w,
            Double(inverse.m41) * column.x + Double(inverse.m42) * column.y + Double(inverse.m43) * column.z + Double(inverse.m44) * column.w)
    }

    /// The quaternion of a rotation given by its rows (row vectors; Shepperd's method, stable at 180°).
    private static func quaternion(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) -> SIMD4<Double> {
        // In column-vector terms the matrix is the transpose: c_ij = r_j[i].
        let c00 = r0.x, c11 = r1.y, c22 = r2.z
        let c01 = r1.x, c10 = r0.y, c02 = r2.x, c20 = r0.z, c12 = r2.y, c21 = r1.z
        let trace = c00 + c11 + c22
        var q: SIMD4<Double>
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = SIMD4((c21 - c12) / s, (c02 - c20) / s, (c10 - c01) / s, s / 4)
        } else if c00 > c11 && c00 > c22 {
            let s = (1 + c00 - c11 - c22).squareRoot() * 2
            q = SIMD4(s / 4, (c01 + c10) / s, (c02 + c20) / s, (c21 - c12) / s)
        } else if c11 > c22 {
            let s = (1 + c11 - c00 - c22).squareRoot() * 2
            q = SIMD4((c01 + c10) / s, s / 4, (c12 + c21) / s, (c02 - c20) / s)
        } else {
            let s = (1 + c22 - c00 - c11).squareRoot() * 2
            q = SIMD4((c02 + c20) / s, (c12 + c21) / s, s / 4, (c10 - c01) / s)
        }
        return q / (q * q).sum().squareRoot()
    }

    /// The transform these parts make.
    package var transform: CATransform3D {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        // Rotation rows (row vectors): the transpose of the usual column-vector quaternion matrix.
        let r0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
        let r1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
        let r2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        // Scale · skew · rotation, row by row.
        let row0 = scale.x * r0
        let row1 = scale.y * (r1 + skew.x * r0)
        let row2 = scale.z * (r2 + skew.y * r0 + skew.z * r1)
        let p = perspective, t = translation
        // Then translation, then the perspective column: rows·P where P = identity with last column p.
        return CATransform3D(
            m11: CGFloat(row0.x), m12: CGFloat(row0.y), m13: CGFloat(row0.z), m14: CGFloat(TransformDecomposition.dot(row0, p.xyz)),
            m21: CGFloat(row1.x), m22: CGFloat(row1.y), m23: CGFloat(row1.z), m24: CGFloat(TransformDecomposition.dot(row1, p.xyz)),
            m31: CGFloat(row2.x), m32: CGFloat(row2.y), m33: CGFloat(row2.z), m34: CGFloat(TransformDecomposition.dot(row2, p.xyz)),
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z), m44: CGFloat(TransformDecomposition.dot(t, p.xyz) + p.w))
    }

    /// The parts a fraction `f` of the way to `other` (f may leave 0…1, for springs): linear for
    /// translation, scale, skew and perspective, spherical along the shorter arc for the rotation.
    package func interpolated(to other: TransformDecomposition, fraction f: Double) -> TransformDecomposition {
        var result = TransformDecomposition()
        result.translation = translation + (other.translation - translation) * f
        result.scale = scale + (other.scale - scale) * f
        result.skew = skew + (other.skew - skew) * f
        result.perspective = perspective + (other.perspective - perspective) * f
        result.quaternion = TransformDecomposition.slerp(quaternion, other.quaternion, f)
        return result
    }

    private static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        var b = b
        var cosine = (a * b).sum()
        if cosine < 0 { b = -b; cosine = -cosine }
        if cosine > 0.99999 {
            let q = a + (b - a) * f
            return q / (q * q).sum().squareRoot()
        }
        let angle = acos(min(1, cosine))
        let sine = sin(angle)
        return a * (sin((1 - f) * angle) / sine) + b * (sin(f * angle) / sine)
    }

    /// The rotation as angles about x, then y, then z (the order `transform.rotation.x/y/z` use).
    package var eulerAngles: SIMD3<Double> {
        get {
            let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
            let roll = atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y))
            let pitch = asin(max(-1, min(1, 2 * (w * y - z * x))))
            let yaw = atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z))
            return SIMD3(roll, pitch, yaw)
        }
        set {
            let (cr, sr) = (cos(newValue.x / 2), sin(newValue.x / 2))
            let (cp, sp) = (cos(newValue.y / 2), sin(newValue.y / 2))
            let (cy, sy) = (cos(newValue.z / 2), sin(newValue.z / 2))
            quaternion = SIMD4(sr * cp * cy - cr * sp * sy, cr * sp * cy + sr * cp * sy,
                               cr * cp * sy - sr * sp * cy, cr * cp * cy + sr * sp * sy)
        }
    }

    private static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
    private static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}

extension SIMD4 where Scalar == Double {
    fileprivate var xyz: SIMD3<Double> { SIMD3(x, y, z) }
}
