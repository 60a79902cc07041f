import Foundation
import Testing
@testable import UIKit

/// A `width` × `height` bitmap: opaque red on the left half, half-transparent blue on the right.
func twoColourBitmap(width: Int = 8, height: Int = 4) -> CGImage {
    let context = CGContext(pixelWidth: width, pixelHeight: height, scale: 1)!
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    context.fill(CGRect(x: width / 2, y: 0, width: width - width / 2, height: height))
    return context.makeImage()!
}

private func temporaryFile(_ name: String, _ data: Data) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appending(path: "casement-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appending(path: name)
    try data.write(to: url)
    return url.path
}

@Suite("UIImage", .startsClean)
struct UIImageTests {
    @Test("PNG data round-trips exactly, premultiplied alpha included")
    func pngRoundTrip() throws {
        let bitmap = twoColourBitmap()
        let data = try #require(UIImage(cgImage: bitmap).pngData())
        #expect(ImageHeader(data) == ImageHeader(format: .png, width: 8, height: 4))
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(decoded.width == 8 && decoded.height == 4)
        for (x, y) in [(0, 0), (3, 3), (4, 0), (7, 3)] {
            let a = try #require(bitmap.pixel(x: x, y: y)), b = try #require(decoded.pixel(x: x, y: y))
            #expect(a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha, "(\(x),\(y))")
        }
    }

    @Test("JPEG data decodes to the same colours within compression error; quality changes the size")
    func jpegRoundTrip() throws {
        let context = try #require(CGContext(pixelWidth: 64, pixelHeight: 32, scale: 1))
        context.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 64, height: 32))
        context.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
        let image = UIImage(cgImage: try #require(context.makeImage()))
        let best = try #require(image.jpegData(compressionQuality: 1))
        let smallest = try #require(image.jpegData(compressionQuality: 0))
        #expect(ImageHeader(best).map { [$0.width, $0.height] } == [64, 32])
        #expect(smallest.count < best.count)
        let decoded = try #require(UIImage(data: best)?.cgImage)
        let yellow = try #require(decoded.pixel(x: 8, y: 16)), azure = try #require(decoded.pixel(x: 56, y: 16))
        #expect(yellow.red > 245 && yellow.green > 245 && yellow.blue < 10 && yellow.alpha == 255)
        #expect(azure.red < 10 && abs(Int(azure.green) - 128) < 6 && azure.blue > 245)
    }

    @Test("Empty, truncated, corrupt and foreign data give nil")
    func badData() throws {
        let png = try #require(UIImage(cgImage: twoColourBitmap()).pngData())
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: png.prefix(20)) == nil, "cut inside the header")
        #expect(UIImage(data: png.prefix(png.count / 2)) == nil, "cut inside the pixel data")
        var scrambled = png
        for i in 40..<scrambled.count - 12 { scrambled[i] ^= 0x5A }
        #expect(UIImage(data: scrambled) == nil)
        #expect(UIImage(data: Data("GIF89a, or rather plain text".utf8)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil, "a JPEG with no frame")
    }

    @Test("Absurd declared dimensions are refused from the header, before decoding")
    func absurdDimensions() throws {
        // A PNG header claiming 100,000 × 100,000 pixels (40 GB), followed by nothing.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        png += Data("IHDR".utf8) + Data([0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        #expect(ImageHeader(png).map { [$0.width, $0.height] } == [100_000, 100_000])
        #expect(throws: ImageDecodingError.tooLarge(width: 100_000, height: 100_000)) { try SDLImageCodec().decode(png) }
        #expect(UIImage(data: png) == nil)
        // A JPEG whose frame header (after an APP0 segment) claims 65,535 × 65,535.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC2, 0, 11, 8, 0xFF, 0xFF, 0xFF, 0xFF, 1, 1, 0x11, 0])
        #expect(ImageHeader(jpeg).map { [$0.width, $0.height] } == [65_535, 65_535])
        #expect(throws: ImageDecodingError.tooLarge(width: 65_535, height: 65_535)) { try SDLImageCodec().decode(jpeg) }
    }

    @Test("contentsOfFile: reads PNG and JPEG files; @2x in the name gives scale 2; missing files give nil")
    func contentsOfFile() throws {
        let image = UIImage(cgImage: twoColourBitmap(width: 40, height: 20))
        let plain = try temporaryFile("plain.png", try #require(image.pngData()))
        let double = try temporaryFile("double@2x.png", try #require(image.pngData()))
        let photo = try temporaryFile("photo.jpg", try #require(image.jpegData(compressionQuality: 0.8)))
        let loaded = try #require(UIImage(contentsOfFile: plain))
        #expect(loaded.scale == 1 && loaded.size == CGSize(width: 40, height: 20))
        let sharp = try #require(UIImage(contentsOfFile: double))
        #expect(sharp.scale == 2 && sharp.size == CGSize(width: 20, height: 10))
        #expect(UIImage(contentsOfFile: photo)?.size == CGSize(width: 40, height: 20))
        #expect(UIImage(contentsOfFile: "/nonexistent/none.png") == nil)
        #expect(UIImage(contentsOfFile: try temporaryFile("empty.png", Data())) == nil)
        #expect(UIImage(contentsOfFile: FileManager.default.temporaryDirectory.path) == nil, "a folder")
    }

    @Test("named: with or without extension, @2x variants, shared bitmaps, nil when missing")
    func named() throws {
        let image = try #require(UIImage(named: "myImage"))
        #expect(image.size == CGSize(width: 120, height: 80) && image.scale == 1)
        let again = try #require(UIImage(named: "myImage.png"))
        #expect(again.cgImage === image.cgImage, "one bitmap (and so one texture) per named image in use")
        let badge = try #require(UIImage(named: "badge"))
        #expect(badge.scale == 2 && badge.size == CGSize(width: 16, height: 16), "only badge@2x.png ships")
        #expect(UIImage(named: "badge@2x.png")?.scale == 2)
        #expect(UIImage(named: "scene1.jpg")?.size == CGSize(width: 240, height: 160))
        #expect(UIImage(named: "noSuchImage") == nil)
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(named: "../Images/myImage") == nil, "names are not paths")
    }

    @Test("Scale and orientation: size in points, axes swapped by quarter turns, bitmaps turned upright")
    func orientation() throws {
        let bitmap = twoColourBitmap(width: 8, height: 4)
        #expect(UIImage(cgImage: bitmap, scale: 2, orientation: .up).size == CGSize(width: 4, height: 2))
        #expect(UIImage(cgImage: bitmap, scale: 0, orientation: .up).scale == 1, "non-positive scales count as 1")
        let right = UIImage(cgImage: bitmap, scale: 1, orientation: .right)
        #expect(right.size == CGSize(width: 4, height: 8))
        let upright = try #require(right.uprightCGImage)
        #expect(upright.width == 4 && upright.height == 8)
        // Turned a quarter clockwise: the red left half of the stored bitmap is now the top half.
        #expect(upright.pixel(x: 0, y: 0)?.red == 255 && upright.pixel(x: 3, y: 3)?.red == 255)
        #expect(upright.pixel(x: 0, y: 7)?.blue == 128 && upright.pixel(x: 0, y: 7)?.red == 0)
        let down = try #require(UIImage(cgImage: bitmap, scale: 1, orientation: .down).uprightCGImage)
        #expect(down.pixel(x: 0, y: 0)?.blue == 128 && down.pixel(x: 7, y: 0)?.red == 255)
        for orientation in [UIImage.Orientation.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored] {
            // Every stored pixel is shown exactly once.
            let (w, h) = orientation.swapsAxes ? (4, 8) : (8, 4)
            var seen = Set<Int>()
            for y in 0..<h { for x in 0..<w {
                let p = orientation.storedPixel(x: x, y: y, width: 8, height: 4)
                seen.insert(p.y * 8 + p.x)
            } }
            #expect(seen.count == 32 && seen.allSatisfy { (0..<32).contains($0) }, "\(orientation)")
        }
        #expect(UIImage().size == .zero && UIImage().pngData() == nil)
    }
}

@Suite("UIImageView", .startsClean)
@MainActor
struct UIImageViewTests {
    @Test("init(image:) sizes the view to the image, shows its bitmap at its scale, takes no touches")
    func imageView() throws {
        let image = UIImage(cgImage: twoColourBitmap(width: 40, height: 20), scale: 2, orientation: .up)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 20, height: 10))
        #expect(!view.isUserInteractionEnabled && !view.isOpaque)
        #expect((view.layer.contents as? CGImage) === image.cgImage)
        #expect(view.layer.contentsScale == 2)
        view.contentScaleFactor = 1
        #expect(view.layer.contentsScale == 2, "the image's scale decides, not the window's")
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
        view.image = nil
        #expect(view.layer.contents == nil && view.sizeThatFits(.zero) == .zero)
    }

    @Test("A highlighted image view shows its highlighted image")
    func highlighted() {
        let normal = UIImage(cgImage: twoColourBitmap()), highlighted = UIImage(cgImage: twoColourBitmap())
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        view.isHighlighted = true
        #expect((view.layer.contents as? CGImage) === highlighted.cgImage)
        view.isHighlighted = false
        #expect((view.layer.contents as? CGImage) === normal.cgImage)
    }

    @Test("A display pass keeps contents assigned to a view that does not draw")
    func assignedContentsSurviveDisplay() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let bitmap = twoColourBitmap()
        view.layer.contents = bitmap
        CATransaction.flush()
        #expect((view.layer.contents as? CGImage) === bitmap)
        #expect(view.layer.hasBitmap, "the display pass did not replace the contents with an empty drawing")
    }
}
