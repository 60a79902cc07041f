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
    /// The whole map is composed first and applied once, so a point that crosses a vanishing line on
    /// the way (w = 0 in between) still lands where the composed projection puts it; NaN where `l` is
    /// seen edge-on on the way.
    package func convert(_ p: CGPoint, through common: CALayer?, to l: CALayer) -> CGPoint {
        map(to: l, through: common)?.apply(p) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// The map from this layer's bounds space into `ancestor`'s (with nil, or an ancestor not above
    /// it, into the space the root is placed in): every flattening on the way, composed once.
    package func map(toAncestor ancestor: CALayer?) -> PlaneMap {
        var map = PlaneMap.identity
        var current: CALayer? = self
        while let layer = current, layer !== ancestor {
            map = map.then(PlaneMap(flattening: layer.matrixToSuperlayer))
            current = layer.superlayerRef
        }
        return map
    }

    /// The map from this layer's space to `l`'s through `common`, a layer above both (nil: the space
    /// their roots are placed in): up to it, then down as the inverse of `l`'s whole way up. Nil where
    /// `l`'s way up has no inverse (a layer on it seen edge-on or scaled to nothing).
    package func map(to l: CALayer, through common: CALayer?) -> PlaneMap? {
        l.map(toAncestor: common).inverse.map { map(toAncestor: common).then($0) }
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

    /// `p` carried up into `ancestor`'s space (with nil, or an ancestor not above it, into the space
    /// the root is placed in), through the composed map.
    package func point(_ p: CGPoint, toAncestor ancestor: CALayer?) -> CGPoint {
        map(toAncestor: ancestor).apply(p)
    }

    /// `p` of `ancestor`'s space (the root's placement space when nil) carried down to this layer,
    /// through the inverse of the whole way up; NaN when a layer on the way is seen edge-on.
    package func point(_ p: CGPoint, fromAncestor ancestor: CALayer?) -> CGPoint {
        map(toAncestor: ancestor).inverse?.apply(p) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }
}
