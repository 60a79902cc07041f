import Testing
@testable import QuartzCore

@Suite("Oversized bitmaps")
struct TextureReductionTests {
    @Test("The reduction is the smallest whole factor that fits both sides")
    func factor() {
        #expect(TextureReduction.factor(width: 8192, height: 100, maximumSide: 8192) == 1)
        #expect(TextureReduction.factor(width: 8193, height: 100, maximumSide: 8192) == 2)
        #expect(TextureReduction.factor(width: 100, height: 30000, maximumSide: 8192) == 4)
        #expect(TextureReduction.factor(width: 0, height: 0, maximumSide: 8192) == 1)
    }

    @Test("Reducing averages each block of premultiplied pixels, the last blocks partial")
    func averaging() throws {
        // 3×2 pixels, bytes B, G, R, A: a white pixel, a transparent one, a red one; then a row of grey.
        let bytes: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 255, 255,
                              100, 100, 100, 255, 100, 100, 100, 255, 100, 100, 100, 255]
        let image = try #require(CGImage(width: 3, height: 2, bytesPerRow: 12, premultipliedBGRA: bytes))
        let (pixels, width, height) = TextureReduction.reduce(image, by: 2)
        #expect(width == 2 && height == 1)
        #expect(Array(pixels[0..<4]) == [113, 113, 113, 191], "white, clear and two greys averaged")
        #expect(Array(pixels[4..<8]) == [50, 50, 177, 255], "the last column: red over grey")
    }
}
