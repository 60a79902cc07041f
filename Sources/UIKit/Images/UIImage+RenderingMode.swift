import CoreGraphics

/// Template images: drawn by views in their tint colour, through the image's alpha.
extension UIImage {
    /// How views draw an image.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: symbol images as templates, others as they are.
        case automatic = 0
        /// Always as the image is, in its own colours.
        case alwaysOriginal = 1
        /// Always as a template: the image's alpha filled with the view's tint colour.
        case alwaysTemplate = 2
    }

    /// Whether a symbol image (`init(systemName:)`) was drawn.
    public var isSymbolImage: Bool { symbol != nil }

    /// This image, drawn by views in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard let cgImage, renderingMode != self.renderingMode else { return self }
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets, resizingMode: resizingMode,
                       renderingMode: renderingMode, symbol: symbol)
    }

    /// This image filled with `color` through its alpha, with the same rendering mode. A symbol
    /// image so tinted keeps `color` in image views (it no longer counts as a symbol image).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// This image filled with `color` through its alpha, drawn by views in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let tinted = tintedBitmap(color.cgColor) else { return self }
        return UIImage(cgImage: tinted, scale: scale, orientation: .up, capInsets: capInsets, resizingMode: resizingMode,
                       renderingMode: renderingMode)
    }

    /// Whether an image view draws the image in its tint colour.
    package var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// The upright bitmap filled with `color` where the image is opaque: the colour drawn first,
    /// then the image with `destinationIn`, as UIKit does it.
    package func tintedBitmap(_ color: CGColor) -> CGImage? {
        guard let bitmap = uprightCGImage,
              let context = CGContext(pixelWidth: bitmap.width, pixelHeight: bitmap.height, scale: 1) else { return nil }
        let rect = CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        context.setFillColor(color)
        context.fill(rect)
        context.setBlendMode(.destinationIn)
        context.draw(bitmap, in: rect)
        return context.makeImage()
    }
}
