import Testing

@Suite struct CGContextClipTests {
    @Test func clipToAPathLimitsDrawingToIt() throws {
        let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 40, scale: 1))
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        context.clip()
        #expect(context.isPathEmpty)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 40))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        let pixels = try Pixels(context)
        #expect(pixels.rgba(20, 20) == red)
        #expect(pixels.rgba(1, 1) == clear)
        #expect(pixels.rgba(38, 38) == clear)
        // πr² of 1257 pixels, give or take the anti-aliased rim.
        #expect(abs(pixels.painted.count - 1257) < 90)
    }

    @Test func clipsIntersectAndRestoreAndReset() throws {
        let context = try #require(CGContext(pixelWidth: 30, pixelHeight: 30, scale: 1))
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clip(to: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 10, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(try Pixels(context).paintedBounds == CGRect(x: 10, y: 10, width: 10, height: 10))
        context.restoreGState()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 30, height: 30))
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.resetClip()
        context.fill(CGRect(x: 25, y: 25, width: 5, height: 5))
        #expect(try Pixels(context).paintedBounds == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func clipFollowsTheCTM() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 2))
        context.translateBy(x: 5, y: 0)
        context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        context.translateBy(x: -5, y: 0)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 5, y: 0, width: 2, height: 2))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(try Pixels(context).paintedBounds == CGRect(x: 10, y: 0, width: 4, height: 4))
    }
}
