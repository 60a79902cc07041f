import Testing

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}
private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

private func elementTypes(_ path: CGPath) -> [CGPathElementType] {
    var types: [CGPathElementType] = []
    path.applyWithBlock { types.append($0.pointee.type) }
    return types
}

@Suite struct CGPathTests {
    @Test func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))  // no current point: ignored, as in CG
        #expect(path.isEmpty)
    }

    @Test func rectPathElementsAndBounds() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(elementTypes(path) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(path.boundingBox == CGRect(x: 11, y: 2, width: 3, height: 4))
        #expect(path.boundingBoxOfPath == CGRect(x: 11, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == CGPoint(x: 11, y: 2))
        #expect(CGPath(rect: .zero, transform: nil).boundingBox == .zero)
    }

    @Test func ellipseBoundsAndControlPoints() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let ellipse = CGPath(ellipseIn: rect, transform: nil)
        #expect(close(ellipse.boundingBoxOfPath, rect))
        #expect(close(ellipse.boundingBox, rect))
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(curve.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(close(curve.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 7.5)))
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: -10))
        #expect(close(quad.boundingBoxOfPath, CGRect(x: 0, y: -5, width: 10, height: 5)))
    }

    @Test func containsWithBothFillRules() {
        let nested = CGMutablePath()
        nested.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        nested.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let center = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 10)
        #expect(nested.contains(center, using: .winding))
        #expect(!nested.contains(center, using: .evenOdd))
        #expect(nested.contains(ring, using: .evenOdd))
        #expect(!nested.contains(CGPoint(x: 150, y: 50)))
        // Inner rect wound the other way: a hole under both rules.
        let hole = CGMutablePath()
        hole.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        hole.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        hole.closeSubpath()
        #expect(!hole.contains(center, using: .winding))
        #expect(hole.contains(ring, using: .winding))
        // The transform moves the point before testing.
        #expect(nested.contains(CGPoint(x: 140, y: 10), using: .evenOdd, transform: CGAffineTransform(translationX: -100, y: 0)))
    }

    @Test func containsCurvedShapes() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        #expect(circle.contains(CGPoint(x: 50, y: 50)))
        #expect(circle.contains(CGPoint(x: 50, y: 2)))
        #expect(!circle.contains(CGPoint(x: 5, y: 5)))
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 20, cornerHeight: 20, transform: nil)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 50, y: 1)))
        #expect(close(rounded.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test func arcDirectionsAndSweeps() {
        let center = CGPoint(x: 50, y: 50)
        let quarter = CGMutablePath()
        quarter.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(close(quarter.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 10, height: 10)))
        let longWay = CGMutablePath()
        longWay.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(longWay.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20)))
        let full = CGMutablePath()
        full.addArc(center: center, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(close(full.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20)))
        let none = CGMutablePath()
        none.addArc(center: center, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(elementTypes(none) == [.moveToPoint])
        // An existing current point is joined to the arc's start by a line.
        let joined = CGMutablePath()
        joined.move(to: .zero)
        joined.addArc(center: center, radius: 10, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: false)
        #expect(elementTypes(joined) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(close(joined.currentPoint, CGPoint(x: 50, y: 40)))
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 5)))
        var points: [CGPoint] = []
        path.applyWithBlock { points.append(contentsOf: $0.pointee.points) }
        #expect(close(points[1], CGPoint(x: 5, y: 0)))
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5)))
    }

    @Test func copiesAreIndependent() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        let frozen = try #require(path.copy())
        let mutable = try #require(path.mutableCopy())
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.closeSubpath()
        #expect(path.currentPoint == .zero)
        #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 0))
        #expect(frozen == mutable)
        #expect(frozen != path)
        var t = CGAffineTransform(scaleX: 2, y: 2)
        #expect(path.copy(using: &t)?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        let combined = CGMutablePath()
        combined.addPath(frozen, transform: CGAffineTransform(translationX: 0, y: 5))
        #expect(combined.boundingBox == CGRect(x: 0, y: 5, width: 10, height: 0))
    }

    @Test func roundingOnlySomeCornersKeepsTheOthersSquare() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 10, cornerHeight: 10,
                            corners: [.topLeft, .bottomRight])
        #expect(!path.contains(CGPoint(x: 1, y: 1)))     // rounded
        #expect(path.contains(CGPoint(x: 39, y: 1)))     // square
        #expect(path.contains(CGPoint(x: 1, y: 19)))     // square
        #expect(!path.contains(CGPoint(x: 39, y: 19)))   // rounded
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))
        // Radii larger than half the rectangle are clamped; NaN radii give a plain rectangle.
        let clamped = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 100, cornerHeight: 100, transform: nil)
        #expect(clamped.contains(CGPoint(x: 20, y: 1)))
        #expect(!clamped.contains(CGPoint(x: 2, y: 2)))
        let plain = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 4), cornerWidth: .nan, cornerHeight: 1, transform: nil)
        #expect(elementTypes(plain) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
    }

    @Test func reversingTracesEachSubpathBackwards() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 12, y: 3), control2: CGPoint(x: 12, y: 7))
        path.closeSubpath()
        path.addQuadCurve(to: CGPoint(x: 5, y: 20), control: CGPoint(x: 0, y: 20))  // after close: from (0, 0)
        let reversed = path.reversed()
        var elements: [CGPathElement] = []
        reversed.applyWithBlock { elements.append($0.pointee) }
        #expect(elements == [
            CGPathElement(type: .moveToPoint, points: [CGPoint(x: 10, y: 10)]),
            CGPathElement(type: .addCurveToPoint, points: [CGPoint(x: 12, y: 7), CGPoint(x: 12, y: 3), CGPoint(x: 10, y: 0)]),
            CGPathElement(type: .addLineToPoint, points: [CGPoint(x: 0, y: 0)]),
            CGPathElement(type: .closeSubpath, points: []),
            CGPathElement(type: .moveToPoint, points: [CGPoint(x: 5, y: 20)]),
            CGPathElement(type: .addQuadCurveToPoint, points: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 0)]),
        ])
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4)])
        triangle.closeSubpath()
        #expect(triangle.reversed().reversed() == triangle)
        #expect(CGMutablePath().reversed().isEmpty)
    }
}
