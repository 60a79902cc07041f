import Testing

/// `clip(to:mask:)`: the image's coverage limits what later drawing changes.
/// On the main actor: `Diagnostics.recording` collects from every thread, so a test recording on
/// another would hear the main actor's tests (and they it).
@Suite @MainActor struct CGContextClipMaskTests {
    /// A `width × height` image drawn by `draw` into a cleared context.
    private func image(width: Int, height: Int, _ draw: (CGContext) -> Void) throws -> CGImage {
        let context = try #require(CGContext(pixelWidth: width, pixelHeight: height, scale: 1))
        draw(context)
        return try #require(context.makeImage())
    }

    /// An opaque 2 × 1 image: a white pixel, then a black one.
    private func whiteThenBlack() throws -> CGImage {
        try image(width: 2, height: 1) {
            $0.setFillColor(gray: 1, alpha: 1); $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            $0.setFillColor(gray: 0, alpha: 1); $0.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
    }

    @Test("An opaque image masks by its luminance: white draws, black keeps what is there, outside the rectangle nothing")
    func luminance() throws {
        let mask = try whiteThenBlack()
        let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 20, scale: 1))
        context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 10), mask: mask)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 10))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        let pixels = try Pixels(context)
        #expect(pixels.rgba(3, 5) == red)
        #expect(pixels.rgba(36, 5) == clear)
        #expect(pixels.rgba(3, 15) == clear, "below the mask's rectangle")
    }

    @Test("A mid grey lets half of the drawing through over what is there")
    func greyIsPartialCoverage() throws {
        let mask = try image(width: 4, height: 4) { $0.setFillColor(gray: 0.5, alpha: 1); $0.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        let context = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(try Pixels(context).rgba(5, 5, isNear: [128, 0, 127, 255], tolerance: 3))
    }

    @Test("An image with transparency masks by its alpha: a black shape on clear shows the shape")
    func alphaShape() throws {
        let mask = try image(width: 10, height: 10) { $0.setFillColor(gray: 0, alpha: 1); $0.fill(CGRect(x: 3, y: 3, width: 4, height: 4)) }
        let context = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let pixels = try Pixels(context)
        #expect(pixels.paintedBounds == CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(pixels.rgba(5, 5) == green)
    }

    @Test("Masks intersect by multiplying, restoreGState and resetClip remove them, and clear(_:) obeys them")
    func intersectRestoreClear() throws {
        let half = try image(width: 2, height: 2) { $0.setFillColor(gray: 0.5, alpha: 1); $0.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let context = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: half)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: half)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(try Pixels(context).rgba(5, 5, isNear: [64, 64, 64, 64], tolerance: 3), "a quarter, premultiplied")
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(try Pixels(context).rgba(5, 5) == [255, 255, 255, 255])
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: half)
        context.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(try Pixels(context).rgba(5, 5, isNear: [128, 128, 128, 128], tolerance: 3), "half cleared")
        context.resetClip()
        context.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(try Pixels(context).painted.isEmpty)
    }

    @Test("Text, gradients and images drawn through a mask are masked too, and so are transparency layers once")
    func everythingIsMasked() throws {
        let left = try whiteThenBlack()
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 10, scale: 1))
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: left)
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                                          CGColor(red: 1, green: 0, blue: 0, alpha: 1)],
                                               locations: nil))
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0), options: [])
        #expect(try Pixels(context).rgba(2, 5) == red)
        #expect(try Pixels(context).rgba(17, 5) == clear)
        let grey = try image(width: 2, height: 2) { $0.setFillColor(gray: 0.5, alpha: 1); $0.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let layered = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        layered.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: grey)
        layered.beginTransparencyLayer(auxiliaryInfo: nil)
        layered.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        layered.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        layered.endTransparencyLayer()
        #expect(try Pixels(layered).rgba(5, 5, isNear: [128, 128, 128, 128], tolerance: 3), "masked once, not twice")
    }

    @Test("An empty rectangle is reported and clips everything away")
    func emptyRectangle() throws {
        let mask = try image(width: 1, height: 1) { $0.setFillColor(gray: 1, alpha: 1); $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        let context = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        let messages = Diagnostics.recording { context.clip(to: .zero, mask: mask) }
        #expect(messages.filter { $0.hasPrefix("clip(to:mask:)") }.count == 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(try Pixels(context).painted.isEmpty)
    }
}
