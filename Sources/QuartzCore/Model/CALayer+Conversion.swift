import CoreGraphics

extension CALayer {
    func baseConvert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let common = commonAncestor(with: l)
        let up = point(p, toAncestor: common)
        guard let l else { return up }
        return l.point(up, fromAncestor: common)
    }

    func baseConvert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return point(p, fromAncestor: nil) }
        return l.convert(p, to: self)
    }

    func baseConvert(_ r: CGRect, to l: CALayer?) -> CGRect {
        LayerGeometry.boundingBox(of: r) { convert($0, to: l) }
    }

    func baseConvert(_ r: CGRect, from l: CALayer?) -> CGRect {
        LayerGeometry.boundingBox(of: r) { convert($0, from: l) }
    }

    /// The nearest layer both this one and `other` are in (either of them included); nil when
    /// `other` is nil or in another tree.
    package func commonAncestor(with other: CALayer?) -> CALayer? {
        guard let other else { return nil }
        // A layer and its parent or child (every step of a hit test): no walk, at any depth.
        if other === self || other.superlayerRef === self { return self }
        if superlayerRef === other { return other }
        var mine = Set<ObjectIdentifier>()
        var current: CALayer? = self
        while let layer = current {
            mine.insert(ObjectIdentifier(layer))
            current = layer.superlayerRef
        }
        current = other
        while let layer = current, !mine.contains(ObjectIdentifier(layer)) { current = layer.superlayerRef }
        return current
    }

    /// The matrix taking this layer's bounds space into its superlayer's, before flattening: its
    /// position, anchor point, transform and bounds, then the superlayer's sublayer transform.
    private var matrixToSuperlayer: CATransform3D {
        let own = LayerGeometry.toSuperlayer(properties)
        guard let sublayer = superlayerRef.flatMap({ LayerGeometry.sublayerMatrix($0.properties) }) else { return own }
        return CATransform3DConcat(own, sublayer)
    }

    /// `p` carried up, one flattening at a time, into `ancestor`'s space (with nil, or an ancestor not
    /// above it, into the space the root is placed in).
    package func point(_ p: CGPoint, toAncestor ancestor: CALayer?) -> CGPoint {
        var point = p
        var current: CALayer? = self
        while let layer = current, layer !== ancestor {
            point = PlaneProjection.toSuperlayer(point, through: layer.matrixToSuperlayer)
            current = layer.superlayerRef
        }
        return point
    }

    /// `p` of `ancestor`'s space (the root's placement space when nil) carried down to this layer,
    /// meeting each layer's plane on the way; NaN when one is seen edge-on.
    package func point(_ p: CGPoint, fromAncestor ancestor: CALayer?) -> CGPoint {
        var path: [CALayer] = []
        var current: CALayer? = self
        while let layer = current, layer !== ancestor {
            path.append(layer)
            current = layer.superlayerRef
        }
        var point = p
        for layer in path.reversed() {
            guard let below = PlaneProjection.fromSuperlayer(point, through: layer.matrixToSuperlayer) else {
                return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
            }
            point = below
        }
        return point
    }
}
