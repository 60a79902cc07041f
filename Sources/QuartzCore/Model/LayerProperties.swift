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
package struct LayerProperties: Sendable, Equatable {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var zPosition: CGFloat = 0
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var opacity: Float = 1
    package var isHidden = false
    package var masksToBounds = false
    package var isOpaque = false
    package var backgroundColor: CGColorRGBA?
    package var contentsScale: CGFloat = 1
    package var contentsGravity = CALayerContentsGravity.resize
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Whether the contents are the layer's own drawing (made over an opaque layer's opaque
    /// background) rather than an assigned image, which keeps its alpha whatever `isOpaque` says.
    package var contentsAreDrawn = false
    /// Where a drawn bitmap sits in layer coordinates when it is not fitted to the bounds (a shape
    /// layer's path may reach outside them); nil: the bitmap is placed in the bounds by the gravity.
    package var drawnExtent: CGRect?
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
    /// The layer whose alpha masks this one (it is not among the sublayers).
    package var mask: LayerID?

    package init() {}
}

extension CGColorRGBA {
    /// Core Animation's default border and shadow colour.
    package static let opaqueBlack = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 1)
}
