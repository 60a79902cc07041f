import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

private let green = RGB(r: 0, g: 255, b: 0)

/// CAShapeLayer and CAGradientLayer, read back from the compositor.
@Suite("Shape and gradient layers", .serialized, .startsClean)
@MainActor
struct ShapeAndGradientLayerTests {
    @Test("A shape layer fills its path black by default, strokes it, and draws outside zero bounds")
    func fillAndStroke() {
        withWindow(size: CGSize(width: 300, height: 200)) { window, renderer in
            let filled = CAShapeLayer()   // zero bounds, at the window's origin, as code often leaves it
            filled.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 40), transform: .identity)
            let stroked = CAShapeLayer()
            stroked.frame = CGRect(x: 150, y: 0, width: 150, height: 200)
            stroked.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 100, height: 100), transform: .identity)
            stroked.fillColor = nil
            stroked.strokeColor = UIColor.red.cgColor
            stroked.lineWidth = 6
            window.layer.addSublayer(filled)
            window.layer.addSublayer(stroked)
            let picture = frame(window, renderer)
            #expect(picture.rgb(21, 21) == .black && picture.rgb(79, 59) == .black)
            #expect(picture.rgb(19, 21) == .white && picture.rgb(81, 59) == .white && picture.rgb(50, 61) == .white)
            // The circle of radius 50 around (150 + 70, 70): its ring is red, its inside and outside white.
            #expect(picture.rgb(220, 20) == .red && picture.rgb(270, 70) == .red && picture.rgb(170, 70) == .red)
            #expect(picture.rgb(220, 70) == .white && picture.rgb(220, 10) == .white)
            #expect(renderer.statistics.lastFrameUploadedBytes < 2 * 130 * 130 * 4, "bitmaps cover the paths, not more")
        }
    }

    @Test("strokeEnd 0.5 strokes the first half of the path; strokeStart trims the beginning; changes redraw once")
    func strokeEnd() {
        withWindow(size: CGSize(width: 300, height: 200)) { window, renderer in
            let shape = CAShapeLayer()
            // A square traced clockwise from its top-left corner: top, right, bottom, left side.
            shape.path = CGPath(rect: CGRect(x: 50, y: 50, width: 100, height: 100), transform: .identity)
            shape.fillColor = nil
            shape.strokeColor = UIColor.blue.cgColor
            shape.lineWidth = 4
            shape.strokeEnd = 0.5
            window.layer.addSublayer(shape)
            var picture = frame(window, renderer)
            #expect(picture.rgb(100, 50) == .blue && picture.rgb(150, 100) == .blue, "top and right sides")
            #expect(picture.rgb(100, 150) == .white && picture.rgb(50, 100) == .white, "bottom and left not yet")
            let draws = DrawingCounters.layerDraws
            shape.strokeStart = 0.25
            shape.strokeEnd = 1
            shape.strokeColor = UIColor.red.cgColor
            picture = frame(window, renderer)
            #expect(DrawingCounters.layerDraws == draws + 1, "three changes, one drawing")
            #expect(picture.rgb(100, 50) == .white && picture.rgb(150, 100) == .red && picture.rgb(50, 100) == .red)
        }
    }

    @Test("Even-odd fill leaves the inner square empty; dashes leave gaps")
    func fillRuleAndDashes() {
        withWindow(size: CGSize(width: 300, height: 200)) { window, renderer in
            let rings = CAShapeLayer()
            let path = CGMutablePath()
            path.addRect(CGRect(x: 10, y: 10, width: 100, height: 100))
            path.addRect(CGRect(x: 40, y: 40, width: 40, height: 40))
            rings.path = path
            rings.fillRule = .evenOdd
            rings.fillColor = UIColor.green.cgColor
            let dashed = CAShapeLayer()
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 150, y: 50))
            line.addLine(to: CGPoint(x: 290, y: 50))
            dashed.path = line
            dashed.strokeColor = UIColor.black.cgColor
            dashed.lineWidth = 6
            dashed.lineDashPattern = [20, 10]
            for layer in [rings, dashed] { window.layer.addSublayer(layer) }
            let picture = frame(window, renderer)
            #expect(picture.rgb(20, 20) == green && picture.rgb(60, 60) == .white)
            #expect(picture.rgb(160, 50) == .black && picture.rgb(175, 50) == .white && picture.rgb(190, 50) == .black)
        }
    }

    @Test("Axial, radial and conic gradients put their colours where Core Animation does")
    func gradients() {
        withWindow(size: CGSize(width: 330, height: 110)) { window, renderer in
            @MainActor func gradient(x: CGFloat, _ type: CAGradientLayerType, from start: CGPoint, to end: CGPoint) -> CAGradientLayer {
                let layer = CAGradientLayer()
                layer.frame = CGRect(x: x, y: 0, width: 100, height: 100)
                layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                layer.type = type
                layer.startPoint = start
                layer.endPoint = end
                return layer
            }
            let axial = gradient(x: 0, .axial, from: CGPoint(x: 0.5, y: 0), to: CGPoint(x: 0.5, y: 1))
            let radial = gradient(x: 110, .radial, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 1))
            let conic = gradient(x: 220, .conic, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 0.5))
            for layer in [axial, radial, conic] { window.layer.addSublayer(layer) }
            var picture = frame(window, renderer)
            // Axial, top to bottom (Core Animation's default points).
            #expect(CAGradientLayer().startPoint == CGPoint(x: 0.5, y: 0) && CAGradientLayer().endPoint == CGPoint(x: 0.5, y: 1))
            #expect(picture.rgb(50, 0).isClose(to: .red, tolerance: 6) && picture.rgb(50, 99).isClose(to: .blue, tolerance: 6))
            #expect(picture.rgb(50, 50).isClose(to: RGB(r: 128, g: 0, b: 128), tolerance: 6))
            // Radial: red at the centre, blue at 50 points out, blue beyond.
            #expect(picture.rgb(160, 50).isClose(to: .red, tolerance: 10))
            #expect(picture.rgb(185, 50).isClose(to: RGB(r: 128, g: 0, b: 128), tolerance: 10))
            #expect(picture.rgb(209, 99).isClose(to: .blue, tolerance: 6))
            // Conic, clockwise from the right: a quarter turn (below the centre) is a quarter of the way.
            #expect(picture.rgb(270, 95).isClose(to: RGB(r: 191, g: 0, b: 64), tolerance: 10), "\(picture.rgb(270, 95))")
            #expect(picture.rgb(225, 50).isClose(to: RGB(r: 128, g: 0, b: 128), tolerance: 10))
            #expect(picture.rgb(270, 5).isClose(to: RGB(r: 64, g: 0, b: 191), tolerance: 10))
            // Resizing redraws the gradient across the new bounds (no stretching of a stale bitmap needed).
            axial.startPoint = CGPoint(x: 0, y: 0.5)
            axial.endPoint = CGPoint(x: 1, y: 0.5)
            picture = frame(window, renderer)
            #expect(picture.rgb(0, 50).isClose(to: .red, tolerance: 6) && picture.rgb(99, 50).isClose(to: .blue, tolerance: 6))
        }
    }

    @Test("A gradient layer redraws when its size changes")
    func gradientResize() {
        withWindow(size: CGSize(width: 300, height: 100)) { window, renderer in
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            window.layer.addSublayer(gradient)
            _ = frame(window, renderer)
            let draws = DrawingCounters.layerDraws
            gradient.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
            let picture = frame(window, renderer)
            #expect(DrawingCounters.layerDraws == draws + 1)
            #expect(picture.rgb(250, 0).isClose(to: .red, tolerance: 12) && picture.rgb(250, 49).isClose(to: .blue, tolerance: 12))
        }
    }
}
