import Foundation
import Testing
@testable import QuartzCore

/// The one function conversions and hit-testing cross a layer's 3D transform with: into the
/// superlayer's plane, (x, y, 0, 1) × m divided by w; back, the ray through the superlayer's point
/// met with the layer's plane.
@Suite("Plane projection")
struct PlaneProjectionTests {
    private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance * max(1, abs(b.x)) && abs(a.y - b.y) <= tolerance * max(1, abs(b.y))
    }

    @Test("A homogeneous w divides the point, and the way back undoes it (computed by hand)")
    func byHand() {
        var m = CATransform3DIdentity
        m.m14 = 0.001  // w = 1 + x / 1000
        #expect(near(PlaneProjection.toSuperlayer(CGPoint(x: 100, y: 50), through: m), CGPoint(x: 100 / 1.1, y: 50 / 1.1)))
        #expect(near(PlaneProjection.fromSuperlayer(CGPoint(x: 100 / 1.1, y: 50 / 1.1), through: m), CGPoint(x: 100, y: 50)))
    }

    @Test("Both ways are inverses under rotations about every axis with perspective, translation and scale")
    func roundTrips() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        let matrices = [
            CATransform3DMakeTranslation(7, -3, 5),
            CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), perspective),
            CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(-1.1, 1, 0.3, 0), perspective),
                                CATransform3DMakeTranslation(120, 40, 0)),
            CATransform3DConcat(CATransform3DMakeScale(2, 0.5, 3), CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 0, 1), perspective)),
        ]
        for m in matrices {
            for p in [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: -20), CGPoint(x: -80, y: 60)] {
                let q = PlaneProjection.toSuperlayer(p, through: m)
                #expect(near(PlaneProjection.fromSuperlayer(q, through: m), p, 1e-7), "\(p) through \(m)")
            }
        }
    }

    @Test("A layer seen edge-on has no point under the ray: nil")
    func edgeOn() {
        let m = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(PlaneProjection.fromSuperlayer(CGPoint(x: 3, y: 4), through: m) == nil)
        #expect(PlaneProjection.fromSuperlayer(.zero, through: CATransform3DMakeScale(0, 1, 1)) == nil)
    }
}
