import Foundation
import Testing
@testable import QuartzCore

@Suite("Layer geometry")
struct LayerGeometryTests {
    @Test("Translations around a matrix, written out, equal the two general products for any 3D matrix")
    func betweenMatchesProducts() {
        var perspective = CATransform3DRotate(CATransform3DMakeScale(1.5, 0.5, 2), 0.7, 1, 2, 3)
        perspective.m34 = -1.0 / 500
        perspective.m14 = 0.001
        for m in [CATransform3DIdentity, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), perspective] {
            let fast = LayerGeometry.between(-3, 5, 7, m, 11, -13, 17)
            let slow = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-3, 5, 7), m),
                                           CATransform3DMakeTranslation(11, -13, 17))
            for (a, b) in zip(fast.elements, slow.elements) { #expect(abs(a - b) < 1e-9, "\(fast) vs \(slow)") }
        }
    }

    @Test("A layer's matrix maps its anchor to its position, about which the transform turns")
    func toSuperlayer() {
        var p = LayerProperties()
        p.bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        p.position = CGPoint(x: 200, y: 300)
        p.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let m = LayerGeometry.toSuperlayer(p)
        let anchor = m.project(CGPoint(x: 60, y: 45))
        #expect(abs(anchor.x - 200) < 1e-9 && abs(anchor.y - 300) < 1e-9)
        let right = m.project(CGPoint(x: 110, y: 45))
        #expect(abs(right.x - 200) < 1e-9 && abs(right.y - 350) < 1e-9, "x turned into y")
    }
}
