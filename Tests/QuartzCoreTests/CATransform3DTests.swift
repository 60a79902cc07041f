import Foundation
import Testing
@testable import QuartzCore

@Suite("CATransform3D")
struct CATransform3DTests {
    @Test("Rotation about z matches the affine rotation and maps (1,0) to (cos, sin)")
    func rotationZ() {
        let t = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        #expect(CATransform3DIsAffine(t))
        let affine = CATransform3DGetAffineTransform(t)
        let expected = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
        #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
        let p = t.project(CGPoint(x: 1, y: 0))
        #expect(abs(p.x - cos(.pi / 4)) < 1e-12 && abs(p.y - sin(.pi / 4)) < 1e-12)
    }

    @Test("Concat applies the first transform first")
    func concatOrder() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        #expect(CATransform3DConcat(scale, move).project(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        #expect(CATransform3DConcat(move, scale).project(CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
        #expect(CATransform3DTranslate(scale, 10, 0, 0) == CATransform3DConcat(move, scale))
    }

    @Test("Invert undoes, and a singular transform inverts to itself")
    func invert() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(5, -3, 2), 0.7, 1, 2, 3)
        let identity = CATransform3DConcat(t, CATransform3DInvert(t))
        for (value, expected) in zip(identity.elements, CATransform3DIdentity.elements) { #expect(abs(value - expected) < 1e-12) }
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test("Affine round trip, and m34 foreshortens")
    func affineAndPerspective() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective))
        let turned = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective)
        let near = turned.project(CGPoint(x: -100, y: 100)), far = turned.project(CGPoint(x: 100, y: 100))
        #expect(abs(near.y) != abs(far.y), "the two edges are at different depths, so appear different heights")
    }

    @Test("Layer frame under a 45° rotation is the bounding box; center and bounds stay (L3)")
    @MainActor
    func frameUnderRotation() {
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        let side = 100 * 2.0.squareRoot()
        #expect(abs(layer.frame.width - side) < 1e-9 && abs(layer.frame.height - side) < 1e-9)
        #expect(abs(layer.frame.midX - 150) < 1e-9 && abs(layer.frame.midY - 150) < 1e-9)
        #expect(layer.position == CGPoint(x: 150, y: 150))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}
