import Testing

@Suite struct CGColorTests {
    @Test func rgbComponents() {
        let color = CGColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)
        #expect(color.components == [0.25, 0.5, 1, 0.75])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.75)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        #expect(color.rgba == CGColorRGBA(red: 0.25, green: 0.5, blue: 1, alpha: 0.75))
    }

    @Test func grayExpandsAndClamps() {
        let gray = CGColor(gray: 0.4, alpha: 1)
        #expect(gray.components == [0.4, 1])
        #expect(gray.colorSpace?.model == .monochrome)
        #expect(gray.rgba == CGColorRGBA(red: 0.4, green: 0.4, blue: 0.4, alpha: 1))
        #expect(CGColor(red: 2, green: -1, blue: 0.5, alpha: 3).rgba == CGColorRGBA(red: 1, green: 0, blue: 0.5, alpha: 1))
    }

    @Test func colorSpacesAndConstants() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        #expect(space.numberOfComponents == 1)
        #expect(CGColorSpace(name: "nonsense") == nil)
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColor(colorSpace: space, components: [0.5, 1]) == CGColor(gray: 0.5, alpha: 1))
        #expect(CGColor(colorSpace: space, components: [0.5, 0.5, 1]) == nil)
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.rgba == CGColorRGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CGColor.clear.alpha == 0)
        #expect(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.5)?.components == [1, 0, 0, 0.5])
    }
}
