import CoreGraphics

/// The rounded rectangle a shape quad measures, and how to draw it.
package struct ShapeParameters: Equatable {
    /// The shape, in layer space.
    package var rect: CGRect
    package var radii: CornerRadii
    /// Above zero: only the ring of this width inside the edge is drawn (a border).
    package var borderWidth: Float = 0
    /// Above zero: the shape blurred by a Gaussian of this deviation (a shadow), in layer points.
    package var sigma: Float = 0
    /// Fragments covered this little or less are discarded (0.5 when writing a clip to the stencil).
    package var discardBelow: Float = 0

    package init(rect: CGRect, radii: CornerRadii, borderWidth: Float = 0, sigma: Float = 0) {
        self.rect = rect; self.radii = radii; self.borderWidth = borderWidth; self.sigma = sigma
    }
}
