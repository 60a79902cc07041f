import Foundation
import Testing
@testable import UIKit

/// Issue 17: with a perspective (m34) transform on the path, conversions follow the layer's plane as
/// Core Animation projects it, both ways are inverses, and touches reach the turned view.
@Suite("Perspective conversion", .serialized, .startsClean)
@MainActor
struct PerspectiveConversionTests {
    private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private static var perspective: CATransform3D {
        var m = CATransform3DIdentity
        m.m34 = -1 / 300
        return m
    }

    /// A 300×200 root; `turned` (100×100 at x = 100) swung 50° about y with perspective; `inner`
    /// inside it, itself tilted about x under its parent's perspective sublayer transform.
    private func scene(in root: UIView) -> (turned: UIView, inner: UIView, other: UIView) {
        let turned = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        turned.transform3D = CATransform3DConcat(CATransform3DMakeRotation(0.87, 0, 1, 0), Self.perspective)
        turned.layer.sublayerTransform = Self.perspective
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        inner.transform3D = CATransform3DMakeRotation(0.5, 1, 0, 0)
        let other = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        other.transform = CGAffineTransform(rotationAngle: 0.3)
        root.addSubview(turned)
        turned.addSubview(inner)
        root.addSubview(other)
        return (turned, inner, other)
    }

    @Test("A view converts a point to itself unchanged, and to and from any view as inverses, on perspective paths")
    func inverses() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let (turned, inner, other) = scene(in: root)
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 45), CGPoint(x: 55, y: 10), CGPoint(x: 59, y: 59)]
        for p in points {
            #expect(inner.convert(p, to: inner) == p)
            #expect(turned.convert(p, from: turned) == p)
            for view in [root, turned, other] {
                let there = inner.convert(p, to: view)
                #expect(near(inner.convert(there, from: view), p), "\(p) to and from \(view)")
                #expect(near(view.convert(there, to: inner), p), "\(p) back through the other view")
            }
        }
    }

    @Test("To the superview, a point goes through the full 4×4 and is divided by w")
    func projectedIntoTheSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let (turned, _, _) = scene(in: root)
        let m = LayerGeometry.toSuperlayer(turned.layer.properties)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 90, y: 30)] {
            let x = p.x * m.m11 + p.y * m.m21 + m.m41, y = p.x * m.m12 + p.y * m.m22 + m.m42
            let w = p.x * m.m14 + p.y * m.m24 + m.m44
            #expect(near(turned.convert(p, to: root), CGPoint(x: x / w, y: y / w)))
        }
        #expect(!near(turned.convert(CGPoint(x: 90, y: 30), to: root), CGPoint(x: 190, y: 80), 1), "the perspective moved it")
    }

    @Test("hitTest and a headless touch reach a subview turned with perspective, at the point of its plane under the finger")
    func touchReachesTurnedView() throws {
        try withTouchWindow { window, input in
            let (log, parent) = windowFillingView(in: window)
            let turned = RecordingView("turned", log, frame: CGRect(x: 100, y: 50, width: 100, height: 100))
            turned.transform3D = CATransform3DConcat(CATransform3DMakeRotation(1.1, 0, 1, 0), Self.perspective)
            parent.addSubview(turned)
            // A point near the turned view's corner that comes toward the viewer, where a finger lands on its
            // projection (the 4×4 inverse put it above the view, so the touch went to the parent).
            let target = CGPoint(x: 5, y: 5)
            let onScreen = turned.convert(target, to: window)
            #expect(window.hitTest(onScreen, with: nil) === turned)
            input.finger(1, .down, onScreen.x, onScreen.y)
            input.turn()
            input.finger(1, .up, onScreen.x, onScreen.y)
            input.turn()
            #expect(log.lines == ["began turned [1]", "ended turned [1]"])
            #expect(near(log.touch(1).location(in: turned), target, 1e-3))
        }
    }
}
