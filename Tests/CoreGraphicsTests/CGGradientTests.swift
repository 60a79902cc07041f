import Testing

private func redToBlue(locations: [CGFloat]? = nil) throws -> CGGradient {
    try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                            colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                            locations: locations))
}

@Suite struct CGGradientTests {
    @Test func linearGradientColoursAtStartMiddleAndEnd() throws {
        let context = try #require(CGContext(pixelWidth: 100, pixelHeight: 4, scale: 1))
        context.drawLinearGradient(try redToBlue(), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        let pixels = try Pixels(context)
        #expect(pixels.rgba(0, 2, isNear: red))
        #expect(pixels.rgba(50, 2, isNear: [125, 0, 130, 255], tolerance: 4))
        #expect(pixels.rgba(99, 2, isNear: blue))
        // Colour is constant across the axis.
        #expect(pixels.rgba(25, 0) == pixels.rgba(25, 3))
        #expect(pixels.rgba(25, 0)[0] > pixels.rgba(75, 0)[0])
    }

    @Test func linearExtendOptionsPaintOnlyTheChosenSides() throws {
        func draw(_ options: CGGradientDrawingOptions) throws -> Pixels {
            let context = try #require(CGContext(pixelWidth: 100, pixelHeight: 2, scale: 1))
            context.drawLinearGradient(try redToBlue(), start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            return try Pixels(context)
        }
        let neither = try draw([])
        #expect(neither.rgba(10, 0) == clear)
        #expect(neither.rgba(90, 0) == clear)
        #expect(neither.rgba(26, 0, isNear: red, tolerance: 12))
        #expect(neither.rgba(74, 0, isNear: blue, tolerance: 12))
        let before = try draw(.drawsBeforeStartLocation)
        #expect(before.rgba(0, 0) == red)
        #expect(before.rgba(90, 0) == clear)
        let after = try draw(.drawsAfterEndLocation)
        #expect(after.rgba(10, 0) == clear)
        #expect(after.rgba(99, 0) == blue)
        let both = try draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.rgba(0, 0) == red && both.rgba(99, 0) == blue)
        #expect(both.painted.count == 200)
    }

    @Test func locationsPlaceTheColours() throws {
        let gradient = try #require(CGGradient(
            colorsSpace: nil,
            colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                     CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
            locations: [0.2, 0.5, 1]))
        let context = try #require(CGContext(pixelWidth: 100, pixelHeight: 1, scale: 1))
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        let pixels = try Pixels(context)
        // Between 0 and the first location the first colour holds.
        #expect(pixels.rgba(5, 0) == red)
        #expect(pixels.rgba(19, 0) == red)
        #expect(pixels.rgba(50, 0, isNear: green, tolerance: 6))
        #expect(pixels.rgba(99, 0, isNear: blue))
        // Unsorted locations are sorted with their colours.
        let reversed = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                                                                          CGColor(red: 1, green: 0, blue: 0, alpha: 1)],
                                               locations: [1, 0]))
        #expect(reversed.stops.map(\.location) == [0, 1])
        #expect(reversed.stops[0].color.red == 1)
    }

    @Test func radialGradientFromCentreOutwards() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceGray(),
                                               colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)], locations: [0, 1]))
        func draw(_ options: CGGradientDrawingOptions, startRadius: CGFloat) throws -> Pixels {
            let context = try #require(CGContext(pixelWidth: 100, pixelHeight: 100, scale: 1))
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: startRadius,
                                       endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options)
            return try Pixels(context)
        }
        let plain = try draw([], startRadius: 0)
        #expect(plain.rgba(50, 50, isNear: [255, 255, 255, 255], tolerance: 8))
        #expect(plain.rgba(70, 50, isNear: [127, 127, 127, 255], tolerance: 8))
        #expect(plain.rgba(50, 30, isNear: [127, 127, 127, 255], tolerance: 8))
        #expect(plain.rgba(95, 50) == clear)
        #expect(plain.rgba(3, 3) == clear)
        let after = try draw(.drawsAfterEndLocation, startRadius: 0)
        #expect(after.rgba(95, 50) == [0, 0, 0, 255])
        #expect(after.rgba(0, 0) == [0, 0, 0, 255])
        // A start circle of radius 10: inside it is drawn only with drawsBeforeStartLocation.
        let ring = try draw([], startRadius: 10)
        #expect(ring.rgba(52, 50) == clear)
        #expect(ring.rgba(65, 50)[3] == 255)
        let filled = try draw(.drawsBeforeStartLocation, startRadius: 10)
        #expect(filled.rgba(52, 50) == [255, 255, 255, 255])
    }

    @Test func gradientsRespectClipAlphaAndCTMAndKeepThePath() throws {
        let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 20, scale: 2))
        context.move(to: CGPoint(x: 1, y: 1))
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setAlpha(0.5)
        context.drawLinearGradient(try redToBlue(), start: .zero, end: CGPoint(x: 20, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(context.currentPointOfPath == CGPoint(x: 1, y: 1))
        let pixels = try Pixels(context)
        #expect(pixels.paintedBounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixels.rgba(0, 0, isNear: [128, 0, 0, 128], tolerance: 3))
        // The axis runs over 40 pixels at scale 2: pixel 19 is near the middle of the gradient.
        #expect(pixels.rgba(19, 5, isNear: [64, 0, 64, 128], tolerance: 4))
    }

    @Test func undrawnSidesKeepTheDestinationUnderEveryBlendMode() throws {
        for mode in [CGBlendMode.copy, .sourceIn, .destinationIn, .normal] {
            let context = try #require(CGContext(pixelWidth: 30, pixelHeight: 2, scale: 1))
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 2))
            context.setBlendMode(mode)
            context.drawLinearGradient(try redToBlue(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [])
            let pixels = try Pixels(context)
            #expect(pixels.rgba(2, 0) == green, "\(mode)")
            #expect(pixels.rgba(27, 1) == green, "\(mode)")
            let inside = pixels.rgba(15, 0)
            switch mode {
            case .destinationIn: #expect(inside == green, "\(mode)")
            default: #expect(inside != green && inside[3] == 255, "\(mode)")
            }
        }
    }

    @Test func badInputGivesNoGradientOrDrawsNothing() throws {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [color, color], locations: [0]) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [color, color], locations: [0, .nan]) == nil)
        let space = CGColorSpaceCreateDeviceRGB()
        #expect(CGGradient(colorSpace: space, colorComponents: [1, 0, 0, 1, 0, 0, 1], locations: nil, count: 2) == nil)
        #expect(CGGradient(colorSpace: space, colorComponents: [], locations: nil, count: 0) == nil)
        let fromComponents = try #require(CGGradient(colorSpace: space, colorComponents: [1, 0, 0, 1, 0, 0, 1, 1],
                                                     locations: nil, count: 2))
        #expect(fromComponents.stops.map(\.location) == [0, 1])
        #expect(fromComponents.stops[1].color == CGColorRGBA(red: 0, green: 0, blue: 1, alpha: 1))
        let context = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        let gradient = try redToBlue()
        let everywhere: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        context.drawLinearGradient(gradient, start: CGPoint(x: 3, y: 3), end: CGPoint(x: 3, y: 3), options: everywhere)
        context.drawLinearGradient(gradient, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: everywhere)
        context.drawRadialGradient(gradient, startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: 5, options: everywhere)
        context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 5, endCenter: .zero, endRadius: 5, options: everywhere)
        #expect(try Pixels(context).painted.isEmpty)
    }
}
