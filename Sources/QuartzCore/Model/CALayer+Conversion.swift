import CoreGraphics

extension CALayer {
    func baseConvert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let inRoot = matrix(toAncestor: nil).project(p)
        guard let l else { return inRoot }
        return CATransform3DInvert(l.matrix(toAncestor: nil)).project(inRoot)
    }

    func baseConvert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let inRoot = l.map { $0.matrix(toAncestor: nil).project(p) } ?? p
        return CATransform3DInvert(matrix(toAncestor: nil)).project(inRoot)
    }

    func baseConvert(_ r: CGRect, to l: CALayer?) -> CGRect {
        LayerGeometry.boundingBox(of: r) { convert($0, to: l) }
    }

    func baseConvert(_ r: CGRect, from l: CALayer?) -> CGRect {
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
