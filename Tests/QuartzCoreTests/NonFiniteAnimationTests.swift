import Foundation
import Testing
@testable import QuartzCore

/// Issue 17: an animation whose values are NaN or infinite changes nothing, with a diagnostic, and
/// no non-finite number reaches the render tree, whatever the animations add up to.
@Suite("Non-finite animation values", .serialized)
@MainActor
struct NonFiniteAnimationTests {
    private static let nan = CGFloat.nan, inf = CGFloat.infinity

    /// Runs `animation` on a committed layer; returns its presentation halfway and at the end of its
    /// first second, what the render tree was sent, and the messages reported.
    private func run(_ animation: CAAnimation) -> (model: LayerProperties, shown: [LayerProperties], messages: [String]) {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        var shown: [LayerProperties] = []
        let messages = Diagnostics.recording {
            shown = stage.present(animation, on: layer, at: [0, 0.5, 0.99, 2.5])
        }
        return (layer.properties, shown, messages)
    }

    @Test("A basic animation with a NaN or infinite from, to or by value changes nothing and says why")
    func basicValues() {
        let cases: [CABasicAnimation] = [
            basic("position", to: CGPoint(x: Self.nan, y: 0)),
            basic("position.x", from: 0.0, to: Double.infinity),
            basic("zPosition", by: -Self.inf),
            basic("bounds", from: CGRect(x: 0, y: 0, width: Self.nan, height: 1)),
            basic("transform", to: CATransform3DMakeScale(Self.nan, 1, 1)),
            basic("transform.rotation.z", to: NSNumber(value: Double.nan)),
            basic("shadowOffset", to: CGSize(width: Self.inf, height: 0)),
            basic("opacity", to: Float.nan),
        ]
        for animation in cases {
            let (model, shown, messages) = run(animation)
            #expect(shown.allSatisfy { $0 == model }, "\(animation.keyPath ?? "")")
            #expect(messages.count == 1 && messages[0].contains("not finite") && messages[0].contains("changes nothing"),
                    "\(animation.keyPath ?? ""): \(messages)")
        }
    }

    @Test("A spring, a keyframe animation and a group member with a non-finite value change nothing")
    func springKeyframesAndGroups() {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.toValue = Self.nan
        let keyframes = CAKeyframeAnimation(keyPath: "position")
        keyframes.values = [CGPoint(x: 0, y: 0), CGPoint(x: Self.inf, y: 5), CGPoint(x: 10, y: 10)]
        keyframes.duration = 1
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: Self.nan, y: 40))
        let alongPath = CAKeyframeAnimation(keyPath: "position")
        alongPath.path = path
        alongPath.duration = 1
        let group = CAAnimationGroup()
        group.animations = [basic("zPosition", to: Self.nan)]
        group.duration = 1
        for animation in [spring, keyframes, alongPath, group] as [CAAnimation] {
            let (model, shown, messages) = run(animation)
            #expect(shown.allSatisfy { $0 == model }, "\(type(of: animation))")
            #expect(messages.count == 1 && messages[0].contains("not finite"), "\(type(of: animation)): \(messages)")
        }
    }

    @Test("Finite values that add up past the largest number show the model value, never infinity")
    func overflowShowsTheModel() {
        let climb = basic("position.x", from: 0.0, to: Double.greatestFiniteMagnitude)
        climb.isCumulative = true
        climb.repeatCount = 4
        let stacked = basic("zPosition", by: Double.greatestFiniteMagnitude)
        stacked.isAdditive = true
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        CATransaction.setDisableActions(true)
        layer.zPosition = Double.greatestFiniteMagnitude
        CATransaction.flush()
        layer.add(stacked, forKey: "stacked")
        let shown = stage.present(climb, on: layer, at: [0.5, 1.5, 2.5])
        for p in shown {
            #expect(p.position.x.isFinite && p.zPosition.isFinite, "\(p.position) \(p.zPosition)")
        }
        #expect(shown[2].position.x == layer.position.x, "the overflowing cycle shows the model value")
        #expect(shown[2].zPosition == layer.zPosition)
    }
}
