import Testing

@Suite struct CGContextLayerAndBitmapTests {
    @Test func aTransparencyLayerFadesOverlappingShapesAsOnePicture() throws {
        func draw(inLayer: Bool) throws -> Pixels {
            let context = try #require(CGContext(pixelWidth: 30, pixelHeight: 10, scale: 1))
            context.setAlpha(0.5)
            if inLayer { context.beginTransparencyLayer(auxiliaryInfo: nil) }
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            context.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
            if inLayer { context.endTransparencyLayer() }
            return try Pixels(context)
        }
        let separate = try draw(inLayer: false)
        #expect(separate.rgba(5, 5)[3] == 128)
        #expect((191...192).contains(separate.rgba(15, 5)[3]))
        let grouped = try draw(inLayer: true)
        #expect(grouped.rgba(5, 5)[3] == 128)
        #expect(grouped.rgba(15, 5)[3] == 128)
        #expect(grouped.rgba(25, 5)[3] == 128)
    }

    @Test func transparencyLayersRestoreStateAndIgnoreUnbalancedCalls() throws {
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 1))
        context.endTransparencyLayer()  // nothing open: ignored
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 10), auxiliaryInfo: nil)
        context.saveGState()  // left open: closed with the layer
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.restoreGState()
        context.restoreGState()  // more restores than saves inside the layer: ignored
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.saveGState()
        context.endTransparencyLayer()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
        let pixels = try Pixels(context)
        #expect(pixels.paintedBounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixels.rgba(5, 5) == [0, 0, 255, 255])
    }

    @Test func aShadowedTransparencyLayerCastsOneShadow() throws {
        let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 20, scale: 1))
        context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        context.endTransparencyLayer()
        let pixels = try Pixels(context)
        // One shadow under the union: the overlap is no darker than the rest.
        #expect(pixels.rgba(5, 12)[3] == 128)
        #expect(pixels.rgba(15, 12)[3] == 128)
        #expect(pixels.rgba(15, 5) == [255, 0, 0, 255])
    }

    @Test func bitmapContextsOwnOrBorrowMemory() throws {
        let owned = try #require(CGContext(data: nil, width: 8, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceRGB(),
                                           bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(owned.width == 8 && owned.height == 4 && owned.ctm == .identity)
        owned.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        owned.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let image = try #require(owned.makeImage())
        #expect(image.pixel(x: 1, y: 0)! == (255, 0, 0, 255))
        #expect(image.pixel(x: 2, y: 0)! == (0, 0, 0, 0))

        var memory = [UInt8](repeating: 0, count: 4 * 4 * 2)
        let native = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Host).rawValue
        memory.withUnsafeMutableBytes { bytes in
            guard let borrowed = CGContext(data: bytes.baseAddress, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                                           space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: native) else { return }
            borrowed.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            borrowed.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
            borrowed.flush()
        }
        #expect(Array(memory[16..<20]) == [255, 0, 0, 255])  // B, G, R, A in memory
        #expect(memory[0..<16].allSatisfy { $0 == 0 })
    }

    @Test func unsupportedBitmapLayoutsAreRefused() {
        var memory = [UInt8](repeating: 0, count: 64)
        let rgb = CGColorSpaceCreateDeviceRGB()
        memory.withUnsafeMutableBytes { bytes in
            #expect(CGContext(data: bytes.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: rgb,
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
            let native = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Host).rawValue
            #expect(CGContext(data: bytes.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                              bitmapInfo: native) == nil)
        }
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: 0) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: 0) == nil)
        #expect(CGContext(data: nil, width: 100_000, height: 100_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: 0) == nil)
    }
}
