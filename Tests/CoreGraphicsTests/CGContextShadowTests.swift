import Testing

@Suite struct CGContextShadowTests {
    @Test func aSharpShadowIsTheShapeMovedByTheOffset() throws {
        let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 40, scale: 1))
        context.setShadow(offset: CGSize(width: 5, height: 8), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        let pixels = try Pixels(context)
        #expect(pixels.paintedBounds == CGRect(x: 10, y: 10, width: 15, height: 18))
        #expect(pixels.rgba(15, 15) == red)
        #expect(pixels.rgba(22, 25) == black)  // shadow only
        #expect(pixels.rgba(22, 12) == clear)  // beside the shape, above the shadow
        #expect(pixels.painted.count == 100 + 100 - 5 * 2)
    }

    @Test func blurSoftensTheEdgeSymmetrically() throws {
        let context = try #require(CGContext(pixelWidth: 60, pixelHeight: 60, scale: 1))
        context.setShadow(offset: CGSize(width: 0, height: 0), blur: 8, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(gray: 0, alpha: 0)  // a transparent shape casts no shadow…
        context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        #expect(try Pixels(context).painted.isEmpty)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)  // …an opaque one does
        context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        let pixels = try Pixels(context)
        let edge = pixels.rgba(19, 30)[3]
        #expect(edge > 80 && edge < 180, "alpha just outside the edge: \(edge)")
        #expect(pixels.rgba(14, 30)[3] < edge)
        #expect(pixels.rgba(14, 30)[3] > 0)
        #expect(pixels.rgba(14, 30) == pixels.rgba(45, 30))
        #expect(pixels.rgba(30, 14) == pixels.rgba(30, 45))
        #expect(pixels.rgba(2, 30) == clear)
        #expect(pixels.rgba(30, 30) == red)
    }

    @Test func offsetAndBlurAreInPointsAndIgnoreTheCTM() throws {
        let context = try #require(CGContext(pixelWidth: 80, pixelHeight: 80, scale: 2))
        context.scaleBy(x: 3, y: 3)
        context.setShadow(offset: CGSize(width: 4, height: 2), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        // The shape covers pixels 12…23; the shadow is 8 × 4 pixels further (offset × scale 2 only).
        #expect(try Pixels(context).paintedBounds == CGRect(x: 12, y: 12, width: 12 + 8, height: 12 + 4))
    }

    @Test func shadowsFollowTheGraphicsStateAndANilColourTurnsThemOff() throws {
        let context = try #require(CGContext(pixelWidth: 30, pixelHeight: 30, scale: 1))
        context.saveGState()
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let defaultShadow = try Pixels(context).rgba(12, 2)
        #expect((84...86).contains(defaultShadow[3]), "one-third black: \(defaultShadow)")
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 20, width: 5, height: 5))
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: nil)
        context.fill(CGRect(x: 0, y: 10, width: 5, height: 5))
        let pixels = try Pixels(context)
        #expect(pixels.rgba(12, 22) == clear)
        #expect(pixels.rgba(12, 12) == clear)
    }

    @Test func aShapeOutsideTheClipCastsItsShadowIntoIt() throws {
        // The inner-shadow idiom: clip to a hole, fill a frame around it with a shadow.
        let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 40, scale: 1))
        let hole = CGRect(x: 10, y: 10, width: 20, height: 20)
        context.clip(to: hole)
        context.setShadow(offset: CGSize(width: 0, height: 4), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.addRect(hole.insetBy(dx: -50, dy: -50))
        context.addRect(hole)
        context.fillPath(using: .evenOdd)
        let pixels = try Pixels(context)
        #expect(pixels.paintedBounds == CGRect(x: 10, y: 10, width: 20, height: 4))
        #expect(pixels.rgba(20, 12) == black)
    }

    @Test func strokesImagesAndGradientsCastShadowsToo() throws {
        let context = try #require(CGContext(pixelWidth: 60, pixelHeight: 20, scale: 1))
        context.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 3), CGPoint(x: 10, y: 3)])
        let image = try #require(CGImage.fromUnpremultipliedRGBA(width: 1, height: 1, bytes: [255, 0, 0, 255]))
        context.draw(image, in: CGRect(x: 20, y: 0, width: 10, height: 6))
        context.clip(to: CGRect(x: 40, y: 0, width: 10, height: 6))
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 1, alpha: 1)], locations: nil))
        context.drawLinearGradient(gradient, start: CGPoint(x: 40, y: 0), end: CGPoint(x: 50, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let pixels = try Pixels(context)
        #expect(pixels.rgba(5, 9) == [0, 0, 255, 255])
        #expect(pixels.rgba(25, 10) == [0, 0, 255, 255])
        // The gradient's shadow is cut by the same clip as the gradient.
        #expect(pixels.rgba(45, 10) == clear)
        #expect(pixels.rgba(45, 3) == [255, 255, 255, 255])
    }

    @Test func hugeBlursAreClampedNotAllocated() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 1))
        context.setShadow(offset: .zero, blur: 1e12, color: CGColor(gray: 0, alpha: 1))
        context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(try Pixels(context).rgba(10, 10) == black)
    }
}
