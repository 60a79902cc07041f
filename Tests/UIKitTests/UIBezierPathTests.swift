import Foundation
import Testing
@testable import UIKit

/// Draws into a fresh `width × height` context at scale 1 with `body` as the current context's drawing.
@MainActor
private func render(width: Int = 40, height: Int = 40, _ body: () -> Void) throws -> CGImage {
    let context = try #require(CGContext(pixelWidth: width, pixelHeight: height, scale: 1))
    UIGraphicsPushContext(context)
    body()
    UIGraphicsPopContext()
    return try #require(context.makeImage())
}

private func alpha(_ image: CGImage, _ x: Int, _ y: Int) -> UInt8 { image.pixel(x: x, y: y)?.alpha ?? 0 }

@Suite("UIBezierPath", .startsClean)
@MainActor
struct UIBezierPathTests {
    @Test("Shapes: rect, oval, rounded rect, some rounded corners")
    func shapes() {
        let rect = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 30, height: 20))
        #expect(rect.bounds == CGRect(x: 1, y: 2, width: 30, height: 20))
        #expect(rect.contains(CGPoint(x: 2, y: 3)) && !rect.contains(CGPoint(x: 0, y: 3)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(oval.contains(CGPoint(x: 10, y: 10)) && !oval.contains(CGPoint(x: 1, y: 1)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 20, y: 1)))
        let some = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topRight, .bottomLeft],
                                cornerRadii: CGSize(width: 8, height: 8))
        #expect(some.contains(CGPoint(x: 1, y: 1)) && !some.contains(CGPoint(x: 39, y: 1)))
        #expect(!some.contains(CGPoint(x: 1, y: 19)) && some.contains(CGPoint(x: 39, y: 19)))
        #expect(UIBezierPath().isEmpty && UIBezierPath().bounds.isNull)
    }

    @Test("clockwise: true turns clockwise on the y-down screen")
    func arcDirection() {
        let center = CGPoint(x: 20, y: 20)
        let clockwise = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        clockwise.addLine(to: center)
        clockwise.close()
        #expect(clockwise.contains(CGPoint(x: 25, y: 25)))   // lower right
        #expect(!clockwise.contains(CGPoint(x: 25, y: 15)))
        #expect(abs(clockwise.bounds.maxY - 30) < 1e-9)
        let counter = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        counter.addLine(to: center)
        counter.close()
        #expect(!counter.contains(CGPoint(x: 25, y: 25)))
        #expect(counter.contains(CGPoint(x: 15, y: 15)) && counter.contains(CGPoint(x: 25, y: 15)))
    }

    @Test("Building, appending, transforming, reversing and copying")
    func building() throws {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 2, y: 15))
        path.close()
        #expect(path.currentPoint == .zero)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 15))
        path.append(UIBezierPath(rect: CGRect(x: 30, y: 30, width: 5, height: 5)))
        #expect(path.bounds.maxX == 35)
        path.apply(CGAffineTransform(scaleX: 2, y: 1))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 70, height: 35))
        path.lineWidth = 3
        path.usesEvenOddFillRule = true
        path.setLineDash([4, 2], count: 2, phase: 1)
        let copy = try #require(path.copy() as? UIBezierPath)
        copy.addLine(to: CGPoint(x: 100, y: 100))
        #expect(path.bounds.maxX == 70 && copy.bounds.maxX == 100)
        #expect(copy.lineWidth == 3 && copy.usesEvenOddFillRule)
        var pattern = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        copy.getLineDash(&pattern, count: &count, phase: &phase)
        #expect(pattern == [4, 2] && count == 2 && phase == 1)
        let reversed = path.reversing()
        #expect(reversed.bounds == path.bounds && reversed.lineWidth == 3)
        #expect(reversed.cgPath != path.cgPath)
        path.removeAllPoints()
        #expect(path.isEmpty && path.lineWidth == 3)
        let wrapped = UIBezierPath(cgPath: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil))
        wrapped.cgPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        #expect(wrapped.bounds == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("fill() and stroke() draw with the path's settings and leave the context's alone")
    func fillAndStroke() throws {
        let image = try render {
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            let square = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
            square.fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 30))
            line.addLine(to: CGPoint(x: 40, y: 30))
            line.lineWidth = 6
            line.setLineDash([5, 5], count: 2, phase: 0)
            line.stroke()
            UIBezierPath(rect: CGRect(x: 20, y: 5, width: 10, height: 10)).stroke()
        }
        #expect(image.pixel(x: 10, y: 10)! == (255, 0, 0, 255))
        #expect(alpha(image, 4, 10) == 0)
        #expect(image.pixel(x: 2, y: 28)! == (0, 0, 255, 255))   // dash on
        #expect(alpha(image, 2, 26) == 0)                          // 6 wide: y 27…32
        #expect(alpha(image, 7, 30) == 0)                          // dash gap
        #expect(alpha(image, 12, 30) == 255)
        // The 1-point stroke of the second square (the 6-point width did not leak into the context).
        #expect(alpha(image, 20, 10) > 0 && alpha(image, 18, 10) == 0 && alpha(image, 22, 10) == 0)
    }

    @Test("Even-odd fills leave holes; fill(with:alpha:) blends")
    func fillRules() throws {
        let image = try render {
            UIColor.black.setFill()
            let frame = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20))
            frame.append(UIBezierPath(rect: CGRect(x: 10, y: 5, width: 20, height: 10)))
            frame.usesEvenOddFillRule = true
            frame.fill()
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 25, width: 40, height: 10)).fill(with: .normal, alpha: 0.5)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).fill(with: .destinationOver, alpha: 1)
        }
        #expect(image.pixel(x: 2, y: 2)! == (0, 0, 0, 255))
        #expect(image.pixel(x: 20, y: 10)! == (255, 0, 0, 255))  // hole, filled only by destinationOver
        let half = try #require(image.pixel(x: 20, y: 30))
        #expect(half.alpha == 255 && half.red == 255)            // translucent red, then red behind it
    }

    @Test("addClip() limits later drawing to the path")
    func clip() throws {
        let image = try render {
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).addClip()
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(image.pixel(x: 20, y: 20)! == (0, 255, 0, 255))
        #expect(alpha(image, 1, 1) == 0 && alpha(image, 38, 38) == 0)
    }

    @Test("Drawing without a current context does nothing")
    func noContext() {
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).stroke()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).addClip()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
