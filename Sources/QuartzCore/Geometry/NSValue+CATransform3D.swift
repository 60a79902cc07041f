import CoreGraphics
import Foundation

extension NSValue {
    /// A value boxing a transform, as animations' `fromValue`/`toValue` take them.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(geometry: t.elements)
    }

    /// The boxed transform; the identity (with a diagnostic) if the value holds no transform.
    public var caTransform3DValue: CATransform3D {
        geometry(count: 16, "caTransform3DValue").map(CATransform3D.init(elements:)) ?? CATransform3DIdentity
    }

    /// Boxes `components` as a C array of doubles: Foundation on Linux cannot encode structs, so
    /// geometry without a Foundation initializer (transforms) is stored as its numbers.
    package convenience init(geometry components: [CGFloat]) {
        let type = "[\(components.count)d]"
        self.init(bytes: components.map(Double.init), objCType: type)
    }

    /// The `count` numbers `init(geometry:)` boxed, or nil (reported as a misuse of `accessor`) if
    /// the value holds something else.
    package func geometry(count: Int, _ accessor: String) -> [CGFloat]? {
        guard String(cString: objCType) == "[\(count)d]" else {
            Diagnostics.report("NSValue.\(accessor) on a value of type \(String(cString: objCType)); using the default")
            return nil
        }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers.map { CGFloat($0) }
    }
}
