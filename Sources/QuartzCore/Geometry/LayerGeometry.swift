import CoreGraphics

/// The pure geometry of one layer, shared by the model (frame, conversions), presentation and the
/// compositor, so every place computes a layer's matrix the same way.
package enum LayerGeometry {
    /// The anchor point in the layer's own (bounds) coordinate space.
    package static func anchorInBounds(_ p: LayerProperties) -> CGPoint {
        CGPoint(x: p.bounds.minX + p.anchorPoint.x * p.bounds.width,
                y: p.bounds.minY + p.anchorPoint.y * p.bounds.height)
    }

    /// Maps the layer's bounds space into its superlayer's space:
    /// translate(−anchor) × transform × translate(position, zPosition).
    package static func toSuperlayer(_ p: LayerProperties) -> CATransform3D { toSuperlayer(p, position: p.position) }

    /// `toSuperlayer` with the layer placed at `position` (a window's layer fills its window
    /// wherever its own position says). Inlined: a call would copy the whole of `p` from the render
    /// node's storage first (0.37 M instructions a frame at 5,000 animated layers).
    @inline(__always)
    package static func toSuperlayer(_ p: LayerProperties, position: CGPoint) -> CATransform3D {
        let anchor = anchorInBounds(p)
        if CATransform3DIsIdentity(p.transform) {
            return CATransform3DMakeTranslation(position.x - anchor.x, position.y - anchor.y, p.zPosition)
        }
        return between(-anchor.x, -anchor.y, -p.anchorPointZ, p.transform,
                       position.x, position.y, p.zPosition + p.anchorPointZ)
    }

    /// What the layer applies to its sublayers before its own matrix: the sublayer transform about the anchor.
    package static func sublayerMatrix(_ p: LayerProperties) -> CATransform3D? {
        guard !CATransform3DIsIdentity(p.sublayerTransform) else { return nil }
        let anchor = anchorInBounds(p)
        return between(-anchor.x, -anchor.y, 0, p.sublayerTransform, anchor.x, anchor.y, 0)
    }

    /// translate(ax, ay, az) × m × translate(bx, by, bz), written out: a third of the work of two
    /// general products, and the compositor does it for every transformed layer of every frame.
    package static func between(_ ax: CGFloat, _ ay: CGFloat, _ az: CGFloat, _ m: CATransform3D,
                                _ bx: CGFloat, _ by: CGFloat, _ bz: CGFloat) -> CATransform3D {
        var r = m
        // The first translation moves the last row by a combination of the others.
        r.m41 = ax * m.m11 + ay * m.m21 + az * m.m31 + m.m41
        r.m42 = ax * m.m12 + ay * m.m22 + az * m.m32 + m.m42
        r.m43 = ax * m.m13 + ay * m.m23 + az * m.m33 + m.m43
        r.m44 = ax * m.m14 + ay * m.m24 + az * m.m34 + m.m44
        // The second adds to each row its w times the translation.
        r.m11 += r.m14 * bx; r.m12 += r.m14 * by; r.m13 += r.m14 * bz
        r.m21 += r.m24 * bx; r.m22 += r.m24 * by; r.m23 += r.m24 * bz
        r.m31 += r.m34 * bx; r.m32 += r.m34 * by; r.m33 += r.m34 * bz
        r.m41 += r.m44 * bx; r.m42 += r.m44 * by; r.m43 += r.m44 * bz
        return r
    }

    /// The frame: the bounding box, in the superlayer, of the bounds under the transform.
    package static func frame(of p: LayerProperties) -> CGRect {
        let size = p.bounds.size
        let origin = CGPoint(x: p.position.x - p.anchorPoint.x * size.width,
                             y: p.position.y - p.anchorPoint.y * size.height)
        if CATransform3DIsIdentity(p.transform) { return CGRect(origin: origin, size: size) }
        let affine = CATransform3DGetAffineTransform(p.transform)
        let local = CGRect(x: -p.anchorPoint.x * size.width, y: -p.anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        return local.applying(affine).offsetBy(dx: p.position.x, dy: p.position.y)
    }

    /// Sets bounds size and position so that `frame(of:)` returns `frame`, keeping the transform.
    /// Under a non-identity transform the untransformed size is solved from the affine part when it is
    /// invertible (UIKit leaves this undefined; Casement keeps the transform and fits its bounding box).
    package static func setFrame(_ frame: CGRect, of p: inout LayerProperties) {
        var size = frame.size
        if !CATransform3DIsIdentity(p.transform) {
            let t = CATransform3DGetAffineTransform(p.transform)
            // The bounding box of a w×h rect under t is (|a|w+|c|h) × (|b|w+|d|h); solve for w, h.
            let det = abs(t.a) * abs(t.d) - abs(t.c) * abs(t.b)
            if abs(det) > 1e-12 {
                size = CGSize(width: (abs(t.d) * frame.width - abs(t.c) * frame.height) / det,
                              height: (abs(t.a) * frame.height - abs(t.b) * frame.width) / det)
            }
        }
        p.bounds.size = CGSize(width: max(0, size.width), height: max(0, size.height))
        p.position = CGPoint(x: frame.midX + (p.anchorPoint.x - 0.5) * frame.width,
                             y: frame.midY + (p.anchorPoint.y - 0.5) * frame.height)
    }

    /// The bounding box of `rect`'s four corners after `convert`: how a rectangle crosses between
    /// coordinate spaces (layers', views').
    package static func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
