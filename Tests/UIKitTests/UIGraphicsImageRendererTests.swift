import Foundation
import Testing
@testable import UIKit

private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
    guard let p = image.cgImage?.pixel(x: x, y: y) else { return [] }
    return [p.red, p.green, p.blue, p.alpha]
}

@Suite("Drawing into images", .serialized, .startsClean)
@MainActor
struct UIGraphicsImageRendererTests {
    private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }

    @Test("A renderer's image has its size in points and its format's scale")
    func sizeAndScale() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format(scale: 2))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        }
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2)
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == 20 && bitmap.height == 10)
        #expect(pixel(image, 9, 9) == [255, 0, 0, 255])
        #expect(pixel(image, 10, 0) == [0, 0, 0, 0])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("bounds.origin lands in the image's top-left corner; opaque formats start black")
    func boundsAndOpacity() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format(scale: 1, opaque: true))
        #expect(renderer.format.bounds == CGRect(x: 10, y: 10, width: 4, height: 4))
        let image = renderer.image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        #expect(pixel(image, 0, 0) == [0, 0, 255, 255])
        #expect(pixel(image, 3, 3) == [0, 0, 0, 255])
    }

    @Test("The context's helpers fill, frame and clip; currentImage shows the drawing so far")
    func contextHelpers() {
        var midway: UIImage?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1)).image { context in
            UIColor.green.setFill()
            context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
            midway = context.currentImage
            context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.red.setFill()
            context.fill(CGRect(x: 3, y: 3, width: 4, height: 4), blendMode: .copy)
        }
        #expect(pixel(image, 0, 5) == [0, 255, 0, 255])
        #expect(pixel(image, 2, 5) == [0, 0, 0, 0])
        #expect(pixel(image, 4, 4) == [255, 0, 0, 255])
        #expect(pixel(image, 6, 4) == [0, 0, 0, 0])  // clipped
        #expect(midway.map { pixel($0, 4, 4) } == [0, 0, 0, 0])
        #expect(midway.map { pixel($0, 9, 4) } == [0, 255, 0, 255])
    }

    @Test("PNG data decodes back to the same pixels; the default format uses the main screen's scale")
    func pngAndDefaults() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format(scale: 1))
        let data = renderer.pngData { _ in
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 3, height: 2))
        #expect(pixel(decoded, 0, 1) == [255, 128, 0, 255])
        #expect(pixel(decoded, 2, 1)[3] == 0)
        #expect(!renderer.jpegData(withCompressionQuality: 0.9, actions: { _ in }).isEmpty)
        #expect(UIGraphicsImageRendererFormat().scale == UIScreen.main.scale)
        #expect(UIGraphicsImageRendererFormat.default().opaque == false)
        #expect(UIGraphicsImageRenderer.allowsImageOutput && !UIGraphicsRenderer.allowsImageOutput)
    }

    @Test("Sharing a format between renderers keeps each renderer's size")
    func sharedFormat() {
        let shared = format(scale: 1)
        let small = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: shared)
        let large = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: shared)
        #expect(small.image { _ in }.size == CGSize(width: 2, height: 2))
        #expect(large.image { _ in }.size == CGSize(width: 8, height: 8))
    }

    @Test("Sizes that cannot be drawn give an empty image, and the closure does not run; negative sizes are standardized")
    func badSizes() {
        #expect(UIGraphicsImageRenderer(size: CGSize(width: -5, height: 5), format: format(scale: 1)).image { _ in }.size
                == CGSize(width: 5, height: 5))
        for size in [CGSize(width: 0, height: 10), CGSize(width: CGFloat.nan, height: 1), CGSize(width: 1e9, height: 1e9)] {
            var ran = false
            let image = UIGraphicsImageRenderer(size: size, format: format(scale: 1)).image { _ in ran = true }
            #expect(image.cgImage == nil && image.size == .zero && !ran, "\(size)")
        }
    }

    @Test("UIGraphicsBeginImageContextWithOptions nests, snapshots and ends only image contexts")
    func imageContexts() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 2)
        let outer = UIGraphicsGetCurrentContext()
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(inner.size == CGSize(width: 3, height: 3) && inner.scale == 1)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(image.size == CGSize(width: 4, height: 4) && image.scale == 2)
        #expect(pixel(image, 3, 3) == [255, 0, 0, 255] && pixel(image, 4, 4) == [0, 0, 0, 0])
        // A context pushed by someone else is neither snapshotted nor popped.
        let plain = try #require(CGContext(pixelWidth: 1, pixelHeight: 1, scale: 1))
        UIGraphicsPushContext(plain)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === plain)
        UIGraphicsPopContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsEndImageContext()  // nothing open: ignored
        // Scale 0 means the main screen's; an empty size opens nothing.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == UIScreen.main.scale)
        #expect(UIGraphicsGetImageFromCurrentImageContext().map { pixel($0, 0, 0) } == [0, 0, 0, 255])
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }
}
