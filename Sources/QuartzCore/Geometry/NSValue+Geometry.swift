import CoreGraphics
import Foundation

/// Geometry boxed in `NSValue`, as apps pass it to animations' `fromValue`/`toValue` and keep it in
/// collections. UIKit declares the point, size, rectangle and affine forms; they live here, beside
/// Core Animation's transform, so animations can read every form (`import UIKit` sees them all).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(geometry: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }
    public convenience init(caTransform3D t: CATransform3D) { self.init(geometry: t.elements) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
    /// The boxed affine transform; the identity (with a diagnostic) if the value holds none.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = geometry(count: 6, "cgAffineTransformValue") else { return .identity }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
    /// The boxed transform; the identity (with a diagnostic) if the value holds no transform.
    public var caTransform3DValue: CATransform3D {
        geometry(count: 16, "caTransform3DValue").map(CATransform3D.init(elements:)) ?? CATransform3DIdentity
    }

    /// The boxed geometry as its Swift value (CGPoint, CGSize, CGRect, CGAffineTransform,
    /// CATransform3D); nil for a number or anything else.
    package var geometryValue: Any? {
        switch String(cString: objCType) {
        case "{CGPoint=dd}": return pointValue
        case "{CGSize=dd}": return sizeValue
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": return rectValue
        case "[6d]": return cgAffineTransformValue
        case "[16d]": return caTransform3DValue
        default: return nil
        }
    }

    /// Boxes `components` as a C array of doubles: Foundation on Linux cannot encode structs, so
    /// transforms are stored as their numbers.
    private convenience init(geometry components: [CGFloat]) {
        let type = "[\(components.count)d]"
        self.init(bytes: components.map(Double.init), objCType: type)
    }

    /// The `count` numbers `init(geometry:)` boxed, or nil (reported as a misuse of `accessor`) if
    /// the value holds something else.
    private func geometry(count: Int, _ accessor: String) -> [CGFloat]? {
        guard String(cString: objCType) == "[\(count)d]" else {
            Diagnostics.report("NSValue.\(accessor) on a value of type \(String(cString: objCType)); using the default")
            return nil
        }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers.map { CGFloat($0) }
    }
}
