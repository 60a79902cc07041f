import Testing

/// Fill rules, dashes, caps, joins and the miter limit, read back pixel by pixel.
@Suite struct CGContextStrokeAndFillTests {
    @Test func windingFillsTheHoleThatEvenOddLeaves() throws {
        func draw(_ mode: CGPathDrawingMode) throws -> Pixels {
            let context = try #require(CGContext(pixelWidth: 30, pixelHeight: 30, scale: 1))
            // Two squares wound the same way: non-zero winding fills the inner one, even-odd cuts it out.
            context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
            context.drawPath(using: mode)
            return try Pixels(context)
        }
        let winding = try draw(.fill)
        #expect(winding.rgba(15, 15) == black)
        #expect(winding.painted.count == 900)
        let evenOdd = try draw(.eoFill)
        #expect(evenOdd.rgba(15, 15) == clear)
        #expect(evenOdd.rgba(5, 5) == black)
        #expect(evenOdd.painted.count == 800)
        let context = try #require(CGContext(pixelWidth: 30, pixelHeight: 30, scale: 1))
        context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(context.pathContains(CGPoint(x: 15, y: 15), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 15, y: 15), mode: .eoFill))
        #expect(context.pathContains(CGPoint(x: 10, y: 15), mode: .stroke))
        #expect(!context.pathContains(CGPoint(x: 15, y: 15), mode: .stroke))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test func dashesLeaveGapsAndThePhaseShiftsThem() throws {
        func painted(phase: CGFloat) throws -> [Bool] {
            let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 2, scale: 1))
            context.setLineWidth(2)
            context.setLineDash(phase: phase, lengths: [4, 2])
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 20, y: 1)])
            let pixels = try Pixels(context)
            return (0..<20).map { pixels.rgba($0, 0)[3] == 255 }
        }
        let on = true, off = false
        #expect(try painted(phase: 0) == [on, on, on, on, off, off, on, on, on, on, off, off, on, on, on, on, off, off, on, on])
        #expect(try painted(phase: 2) == [on, on, off, off, on, on, on, on, off, off, on, on, on, on, off, off, on, on, on, on])
        // The dash is part of the graphics state.
        let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 2, scale: 1))
        context.setLineWidth(2)
        context.saveGState()
        context.setLineDash(phase: 0, lengths: [1, 1])
        context.restoreGState()
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 20, y: 1)])
        #expect(try Pixels(context).painted.count == 40)
    }

    @Test func capsExtendTheEndsByHalfTheWidth() throws {
        func extent(_ cap: CGLineCap) throws -> CGRect {
            let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 20, scale: 1))
            context.setLineWidth(6)
            context.setLineCap(cap)
            context.strokeLineSegments(between: [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)])
            return try Pixels(context).paintedBounds
        }
        #expect(try extent(.butt) == CGRect(x: 10, y: 7, width: 20, height: 6))
        #expect(try extent(.square) == CGRect(x: 7, y: 7, width: 26, height: 6))
        #expect(try extent(.round) == CGRect(x: 7, y: 7, width: 26, height: 6))
        // A round cap leaves the corners of the square cap's box empty.
        let round = try #require(CGContext(pixelWidth: 40, pixelHeight: 20, scale: 1))
        round.setLineWidth(6)
        round.setLineCap(.round)
        round.strokeLineSegments(between: [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)])
        #expect(try Pixels(round).rgba(7, 7)[3] < 40)
    }

    @Test func joinsShapeTheOuterCornerAndTheMiterLimitBevelsSharpOnes() throws {
        func corner(_ join: CGLineJoin, miterLimit: CGFloat = 10) throws -> Pixels {
            let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 40, scale: 1))
            context.setLineWidth(10)
            context.setLineJoin(join)
            context.setMiterLimit(miterLimit)
            context.addLines(between: [CGPoint(x: 5, y: 30), CGPoint(x: 30, y: 30), CGPoint(x: 30, y: 5)])
            context.strokePath()
            return try Pixels(context)
        }
        // The outer corner of the right angle is at (35, 35).
        #expect(try corner(.miter).rgba(34, 34) == black)
        #expect(try corner(.bevel).rgba(34, 34) == clear)
        #expect(try corner(.round).rgba(34, 34) == clear)
        #expect(try corner(.round).rgba(32, 32) == black)
        #expect(try corner(.bevel).rgba(31, 31) == black)
        // A right angle's miter is √2 × the width long: a limit of 1.2 bevels it.
        #expect(try corner(.miter, miterLimit: 1.2).rgba(34, 34) == clear)
    }

    @Test func antialiasingNeedsToBeBothWantedAndAllowed() throws {
        func alphas(allows: Bool, should: Bool) throws -> Set<UInt8> {
            let context = try #require(CGContext(pixelWidth: 20, pixelHeight: 20, scale: 1))
            context.setAllowsAntialiasing(allows)
            context.setShouldAntialias(should)
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            let pixels = try Pixels(context)
            return Set((0..<400).map { pixels.rgba($0 % 20, $0 / 20)[3] })
        }
        #expect(try alphas(allows: true, should: true).count > 2)
        #expect(try alphas(allows: false, should: true) == [0, 255])
        #expect(try alphas(allows: true, should: false) == [0, 255])
    }
}
