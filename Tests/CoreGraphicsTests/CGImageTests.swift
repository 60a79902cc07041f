import Testing

@Suite struct CGImageTests {
    @Test func refusesAbsurdSizes() {
        #expect(CGImage(width: 0, height: 1, bytesPerRow: 4, premultipliedBGRA: []) == nil)
        #expect(CGImage(width: -1, height: 1, bytesPerRow: 4, premultipliedBGRA: [0, 0, 0, 0]) == nil)
        #expect(CGImage(width: 2, height: 1, bytesPerRow: 4, premultipliedBGRA: [UInt8](repeating: 0, count: 4)) == nil)
        #expect(CGImage(width: 1, height: 1, bytesPerRow: 4, premultipliedBGRA: [UInt8](repeating: 0, count: 3)) == nil)
        #expect(CGImage(width: 1, height: 1, bytesPerRow: 6, premultipliedBGRA: [UInt8](repeating: 0, count: 6)) == nil)
        #expect(CGImage.validatedByteCount(width: 100_000, height: 100_000, bytesPerRow: 400_000) == nil)
        #expect(CGImage.validatedByteCount(width: Int.max / 2, height: 3, bytesPerRow: 4) == nil)
        #expect(CGImage.fromUnpremultipliedRGBA(width: 1 << 20, height: 1 << 20, bytes: []) == nil)
        #expect(CGContext(pixelWidth: 0, pixelHeight: 10, scale: 1) == nil)
        #expect(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 0) == nil)
    }

    @Test func metadata() throws {
        let image = try #require(CGImage(width: 2, height: 1, bytesPerRow: 8, premultipliedBGRA: [UInt8](repeating: 0, count: 8)))
        #expect(image.bitsPerComponent == 8)
        #expect(image.bitsPerPixel == 32)
        #expect(image.bytesPerRow == 8)
        #expect(image.alphaInfo == .premultipliedFirst)
        #expect(image.bitmapInfo.intersection(.alphaInfoMask).rawValue == CGImageAlphaInfo.premultipliedFirst.rawValue)
        #expect(image.bitmapInfo.contains(.byteOrder32Little))
        #expect(image.colorSpace?.name == CGColorSpace.sRGB)
    }

    @Test func premultipliesDecodedPixels() throws {
        let image = try #require(CGImage.fromUnpremultipliedRGBA(width: 2, height: 1, bytes: [255, 0, 0, 255, 200, 100, 50, 128]))
        image.withUnsafeBytes { bytes in
            #expect(Array(bytes) == [0, 0, 255, 255, 25, 50, 100, 128])
        }
        #expect(image.pixel(x: 1, y: 0)! == (100, 50, 25, 128))
        #expect(CGImage.fromUnpremultipliedRGBA(width: 2, height: 1, bytes: [1, 2, 3]) == nil)
    }

    @Test func croppingReturnsSubPixels() throws {
        // 4×3 image whose pixel (x, y) has red = 10·x + y.
        var bytes: [UInt8] = []
        for y in 0..<3 { for x in 0..<4 { bytes += [0, 0, UInt8(10 * x + y), 255] } }
        let image = try #require(CGImage(width: 4, height: 3, bytesPerRow: 16, premultipliedBGRA: bytes))
        let cropped = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2)))
        #expect(cropped.width == 2 && cropped.height == 2 && cropped.bytesPerRow == 8)
        #expect(cropped.pixel(x: 0, y: 0)?.red == 11)
        #expect(cropped.pixel(x: 1, y: 1)?.red == 22)
        let clamped = try #require(image.cropping(to: CGRect(x: 3, y: -5, width: 10, height: 6)))
        #expect(clamped.width == 1 && clamped.height == 1)
        #expect(clamped.pixel(x: 0, y: 0)?.red == 30)
        #expect(image.cropping(to: CGRect(x: 5, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: .null) == nil)
    }
}
