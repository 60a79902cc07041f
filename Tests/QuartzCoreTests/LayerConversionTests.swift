import Foundation
import Testing
@testable import QuartzCore

@Suite("Layer coordinate conversion")
@MainActor
struct LayerConversionTests {
    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    private func near(_ a: CGRect, _ b: CGRect) -> Bool {
        near(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test("Points cross frames and bounds origins; nil is the space the root is placed in")
    func translation() {
        let root = CALayer(), child = CALayer()
        root.frame = CGRect(x: 30, y: 40, width: 200, height: 200)
        child.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        root.addSublayer(child)
        #expect(near(child.convert(.zero, to: root), CGPoint(x: 10, y: 20)))
        #expect(near(child.convert(.zero, to: nil), CGPoint(x: 40, y: 60)))
        root.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(near(child.convert(.zero, to: root), CGPoint(x: 10, y: 20)), "the child lives in the bounds space")
        #expect(near(child.convert(.zero, to: nil), CGPoint(x: 35, y: 55)), "what the root shows shifted")
        #expect(near(root.convert(CGPoint(x: 10, y: 20), to: child), .zero))
        #expect(near(child.convert(CGPoint(x: 35, y: 55), from: nil), .zero))
        #expect(near(root.convert(CGPoint(x: 1, y: 2), from: root), CGPoint(x: 1, y: 2)))
    }

    @Test("Transforms turn about the anchor point; rectangles become bounding boxes")
    func transformAndAnchor() {
        let parent = CALayer(), child = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        child.anchorPoint = .zero
        child.position = CGPoint(x: 50, y: 50)
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        parent.addSublayer(child)
        #expect(near(child.convert(CGPoint(x: 10, y: 0), to: parent), CGPoint(x: 50, y: 60)))
        #expect(near(child.convert(CGPoint(x: 50, y: 60), from: parent), CGPoint(x: 10, y: 0)))
        #expect(near(child.convert(child.bounds, to: parent), CGRect(x: 0, y: 50, width: 50, height: 100)))
        #expect(near(parent.convert(CGRect(x: 0, y: 50, width: 50, height: 100), to: child), child.bounds))
    }

    @Test("A sublayer transform acts about its layer's anchor point, between any two layers of the tree")
    func sublayerTransformAcrossBranches() {
        let root = CALayer(), left = CALayer(), right = CALayer(), leaf = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        left.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        right.frame = CGRect(x: 60, y: 60, width: 20, height: 20)
        leaf.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
        root.addSublayer(left); root.addSublayer(right); right.addSublayer(leaf)
        // (p − 50) × 2 + 50 about the root's centre.
        #expect(near(left.convert(.zero, to: root), CGPoint(x: -50, y: -50)))
        #expect(near(leaf.convert(.zero, to: root), CGPoint(x: 80, y: 80)))
        #expect(near(leaf.convert(.zero, to: left), CGPoint(x: 65, y: 65)))
        #expect(near(left.convert(CGPoint(x: 65, y: 65), to: leaf), .zero))
        #expect(near(left.convert(CGPoint(x: 65, y: 65), from: leaf), CGPoint(x: 130, y: 130)))
        #expect(near(leaf.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: left), CGRect(x: 65, y: 65, width: 5, height: 5)))
    }
}

@Suite("Geometry in NSValue")
@MainActor
struct NSValueAnimationTests {
    @Test("Animations take points and transforms boxed in NSValue, as iOS code passes them")
    func boxedAnimationValues() {
        let position = CABasicAnimation(keyPath: "position")
        position.fromValue = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(AnimationValue(position.fromValue, kind: .point) == .point(CGPoint(x: 1, y: 2)))
        let turn = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(AnimationValue(NSValue(caTransform3D: turn), kind: .transform) == .transform(turn))
        let affine = CGAffineTransform(scaleX: 2, y: 3)
        #expect(AnimationValue(NSValue(cgAffineTransform: affine), kind: .transform) == .transform(CATransform3DMakeAffineTransform(affine)))
        #expect(AnimationValue(NSValue(cgRect: .zero), kind: .point) == nil)
        #expect(AnimationValue(NSNumber(value: 0.5), kind: .scalar) == .scalar(0.5))
    }
}
