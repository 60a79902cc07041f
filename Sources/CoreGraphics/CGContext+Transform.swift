internal import CCairo

extension CGContext {
    /// Applies `transform` before the current CTM (CG's concatenate semantics). A non-invertible
    /// transform cannot be represented by cairo: drawing is suppressed until `restoreGState()`.
    public func concatenate(_ transform: CGAffineTransform) {
        if let singular = state.singularCTM {
            state.singularCTM = transform.concatenating(singular)
            return
        }
        guard transform.isInvertible else {
            state.singularCTM = transform.concatenating(ctm)
            return
        }
        var matrix = transform.cairoMatrix
        cairo_transform(backing.context, &matrix)
    }

    /// Moves the user-space origin by `(tx, ty)`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space by `(sx, sy)`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (clockwise on screen in Casement's y-down contexts).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// The current transformation matrix: user space → device pixels, including the initial scale.
    public var ctm: CGAffineTransform {
        if let singular = state.singularCTM { return singular }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(backing.context, &matrix)
        return CGAffineTransform(matrix)
    }

    /// The user-space → device-space transform (the same as `ctm`).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Converts a point from user space to device (pixel) space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm)
    }

    /// Converts a point from device (pixel) space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm.inverted())
    }

    /// Converts a size from user space to device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm)
    }

    /// Converts a size from device space to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm.inverted())
    }

    /// Converts a rectangle from user space to device space (bounding box of the corners).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm)
    }

    /// Converts a rectangle from device space to user space (bounding box of the corners).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm.inverted())
    }
}
