extension UIView {
    /// Converts `point` from this view's bounds coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let matrix = CATransform3DConcat(toWindowMatrix(), CATransform3DInvert((view ?? window)?.toWindowMatrix() ?? CATransform3DIdentity))
        return matrix.project(point)
    }

    /// Converts `point` from `view`'s bounds coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = (view ?? window)?.toWindowMatrix() ?? CATransform3DIdentity
        return CATransform3DConcat(source, CATransform3DInvert(toWindowMatrix())).project(point)
    }

    /// Converts `rect` to `view`'s coordinates: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIView.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts `rect` from `view`'s coordinates: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIView.boundingBox(of: rect) { convert($0, from: view) }
    }

    /// The matrix from this view's bounds space to its window's (its root's, when not in a window).
    package func toWindowMatrix() -> CATransform3D {
        var matrix = CATransform3DIdentity
        var current: UIView = self
        while let parent = current.superviewRef {
            matrix = CATransform3DConcat(matrix, LayerGeometry.toSuperlayer(current.layer.properties))
            if let sublayer = LayerGeometry.sublayerMatrix(parent.layer.properties) {
                matrix = CATransform3DConcat(matrix, sublayer)
            }
            current = parent
        }
        // The root's own bounds origin still shifts what it shows.
        let origin = current.layer.bounds.origin
        return CATransform3DConcat(matrix, CATransform3DMakeTranslation(-origin.x, -origin.y, 0))
    }

    private static func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
