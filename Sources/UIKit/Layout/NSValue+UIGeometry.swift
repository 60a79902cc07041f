import Foundation
import QuartzCore

/// UIKit's boxing of geometry in `NSValue`, for animation values and collections of geometry.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(geometry: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
    /// The boxed affine transform; the identity (with a diagnostic) if the value holds none.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = geometry(count: 6, "cgAffineTransformValue") else { return .identity }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
}
