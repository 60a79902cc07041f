/// What a renderer's drawing closure receives: the context to draw into, with shortcuts.
@preconcurrency @MainActor
open class UIGraphicsRendererContext {
    /// The Core Graphics context the closure draws into (also the current UIKit context).
    public let cgContext: CGContext
    /// The format the renderer draws with.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour, blended by `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Draws a one-point frame just inside `rect` with the current fill colour, as `UIRectFrame` does.
    open func stroke(_ rect: CGRect) {
        stroke(rect, blendMode: .normal)
    }

    /// Draws a one-point frame just inside `rect`, blended by `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        UIRectFrame(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// The drawing context of an image renderer.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// What has been drawn so far, as an image.
    open var currentImage: UIImage { ImageContext.image(of: cgContext) }
}

/// The base of the graphics renderers: a drawing area and a format.
@preconcurrency @MainActor
open class UIGraphicsRenderer {
    /// The format the renderer draws with.
    public let format: UIGraphicsRendererFormat

    /// A renderer for `bounds` (points) with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.format = format
    }

    /// Whether the renderer makes images.
    open class var allowsImageOutput: Bool { false }
}

/// Draws with UIKit and Core Graphics into bitmaps and returns them as images or PNG/JPEG data.
///
/// Each call draws into a fresh bitmap of the renderer's bounds at the format's scale, with the
/// context current for UIKit drawing (`UIColor.set()`, `UIBezierPath.fill()`, string drawing…).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A renderer for an image of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer for an image of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer whose image shows `bounds` (points; drawing at `bounds.origin` lands in its top-left corner).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer whose image shows `bounds` with (a copy of) `format`, so that sharing a format
    /// between renderers of different sizes is safe.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let own = UIGraphicsImageRendererFormat()
        own.scale = format.scale
        own.opaque = format.opaque
        own.preferredRange = format.preferredRange
        imageFormat = own
        super.init(bounds: bounds, format: own)
    }

    /// The renderer's own copy of its format.
    private let imageFormat: UIGraphicsImageRendererFormat

    /// Image renderers make images.
    open override class var allowsImageOutput: Bool { true }

    /// Runs `actions` on a fresh bitmap and returns it as an image at the format's scale. A size
    /// that cannot be drawn (empty, not finite, or beyond the bitmap limit) gives an empty image
    /// and a diagnostic.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = ImageContext.make(bounds: format.bounds, scale: imageFormat.scale, opaque: imageFormat.opaque,
                                              caller: "UIGraphicsImageRenderer") else { return UIImage() }
        UIGraphicsPushContext(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: imageFormat))
        UIGraphicsPopContext()
        return ImageContext.image(of: context)
    }

    /// Runs `actions` like `image(actions:)` and returns the image as PNG data (empty for an empty image).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` like `image(actions:)` and returns the image as JPEG data at `compressionQuality` (0…1).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
