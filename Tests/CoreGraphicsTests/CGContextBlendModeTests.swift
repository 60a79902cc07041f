import Testing

/// Blend modes on known colours: opaque mid-grey underneath, opaque red on top (8-bit values).
@Suite struct CGContextBlendModeTests {
    /// Fills a 10×10 context with `below`, then fills its left half with `above` in `mode`;
    /// returns the pixel in the left half and the one in the right half.
    private func blend(_ mode: CGBlendMode, below: CGColor = CGColor(gray: 0.5, alpha: 1),
                       above: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)) throws -> (drawn: [UInt8], beside: [UInt8]) {
        let context = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        context.setFillColor(below)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(mode)
        context.setFillColor(above)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let pixels = try Pixels(context)
        return (pixels.rgba(2, 5), pixels.rgba(7, 5))
    }

    @Test(arguments: [
        (CGBlendMode.normal, [255, 0, 0, 255]),
        (.multiply, [128, 0, 0, 255]),
        (.screen, [255, 128, 128, 255]),
        (.darken, [128, 0, 0, 255]),
        (.lighten, [255, 128, 128, 255]),
        (.difference, [127, 128, 128, 255]),
        (.exclusion, [128, 128, 128, 255]),
        (.plusLighter, [255, 128, 128, 255]),
        (.copy, [255, 0, 0, 255]),
        (.sourceAtop, [255, 0, 0, 255]),
        (.destinationOver, [128, 128, 128, 255]),
        (.destinationIn, [128, 128, 128, 255]),
        (.xor, [0, 0, 0, 0]),
        (.clear, [0, 0, 0, 0]),
        (.sourceOut, [0, 0, 0, 0]),
        (.destinationOut, [0, 0, 0, 0]),
        (.colorDodge, [255, 128, 128, 255]),
        (.colorBurn, [128, 0, 0, 255]),
        (.hardLight, [255, 0, 0, 255]),
        (.luminosity, [76, 76, 76, 255]),
    ] as [(CGBlendMode, [UInt8])])
    func opaqueRedOverGrey(mode: CGBlendMode, expected: [UInt8]) throws {
        let result = try blend(mode)
        #expect(zip(result.drawn, expected).allSatisfy { abs(Int($0) - Int($1)) <= 2 }, "\(mode): \(result.drawn)")
        // Every mode, bounded or not in cairo, leaves pixels outside the shape alone.
        #expect(result.beside == [128, 128, 128, 255], "\(mode)")
    }

    @Test func porterDuffModesUseTheDestinationAlpha() throws {
        let halfBlue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        // sourceIn: S × Da; sourceOut: S × (1 − Da); destinationAtop: S × (1 − Da) + D × Sa.
        let sourceIn = try blend(.sourceIn, below: halfBlue, above: red)
        #expect(sourceIn.drawn.enumerated().allSatisfy { abs(Int($1) - [128, 0, 0, 128][$0]) <= 1 }, "\(sourceIn.drawn)")
        let sourceOut = try blend(.sourceOut, below: halfBlue, above: red)
        #expect(sourceOut.drawn.enumerated().allSatisfy { abs(Int($1) - [127, 0, 0, 127][$0]) <= 1 }, "\(sourceOut.drawn)")
        let atop = try blend(.destinationAtop, below: halfBlue, above: red)
        #expect(atop.drawn.enumerated().allSatisfy { abs(Int($1) - [128, 0, 127, 255][$0]) <= 1 }, "\(atop.drawn)")
        for result in [sourceIn, sourceOut, atop] {
            #expect(result.beside.enumerated().allSatisfy { abs(Int($1) - [0, 0, 128, 128][$0]) <= 1 })
        }
    }

    @Test func plusDarkerDrawsAsNormal() throws {
        #expect(try blend(.plusDarker).drawn == [255, 0, 0, 255])
    }
}
