import CoreGraphics

/// A layer showing what is drawn behind it, blurred by a Gaussian of `blurRadius` points and covered
/// by `tint`, clipped to its bounds and corners, beneath its own background, contents and sublayers:
/// the layer of `UIVisualEffectView` (Core Animation's private `CABackdropLayer`). The compositor
/// copies and blurs the pixels each frame; nothing is drawn on the main thread.
package final class BackdropLayer: CALayer {
    /// The blur's standard deviation, in points (0: no backdrop is drawn).
    package var blurRadius: CGFloat = 0 { didSet { backdropChanged() } }
    /// The colour laid over the blurred backdrop.
    package var tint: CGColor? { didSet { backdropChanged() } }

    private func backdropChanged() {
        guard blurRadius.isFinite, blurRadius >= 0 else {
            Diagnostics.report("a backdrop blur radius of \(blurRadius) is not a finite length; 0 is used")
            blurRadius = 0
            return
        }
        update { $0.effect = blurRadius > 0 ? .backdrop(Backdrop(sigma: blurRadius, tint: tint?.rgba)) : nil }
    }
}
