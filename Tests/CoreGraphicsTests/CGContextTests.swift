import Testing

@Suite struct CGContextTests {
    @Test func newContextIsClearAndScaled() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 10, scale: 2))
        #expect(context.pixelWidth == 20 && context.pixelHeight == 10 && context.scale == 2)
        #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
        #expect(context.userSpaceToDeviceSpaceTransform == context.ctm)
        #expect(context.convertToDeviceSpace(CGPoint(x: 3, y: 4)) == CGPoint(x: 6, y: 8))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(try Pixels(context).painted.isEmpty)
    }

    @Test func fillRectAtScaleTwoUsesTopLeftOrigin() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 2))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
        let pixels = try Pixels(context)
        #expect(pixels.painted.count == 6 * 8)
        #expect(pixels.paintedBounds == CGRect(x: 2, y: 4, width: 6, height: 8))
        #expect(pixels.rgba(2, 4) == red)
        #expect(pixels.rgba(7, 11) == red)
        #expect(pixels.rgba(8, 11) == clear)
        // Little-endian memory order is B, G, R, A.
        pixels.image.withUnsafeBytes { bytes in
            let offset = 4 * pixels.image.bytesPerRow + 2 * 4
            #expect(Array(bytes[offset..<offset + 4]) == [0, 0, 255, 255])
        }
    }

    @Test func tenPointStrokeCoversTheOuterTenPoints() throws {
        let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 40, scale: 1))
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(10)
        context.stroke(bounds.insetBy(dx: 5, dy: 5))
        let pixels = try Pixels(context)
        #expect(pixels.painted.count == 40 * 40 - 20 * 20)
        #expect(pixels.rgba(0, 0) == blue)
        #expect(pixels.rgba(9, 20) == blue)
        #expect(pixels.rgba(10, 20) == clear)
        #expect(pixels.rgba(29, 29) == clear)
        #expect(pixels.rgba(30, 39) == blue)
    }

    @Test func strokeWithWidthKeepsLineWidth() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 1))
        context.stroke(CGRect(x: 2, y: 2, width: 16, height: 16), width: 4)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10.5), CGPoint(x: 20, y: 10.5)])
        let pixels = try Pixels(context)
        #expect(pixels.rgba(0, 0) == [0, 0, 0, 255])
        #expect(pixels.rgba(10, 10) == [0, 0, 0, 255])
        #expect(pixels.rgba(10, 9) == clear)
        #expect(pixels.rgba(10, 11) == clear)
    }

    @Test func saveAndRestoreColoursAndCTM() throws {
        let context = try #require(CGContext(pixelWidth: 30, pixelHeight: 10, scale: 1))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.saveGState()
        context.setFillColor(gray: 0, alpha: 1)
        context.translateBy(x: 10, y: 0)
        #expect(context.ctm == CGAffineTransform(translationX: 10, y: 0))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()  // unbalanced restore is ignored
        context.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
        let pixels = try Pixels(context)
        #expect(pixels.rgba(5, 5) == red)
        #expect(pixels.rgba(15, 5) == [0, 0, 0, 255])
        #expect(pixels.rgba(25, 5) == red)
    }

    @Test func clipLimitsFills() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 2))
        context.move(to: CGPoint(x: 1, y: 1))  // the current path survives clip(to:)
        context.clip(to: CGRect(x: 2, y: 2, width: 3, height: 3))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 2, y: 2, width: 3, height: 3))
        #expect(context.currentPointOfPath == CGPoint(x: 1, y: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.isPathEmpty)
        let pixels = try Pixels(context)
        #expect(pixels.painted.count == 36)
        #expect(pixels.paintedBounds == CGRect(x: 4, y: 4, width: 6, height: 6))
    }

    @Test func pathClipWithEvenOdd() throws {
        let context = try #require(CGContext(pixelWidth: 30, pixelHeight: 30, scale: 1))
        context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        context.clip(using: .evenOdd)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        let pixels = try Pixels(context)
        #expect(pixels.painted.count == 900 - 100)
        #expect(pixels.rgba(15, 15) == clear)
    }

    @Test func translateAndRotateMoveFills() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 1))
        context.translateBy(x: 10, y: 0)
        context.rotate(by: .pi / 2)  // +x now points down the screen, +y points left
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
        let pixels = try Pixels(context)
        #expect(pixels.paintedBounds == CGRect(x: 8, y: 0, width: 2, height: 5))
        #expect(pixels.painted.count == 10)
        #expect(pixels.rgba(9, 4) == red)
    }

    @Test func concatenateAndScale() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 2))
        context.concatenate(CGAffineTransform(translationX: 1, y: 1))
        context.scaleBy(x: 2, y: 1)
        #expect(context.ctm == CGAffineTransform(a: 4, b: 0, c: 0, d: 2, tx: 2, ty: 2))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(try Pixels(context).paintedBounds == CGRect(x: 2, y: 2, width: 4, height: 2))
    }

    @Test func singularTransformSuppressesDrawingUntilRestore() throws {
        let context = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        context.saveGState()
        context.scaleBy(x: 0, y: 1)
        #expect(context.ctm == CGAffineTransform(scaleX: 0, y: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()
        #expect(try Pixels(context).painted.isEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(try Pixels(context).painted.count == 1)
    }

    @Test func arcDirectionInYDownSpace() throws {
        // clockwise: false from 0 to π/2 sweeps through the lower-right quadrant on screen.
        let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 40, scale: 1))
        context.move(to: CGPoint(x: 20, y: 20))
        context.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        context.closePath()
        context.fillPath()
        let pixels = try Pixels(context)
        #expect(pixels.rgba(27, 27)[3] == 255)
        #expect(pixels.rgba(12, 12) == clear)
        #expect(pixels.rgba(27, 12) == clear)
        #expect(pixels.rgba(12, 27) == clear)
        #expect(pixels.paintedBounds == CGRect(x: 20, y: 20, width: 15, height: 15))
    }

    @Test func pathPropertyReflectsUserSpace() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 2))
        #expect(context.path == nil)
        #expect(context.isPathEmpty)
        context.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        context.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 5, y: 0))
        #expect(!context.isPathEmpty)
        #expect(context.currentPointOfPath == CGPoint(x: 5, y: 5))
        let path = try #require(context.path)
        #expect(path.boundingBoxOfPath.maxX == 5)
        // The quadratic curve from the rect's start (1, 2) dips to y = 10/7 (cairo stores 24.8 fixed point).
        #expect(abs(path.boundingBoxOfPath.minY - 10.0 / 7.0) < 0.01)
        context.beginPath()
        context.addPath(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil))
        #expect(context.path?.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
        context.addLine(to: CGPoint(x: 8, y: 8))  // after close: a line from the subpath start
        #expect(context.currentPointOfPath == CGPoint(x: 8, y: 8))
    }

    @Test func alphaBlendModeAndClear() throws {
        let context = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        context.setAlpha(0.5)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = try Pixels(context).rgba(0, 0)
        #expect((127...128).contains(half[3]) && half[0] == half[3])
        context.setAlpha(1)
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        context.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
        let pixels = try Pixels(context)
        #expect(pixels.rgba(4, 4) == blue)
        #expect(pixels.rgba(1, 1) == clear)
        #expect(pixels.rgba(8, 8) == half)
    }

    @Test func ellipseDashAndAntialiasing() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 1))
        context.setShouldAntialias(false)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let pixels = try Pixels(context)
        #expect(pixels.rgba(10, 10) == [0, 0, 0, 255])
        #expect(pixels.rgba(0, 0) == clear)
        #expect(pixels.image.withUnsafeBytes { bytes in
            stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 0 || bytes[$0] == 255 }
        })
        let dashed = try #require(CGContext(pixelWidth: 20, pixelHeight: 4, scale: 1))
        dashed.setLineDash(phase: 0, lengths: [5, 5])
        dashed.setLineWidth(4)
        dashed.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        #expect(try Pixels(dashed).painted.count == 40)
        dashed.setLineDash(phase: 0, lengths: [-1])  // invalid: dashing off, context still usable
        dashed.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        #expect(try Pixels(dashed).painted.count == 80)
    }

    @Test func drawImageUprightAndScaled() throws {
        // 1×2 image: top pixel red, bottom pixel blue.
        let image = try #require(CGImage.fromUnpremultipliedRGBA(width: 1, height: 2, bytes: [255, 0, 0, 255, 0, 0, 255, 255]))
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 2))
        context.interpolationQuality = .none
        context.move(to: CGPoint(x: 3, y: 3))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 8))
        #expect(context.currentPointOfPath == CGPoint(x: 3, y: 3))
        let pixels = try Pixels(context)
        #expect(pixels.paintedBounds == CGRect(x: 0, y: 0, width: 8, height: 16))
        #expect(pixels.rgba(0, 0) == red)
        #expect(pixels.rgba(7, 7) == red)
        #expect(pixels.rgba(0, 8) == blue)
        #expect(pixels.rgba(7, 15) == blue)
        // A snapshot round-trips through draw(_:in:) unchanged.
        let copy = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 2))
        copy.draw(pixels.image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let again = try Pixels(copy)
        #expect(again.image.withUnsafeBytes { Array($0) } == pixels.image.withUnsafeBytes { Array($0) })
    }
}
