import CoreGraphics

/// Identifies a layer across the model tree and the render tree.
package typealias LayerID = UInt64

/// How a layer's contents are placed in its bounds (Core Animation's `contentsGravity` values).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// Every model property the compositor needs to draw one layer. A value type: the model layer keeps
/// one, the transaction copies it to the render thread, presentation values are computed over it.
/// The properties few layers set live out of line in `style`, so copies stay small.
package struct LayerProperties: Sendable, Equatable {
    // The values a frame reads for every layer come first, the contents' placement last: a frame
    // then reads fewer cache lines of a layer without contents (Swift lays stored properties out in
    // the order they are declared).
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var zPosition: CGFloat = 0
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var opacity: Float = 1
    package var isHidden = false
    package var masksToBounds = false
    package var isOpaque = false
    /// Whether `effect` is set: a flag kept inline, beside the values every frame reads, so the
    /// compositor learns that a layer has no effect (most have none) without reading more.
    package private(set) var hasEffect = false
    package var backgroundColor: CGColorRGBA?
    /// The properties few layers set, shared between copies until one changes. Their setters write
    /// only a different value, so clamping or re-setting a value leaves the sharing intact.
    @OutOfLine package var style: LayerStyle
    package var contentsScale: CGFloat = 1
    package var contentsGravity = CALayerContentsGravity.resize
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Whether the contents are the layer's own drawing (made over an opaque layer's opaque
    /// background) rather than an assigned image, which keeps its alpha whatever `isOpaque` says.
    package var contentsAreDrawn = false
    /// Where a drawn bitmap sits in layer coordinates when it is not fitted to the bounds (a shape
    /// layer's path may reach outside them); nil: the bitmap is placed in the bounds by the gravity.
    package var drawnExtent: CGRect?

    package init() { _style = LayerProperties.defaultStyle }

    /// One box for the style of every layer that keeps the defaults: a frame then reads the same
    /// few cache lines for all of them instead of a box of each layer's own.
    private static let defaultStyle = OutOfLine(wrappedValue: LayerStyle())

    package var sublayerTransform: CATransform3D {
        get { style.sublayerTransform }
        set { if style.sublayerTransform != newValue { style.sublayerTransform = newValue } }
    }
    package var contentsCenter: CGRect {
        get { style.contentsCenter }
        set { if style.contentsCenter != newValue { style.contentsCenter = newValue } }
    }
    package var cornerRadius: CGFloat {
        get { style.cornerRadius }
        set { if style.cornerRadius != newValue { style.cornerRadius = newValue } }
    }
    package var maskedCorners: CACornerMask {
        get { style.maskedCorners }
        set { if style.maskedCorners != newValue { style.maskedCorners = newValue } }
    }
    package var borderWidth: CGFloat {
        get { style.borderWidth }
        set { if style.borderWidth != newValue { style.borderWidth = newValue } }
    }
    package var borderColor: CGColorRGBA? {
        get { style.borderColor }
        set { if style.borderColor != newValue { style.borderColor = newValue } }
    }
    package var shadowColor: CGColorRGBA? {
        get { style.shadowColor }
        set { if style.shadowColor != newValue { style.shadowColor = newValue } }
    }
    package var shadowOpacity: Float {
        get { style.shadowOpacity }
        set { if style.shadowOpacity != newValue { style.shadowOpacity = newValue } }
    }
    package var shadowOffset: CGSize {
        get { style.shadowOffset }
        set { if style.shadowOffset != newValue { style.shadowOffset = newValue } }
    }
    package var shadowRadius: CGFloat {
        get { style.shadowRadius }
        set { if style.shadowRadius != newValue { style.shadowRadius = newValue } }
    }
    package var shadowPath: CGPath? {
        get { style.shadowPath }
        set { if style.shadowPath != newValue { style.shadowPath = newValue } }
    }
    package var isDoubleSided: Bool {
        get { style.isDoubleSided }
        set { if style.isDoubleSided != newValue { style.isDoubleSided = newValue } }
    }
    package var allowsGroupOpacity: Bool {
        get { style.allowsGroupOpacity }
        set { if style.allowsGroupOpacity != newValue { style.allowsGroupOpacity = newValue } }
    }
    /// The layer whose alpha masks this one (it is not among the sublayers).
    package var mask: LayerID? {
        get { style.mask }
        set { if style.mask != newValue { style.mask = newValue } }
    }
    /// What a replicator, emitter or backdrop layer asks the compositor to draw (nil on other layers).
    package var effect: LayerEffect? {
        get { hasEffect ? style.effect : nil }
        set {
            if style.effect != newValue { style.effect = newValue }
            hasEffect = newValue != nil
        }
    }
}

/// The layer properties that stay at their defaults on most layers: the sublayer transform, the
/// nine-part stretch, corners, border, shadow, mask, facing, group opacity and the compositor's effects.
package struct LayerStyle: Sendable, Equatable {
    package var sublayerTransform = CATransform3DIdentity
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var cornerRadius: CGFloat = 0
    package var maskedCorners = CACornerMask.all
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColorRGBA? = .opaqueBlack
    package var shadowColor: CGColorRGBA? = .opaqueBlack
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath?
    package var isDoubleSided = true
    package var allowsGroupOpacity = true
    package var mask: LayerID?
    package var effect: LayerEffect?

    package init() {}
}

extension CGColorRGBA {
    /// Core Animation's default border and shadow colour.
    package static let opaqueBlack = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 1)
}
