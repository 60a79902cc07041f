/// Creates the bitmap contexts `UIGraphicsImageRenderer` and `UIGraphicsBeginImageContextWithOptions`
/// draw into, and turns them into images.
@MainActor
enum ImageContext {
    /// A context for `bounds` (points) at `scale` pixels per point, user space = `bounds`, cleared
    /// (or black when `opaque`); nil, with a diagnostic, for empty, non-finite or too large sizes.
    static func make(bounds: CGRect, scale: CGFloat, opaque: Bool, caller: String) -> CGContext? {
        let scale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
        let width = (bounds.width * scale).rounded(.up), height = (bounds.height * scale).rounded(.up)
        guard bounds.minX.isFinite, bounds.minY.isFinite, width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= CGFloat(BackingStore.maximumPixelSide), height <= CGFloat(BackingStore.maximumPixelSide),
              let context = CGContext(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale) else {
            Diagnostics.report("\(caller): cannot draw a \(bounds.size.width)×\(bounds.size.height)-point image at scale \(scale)", .oncePerMessage)
            return nil
        }
        if opaque {
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(CGRect(origin: .zero, size: bounds.size))
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        return context
    }

    /// The context's pixels now, as an image at the context's scale.
    static func image(of context: CGContext) -> UIImage {
        guard let bitmap = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: bitmap, scale: context.scale, orientation: .up)
    }
}
