import Foundation
import Testing
@testable import QuartzCore

/// A layer subclass with a field and initializers of its own, written as for Core Animation.
@MainActor
final class TaggedLayer: CALayer {
    var tag = 0
    init(tag: Int) {
        self.tag = tag
        super.init()
    }
    override init(layer: Any) {
        super.init(layer: layer)
        tag = (layer as? TaggedLayer)?.tag ?? 0
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@Suite("presentation() and model()", .serialized)
@MainActor
struct PresentationTests {
    @Test("presentation() is what the render tree shows at the same time, computed the same way")
    func matchesRenderTree() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 300, y: 200)
        move.duration = 2
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = [0, 1, 3]
        spin.duration = 1.5
        spin.calculationMode = .cubic
        layer.add(move, forKey: "move")
        layer.add(spin, forKey: "spin")
        CATransaction.flush()
        var tree = RenderTree()
        for transaction in stage.sink.transactions { _ = tree.apply(transaction) }
        let node = tree[layer.layerID]!
        for t in [0.0, 0.3, 0.9, 1.6] {
            stage.time = 100 + t
            let onScreen = AnimationEvaluator.presentation(of: node.properties, animations: node.animations, at: stage.time)
            #expect(layer.presentation()?.properties == onScreen)
        }
    }

    @Test("model() of a presentation copy is the layer; the copy keeps its class and the layer's properties")
    func modelAndCopies() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = TaggedLayer(tag: 7)
        layer.name = "tagged"
        layer.position = CGPoint(x: 12, y: 34)
        stage.root.addSublayer(layer)
        CATransaction.flush()
        let copy = layer.presentation()!
        #expect(copy !== layer && copy.name == "tagged" && copy.position == CGPoint(x: 12, y: 34))
        #expect(copy.model() === layer && layer.model() === layer)
        #expect(copy.presentation() === copy)
        #expect(copy.animationKeys() == nil)
    }
}
