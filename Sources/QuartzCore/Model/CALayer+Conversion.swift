import CoreGraphics

extension CALayer {
    func baseConvert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let l else { return point(p, toAncestor: nil) }
        return convert(p, through: commonAncestor(with: l), to: l)
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

    /// Converts `p` to `l`'s space through the space of `common`, a layer above both (nil: the space
    /// their roots are placed in): the work grows with their distance from it, not with their depth.
    package func convert(_ p: CGPoint, through common: CALayer?, to l: CALayer) -> CGPoint {
        l.point(point(p, toAncestor: common), fromAncestor: common)
    }

    /// The nearest layer that is or is above both this layer and `other`; nil in different trees. Both
    /// chains are walked up in turn, so it takes steps in proportion to the distance to it.
    package func commonAncestor(with other: CALayer) -> CALayer? {
        // A layer and its parent or child (every step of a hit test): no walk, at any depth.
        if other === self || other === superlayerRef { return other }
        if other.superlayerRef === self { return self }
        var seen: Set<ObjectIdentifier> = []
        var mine: CALayer? = self, theirs: CALayer? = other
        while mine != nil || theirs != nil {
            if let layer = mine {
                if !seen.insert(ObjectIdentifier(layer)).inserted { return layer }
                mine = layer.superlayerRef
            }
            if let layer = theirs {
                if !seen.insert(ObjectIdentifier(layer)).inserted { return layer }
                theirs = layer.superlayerRef
            }
        }
        return nil
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
