import CoreGraphics

extension CALayer {
    /// Converts `p` from this layer's coordinate space to `l`'s. With nil, to the space the root of
    /// this layer's tree is placed in (its superlayer's, had it one), as Core Animation does.
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let l else { return matrix(toAncestor: nil).project(p) }
        return convert(p, through: commonAncestor(with: l), to: l)
    }

    /// Converts `p` from `l`'s coordinate space (the root's placement space when nil) to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return CATransform3DInvert(matrix(toAncestor: nil)).project(p) }
        return l.convert(p, through: l.commonAncestor(with: self), to: self)
    }

    /// Converts `p` to `l`'s space through the space of `common`, a layer above both (nil: the space
    /// their roots are placed in): the work grows with their distance from it, not with their depth.
    package func convert(_ p: CGPoint, through common: CALayer?, to l: CALayer) -> CGPoint {
        CATransform3DInvert(l.matrix(toAncestor: common)).project(matrix(toAncestor: common).project(p))
    }

    /// The nearest layer that is or is above both this layer and `other`; nil in different trees. Both
    /// chains are walked up in turn, so it takes steps in proportion to the distance to it.
    package func commonAncestor(with other: CALayer) -> CALayer? {
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

    /// Converts `r` to `l`'s coordinate space: the bounding box of its converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        LayerGeometry.boundingBox(of: r) { convert($0, to: l) }
    }

    /// Converts `r` from `l`'s coordinate space: the bounding box of its converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        LayerGeometry.boundingBox(of: r) { convert($0, from: l) }
    }

    /// The matrix from this layer's bounds space to `ancestor`'s bounds space, through each layer's
    /// position, anchor point, transform and bounds origin and each superlayer's sublayer transform.
    /// With nil (or an ancestor not above it), up to the space the root is placed in.
    package func matrix(toAncestor ancestor: CALayer?) -> CATransform3D {
        var matrix = CATransform3DIdentity
        var current = self
        while current !== ancestor {
            matrix = CATransform3DConcat(matrix, LayerGeometry.toSuperlayer(current.properties))
            guard let parent = current.superlayerRef else { break }
            if let sublayer = LayerGeometry.sublayerMatrix(parent.properties) {
                matrix = CATransform3DConcat(matrix, sublayer)
            }
            current = parent
        }
        return matrix
    }
}
