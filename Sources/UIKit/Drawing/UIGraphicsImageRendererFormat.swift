/// The settings of a graphics renderer's drawing surface.
@preconcurrency @MainActor
open class UIGraphicsRendererFormat {
    /// Creates the default format.
    public required init() {}

    /// The default format for the main screen.
    open class func `default`() -> Self { Self() }

    /// The area the renderer draws, in points (set by the renderer that uses the format).
    open internal(set) var bounds: CGRect = .zero
}

/// The settings of an image renderer's bitmap: its scale and whether it has an alpha channel.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range a renderer prefers.
    public enum Range: Int, Sendable {
        /// Whatever the device supports (sRGB here).
        case unspecified = -1
        /// Chosen automatically (sRGB here).
        case automatic = 0
        /// Extended range (drawn as standard sRGB here).
        case extended = 1
        /// Standard sRGB.
        case standard = 2
    }

    /// Pixels per point of the bitmap (the main screen's scale by default).
    open var scale: CGFloat
    /// Whether the bitmap is opaque: drawing starts on black and the image has no transparency.
    open var opaque = false
    /// The colour range (images are always 8-bit sRGB here).
    open var preferredRange: Range = .automatic

    /// The format for the main screen: its scale, not opaque, automatic range.
    public required init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The format that best fits the main screen (the same as `default()` here).
    open class func preferred() -> Self { Self() }
}
