import Foundation
import Testing
@testable import QuartzCore

/// The map conversions and hit-testing cross a layer's 3D transform with: into the superlayer's
/// plane, (x, y, 0, 1) × m divided by w; back, the ray through the superlayer's point met with the
/// layer's plane; composed along a path.
@Suite("Plane map")
struct PlaneMapTests {
    private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance * max(1, abs(b.x)) && abs(a.y - b.y) <= tolerance * max(1, abs(b.y))
    }

    @Test("A homogeneous w divides the point, and the way back undoes it (computed by hand)")
    func byHand() {
        var m = CATransform3DIdentity
        m.m14 = 0.001  // w = 1 + x / 1000
        #expect(near(PlaneMap(flattening: m).apply(CGPoint(x: 100, y: 50)), CGPoint(x: 100 / 1.1, y: 50 / 1.1)))
        #expect(near(PlaneMap(flattening: m).inverse?.apply(CGPoint(x: 100 / 1.1, y: 50 / 1.1)), CGPoint(x: 100, y: 50)))
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
                let q = PlaneMap(flattening: m).apply(p)
                #expect(near(PlaneMap(flattening: m).inverse?.apply(q), p, 1e-7), "\(p) through \(m)")
            }
        }
    }

    @Test("A layer seen edge-on has no point under the ray: nil")
    func edgeOn() {
        let m = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(PlaneMap(flattening: m).inverse == nil)
        #expect(PlaneMap(flattening: CATransform3DMakeScale(0, 1, 1)).inverse == nil)
    }

    @Test("Composed, two maps are the one map of both, and a point sent to a vanishing line by the first comes back")
    func composed() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let first = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective)
        // The second turns about x under perspective: the first's line at infinity lands in its plane.
        let second = CATransform3DConcat(CATransform3DMakeRotation(-.pi / 3, 1, 0, 0), perspective)
        let map = PlaneMap(flattening: first).then(PlaneMap(flattening: second))
        let p = CGPoint(x: -1 / first.m14, y: 40)
        #expect(abs(p.x * first.m14 + 1) < 1e-15, "w = 0 after the first map")
        let q = map.apply(p)
        #expect(q.x.isFinite && q.y.isFinite, "composed, the point lands: \(q)")
        #expect(near(map.inverse?.apply(q), p, 1e-12))
        let inside = CGPoint(x: 30, y: -20)
        #expect(near(map.apply(inside), PlaneMap(flattening: second).apply(PlaneMap(flattening: first).apply(inside))))
    }
}
