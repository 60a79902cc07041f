import CoreGraphics

/// Core Animation's styling properties: rounded corners, border, shadow, masking, facing and group
/// opacity. The compositor draws all of them on the GPU from the cached bitmap; none redraws.
extension CALayer {
    /// The radius of the rounded corners of the background and border (and of the clip under
    /// `masksToBounds`), clamped to half the shorter side.
    public var cornerRadius: CGFloat {
        get { properties.cornerRadius }
        set { setLength(newValue, "cornerRadius", \.cornerRadius) }
    }
    /// Which corners `cornerRadius` rounds (all four by default).
    public var maskedCorners: CACornerMask {
        get { properties.maskedCorners }
        set { update { $0.maskedCorners = newValue } }
    }
    /// The width of the border drawn inside the bounds, above the contents and sublayers.
    public var borderWidth: CGFloat {
        get { properties.borderWidth }
        set { setLength(newValue, "borderWidth", \.borderWidth) }
    }
    /// The colour of the border (opaque black by default).
    public var borderColor: CGColor? {
        get { borderCGColor }
        set {
            borderCGColor = newValue
            update { $0.borderColor = newValue?.rgba }
        }
    }
    /// The colour of the shadow (opaque black by default).
    public var shadowColor: CGColor? {
        get { shadowCGColor }
        set {
            shadowCGColor = newValue
            update { $0.shadowColor = newValue?.rgba }
        }
    }
    /// The shadow's opacity, 0 (the default: no shadow) to 1.
    public var shadowOpacity: Float {
        get { properties.shadowOpacity }
        set { update { $0.shadowOpacity = newValue.isNaN ? 0 : max(0, min(1, newValue)) } }
    }
    /// How far the shadow is moved, in the layer's space: (0, −3) by default, so it shows above the layer.
    public var shadowOffset: CGSize {
        get { properties.shadowOffset }
        set { updateGeometry("shadowOffset", newValue) { $0.shadowOffset = newValue } }
    }
    /// The blur radius of the shadow (3 by default): the Gaussian's standard deviation, in points.
    public var shadowRadius: CGFloat {
        get { properties.shadowRadius }
        set { setLength(newValue, "shadowRadius", \.shadowRadius) }
    }
    /// The shape of the shadow, in the layer's space (non-zero winding). When nil the shadow follows
    /// the layer's composited alpha, which costs an offscreen pass; a path is cheaper.
    public var shadowPath: CGPath? {
        get { properties.shadowPath }
        set { update { $0.shadowPath = newValue?.copy() } }
    }
    /// Whether the layer shows when it faces away from the viewer (true by default). When false, a
    /// layer turned away (by a 3D rotation, or mirrored) is not drawn, nor are its sublayers.
    public var isDoubleSided: Bool {
        get { properties.isDoubleSided }
        set { update { $0.isDoubleSided = newValue } }
    }
    /// Whether a translucent layer with sublayers fades as one flattened picture (true by default)
    /// rather than fading each sublayer on its own, so overlapping sublayers do not show through.
    public var allowsGroupOpacity: Bool {
        get { properties.allowsGroupOpacity }
        set { update { $0.allowsGroupOpacity = newValue } }
    }
    /// A layer whose alpha cuts this layer and its sublayers, placed in this layer's space. It is
    /// not a sublayer; a layer can mask only one other.
    public var mask: CALayer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer else { return }
            if let newValue, newValue === self || newValue.superlayer != nil {
                return Diagnostics.report("a layer's mask must not be the layer itself or have a superlayer; ignored")
            }
            maskLayer = newValue
            if let newValue { CATransaction.state.layerAttached(newValue) }
            update { $0.mask = newValue?.layerID }
        }
    }

    /// Sets a length property: negative lengths become 0, non-finite ones are refused with a diagnostic.
    private func setLength(_ value: CGFloat, _ name: String, _ property: WritableKeyPath<LayerProperties, CGFloat>) {
        updateGeometry(name, value) { $0[keyPath: property] = max(0, value) }
    }
}
