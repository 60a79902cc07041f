import Foundation
import Testing
@testable import QuartzCore

@Suite("Animatable key paths", .serialized)
@MainActor
struct KeyPathTests {
    /// The presentation halfway through a 1 s linear animation of `keyPath` between two values.
    private func halfway(_ keyPath: String, from: Any, to: Any, setUp: (CALayer) -> Void = { _ in }) -> LayerProperties {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()   // frame (10, 10, 50, 50)
        setUp(layer)
        CATransaction.flush()
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        return stage.present(animation, on: layer, at: [0.5])[0]
    }

    @Test("Point, size and rect parts: position.x/y, bounds.origin(.x/.y), bounds.size(.width/.height)")
    func geometryParts() {
        #expect(halfway("position.x", from: 0.0, to: 100.0).position == CGPoint(x: 50, y: 35))
        #expect(halfway("position.y", from: 0.0, to: 100.0).position == CGPoint(x: 35, y: 50))
        #expect(halfway("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 20)).position == CGPoint(x: 5, y: 10))
        #expect(halfway("bounds.size", from: CGSize(width: 0, height: 0), to: CGSize(width: 100, height: 40)).bounds
                == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(halfway("bounds.size.width", from: 0.0, to: 100.0).bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(halfway("bounds.size.height", from: 0.0, to: 100.0).bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(halfway("bounds.origin", from: CGPoint.zero, to: CGPoint(x: 8, y: 4)).bounds.origin == CGPoint(x: 4, y: 2))
        #expect(halfway("bounds.origin.x", from: 0.0, to: 8.0).bounds.origin == CGPoint(x: 4, y: 0))
        #expect(halfway("bounds.origin.y", from: 0.0, to: 8.0).bounds.origin == CGPoint(x: 0, y: 4))
        #expect(halfway("bounds", from: CGRect(x: 0, y: 0, width: 0, height: 0), to: CGRect(x: 2, y: 2, width: 20, height: 40)).bounds
                == CGRect(x: 1, y: 1, width: 10, height: 20))
        #expect(halfway("anchorPoint", from: CGPoint.zero, to: CGPoint(x: 1, y: 1)).anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(halfway("anchorPoint.x", from: 0.0, to: 1.0).anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(halfway("zPosition", from: 0.0, to: 4.0).zPosition == 2)
        #expect(halfway("anchorPointZ", from: 0.0, to: 4.0).anchorPointZ == 2)
    }

    @Test("Transform parts: rotation(.x/.y/.z), scale(.x/.y/.z), translation(.x/.y/.z), keeping the other parts")
    func transformParts() {
        let scaled: (CALayer) -> Void = { $0.transform = CATransform3DMakeScale(2, 2, 1) }
        #expect(close(halfway("transform.rotation.z", from: 0.0, to: Double.pi).transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        #expect(close(halfway("transform.rotation", from: 0.0, to: Double.pi, setUp: scaled).transform,
                      CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))),
                "rotation.z of a scaled layer keeps its scale")
        #expect(close(halfway("transform.rotation.x", from: 0.0, to: 1.0).transform, CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(close(halfway("transform.rotation.y", from: 0.0, to: 1.0).transform, CATransform3DMakeRotation(0.5, 0, 1, 0)))
        #expect(close(halfway("transform.scale", from: 1.0, to: 3.0).transform, CATransform3DMakeScale(2, 2, 2)))
        #expect(close(halfway("transform.scale.x", from: 1.0, to: 3.0).transform, CATransform3DMakeScale(2, 1, 1)))
        #expect(close(halfway("transform.scale.y", from: 1.0, to: 3.0, setUp: scaled).transform, CATransform3DMakeScale(2, 2, 1)))
        #expect(close(halfway("transform.scale.z", from: 1.0, to: 3.0).transform, CATransform3DMakeScale(1, 1, 2)))
        #expect(close(halfway("transform.translation", from: CGSize.zero, to: CGSize(width: 10, height: 20)).transform,
                      CATransform3DMakeTranslation(5, 10, 0)))
        #expect(close(halfway("transform.translation.x", from: 0.0, to: 10.0, setUp: scaled).transform,
                      CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 0, 0))))
        #expect(close(halfway("transform.translation.y", from: 0.0, to: 10.0).transform, CATransform3DMakeTranslation(0, 5, 0)))
        #expect(close(halfway("transform.translation.z", from: 0.0, to: 10.0).transform, CATransform3DMakeTranslation(0, 0, 5)))
        #expect(close(halfway("sublayerTransform.rotation.z", from: 0.0, to: 1.0).sublayerTransform, CATransform3DMakeRotation(0.5, 0, 0, 1)))
    }

    @Test("Styling properties: colours, corner radius, border, shadow, contents rectangles")
    func stylingProperties() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let purple = CGColorRGBA(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        #expect(halfway("backgroundColor", from: red, to: blue).backgroundColor == purple)
        #expect(halfway("borderColor", from: red, to: blue).borderColor == purple)
        #expect(halfway("shadowColor", from: red, to: blue).shadowColor == purple)
        #expect(halfway("cornerRadius", from: 0.0, to: 20.0).cornerRadius == 10)
        #expect(halfway("borderWidth", from: 0.0, to: 4.0).borderWidth == 2)
        #expect(halfway("shadowOpacity", from: 0.0, to: 1.0).shadowOpacity == 0.5)
        #expect(halfway("shadowRadius", from: 0.0, to: 8.0).shadowRadius == 4)
        #expect(halfway("shadowOffset", from: CGSize.zero, to: CGSize(width: 4, height: 8)).shadowOffset == CGSize(width: 2, height: 4))
        #expect(halfway("shadowOffset.height", from: 0.0, to: 8.0).shadowOffset == CGSize(width: 0, height: 4))
        #expect(halfway("contentsRect", from: CGRect(x: 0, y: 0, width: 1, height: 1), to: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)).contentsRect
                == CGRect(x: 0.25, y: 0, width: 0.75, height: 1))
        #expect(halfway("contentsCenter.size.width", from: 1.0, to: 0.0).contentsCenter == CGRect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(halfway("opacity", from: 2.0, to: 0.0).opacity == 1, "kept in range")
    }

    @Test("Key path names: known, unknown, and the ones whose changes run actions")
    func names() {
        #expect(AnimatableKeyPath(rawValue: "transform.rotation")?.component == .rotation(2))
        #expect(AnimatableKeyPath(rawValue: "bounds.size.width")?.kind == .scalar)
        #expect(AnimatableKeyPath(rawValue: "transform.translation")?.kind == .size)
        #expect(AnimatableKeyPath(rawValue: "position.z") == nil)
        #expect(AnimatableKeyPath(rawValue: "frame") == nil)
        #expect(AnimatableKeyPath.actionKeys.count == AnimatableKeyPath.Property.allCases.count)
    }

    @Test("A property differs between two sets of values exactly when the values it reads differ (a missing colour is clear)")
    func differences() {
        let base = LayerProperties()
        var changed = base
        changed.opacity = 0.5
        changed.position = CGPoint(x: 3, y: 4)
        changed.transform = CATransform3DMakeScale(2, 2, 1)
        changed.backgroundColor = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 0)   // nil reads as this
        changed.shadowColor = CGColorRGBA(red: 1, green: 0, blue: 0, alpha: 1)
        changed.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        var differing: [AnimatableKeyPath.Property] = []
        for property in AnimatableKeyPath.Property.allCases {
            let differs = property.differs(between: base, and: changed)
            #expect(differs == (property.value(in: base) != property.value(in: changed)), "\(property)")
            #expect(!property.differs(between: changed, and: changed), "\(property)")
            if differs { differing.append(property) }
        }
        #expect(differing == [.opacity, .position, .transform, .shadowColor, .contentsCenter])
    }
}

@Suite("Transform decomposition")
struct TransformDecompositionTests {
    @Test("Decomposing and recomposing gives the transform back (rotation, scale, skew, translation, perspective), 200 random cases")
    func roundTrip() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            func r(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
            var t = CATransform3DMakeRotation(r(-3...3), r(-1...1), r(-1...1), r(-1...1))
            t = CATransform3DConcat(CATransform3DMakeScale(r(0.2...3), r(-3 ... -0.2), r(0.2...3)), t)
            var skew = CATransform3DIdentity
            skew.m21 = r(-1...1)
            t = CATransform3DConcat(skew, t)
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(r(-100...100), r(-100...100), r(-10...10)))
            var perspective = CATransform3DIdentity
            perspective.m34 = r(-0.01...0.01)
            t = CATransform3DConcat(t, perspective)
            let parts = TransformDecomposition(t)
            #expect(parts != nil)
            // The parts describe the matrix up to its projective scale (m44 is normalised to 1).
            let normalized = CATransform3D(elements: t.elements.map { $0 / t.m44 })
            #expect(close(parts!.transform, normalized, tolerance: 1e-7))
        }
    }

    @Test("A rotation from 0 to 180° about z passes through 90°, and about x through 90° about x")
    func halfTurn() {
        let start = TransformDecomposition(CATransform3DIdentity)!
        for axis in [(0.0, 0.0, 1.0), (1.0, 0.0, 0.0)] {
            let end = TransformDecomposition(CATransform3DMakeRotation(.pi, axis.0, axis.1, axis.2))!
            let middle = start.interpolated(to: end, fraction: 0.5).transform
            let plus = CATransform3DMakeRotation(.pi / 2, axis.0, axis.1, axis.2), minus = CATransform3DMakeRotation(-.pi / 2, axis.0, axis.1, axis.2)
            #expect(close(middle, plus) || close(middle, minus))
        }
    }

    @Test("Euler angles read and write one axis at a time")
    func eulerAngles() {
        var parts = TransformDecomposition(CATransform3DMakeRotation(0.7, 0, 1, 0))!
        #expect(abs(parts.eulerAngles.y - 0.7) < 1e-12 && abs(parts.eulerAngles.x) < 1e-12)
        parts.eulerAngles.z = 0.3
        let expected = CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), CATransform3DMakeRotation(0.3, 0, 0, 1))
        #expect(close(parts.transform, expected))
    }

    @Test("A singular transform has no decomposition")
    func singular() {
        #expect(TransformDecomposition(CATransform3DMakeScale(0, 1, 1)) == nil)
        var flat = CATransform3DIdentity
        flat.m44 = 0
        #expect(TransformDecomposition(flat) == nil)
    }
}
