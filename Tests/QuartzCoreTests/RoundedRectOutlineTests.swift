import Foundation
import Testing
@testable import QuartzCore

@Suite("Rounded rectangle outlines")
struct RoundedRectOutlineTests {
    @Test("Rectangles, rounded rectangles and circles are recognised with their radius")
    func recognised() throws {
        let rect = try #require(RoundedRectOutline.match(CGPath(rect: CGRect(x: 10, y: 20, width: 100, height: 50), transform: nil)))
        #expect(rect.rect == CGRect(x: 10, y: 20, width: 100, height: 50) && rect.radius == 0)
        let rounded = try #require(RoundedRectOutline.match(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80),
                                                                   cornerWidth: 16, cornerHeight: 16, transform: nil)))
        #expect(rounded.rect == CGRect(x: 0, y: 0, width: 120, height: 80) && abs(rounded.radius - 16) < 0.5)
        let circle = try #require(RoundedRectOutline.match(CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 60, height: 60), transform: nil)))
        #expect(abs(circle.radius - 30) < 0.5)
    }

    @Test("Other shapes are not: an ellipse, a triangle, a notched rectangle, a rectangle traced twice")
    func refused() {
        #expect(RoundedRectOutline.match(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 40), transform: nil)) == nil)
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        triangle.closeSubpath()
        #expect(RoundedRectOutline.match(triangle) == nil)
        let notched = CGMutablePath()
        notched.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100),
                                   CGPoint(x: 60, y: 100), CGPoint(x: 60, y: 80), CGPoint(x: 40, y: 80),
                                   CGPoint(x: 40, y: 100), CGPoint(x: 0, y: 100)])
        notched.closeSubpath()
        #expect(RoundedRectOutline.match(notched) == nil)
        let twice = CGMutablePath()
        twice.addRect(CGRect(x: 0, y: 0, width: 50, height: 50))
        twice.addRect(CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(RoundedRectOutline.match(twice) == nil)
        #expect(RoundedRectOutline.match(CGMutablePath()) == nil)
    }
}
