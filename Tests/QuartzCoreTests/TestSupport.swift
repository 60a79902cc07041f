// The headless stage and its recording sink live in TestStage, shared with the UIKit tests.
@_exported import TestStage
import Foundation
@testable import QuartzCore

extension Stage {
    /// Adds `animation` to `layer`, commits at the current time, and returns the presentation
    /// values at each of `times` (seconds after the commit).
    func present(_ animation: CAAnimation, on layer: CALayer, at times: [Double], key: String = "test") -> [LayerProperties] {
        layer.add(animation, forKey: key)
        let start = time
        CATransaction.flush()
        let values = times.map { layer.presentationProperties(at: start + $0) }
        layer.removeAnimation(forKey: key)
        CATransaction.flush()
        return values
    }
}

/// Whether two transforms are equal within `tolerance`, element by element.
func close(_ a: CATransform3D, _ b: CATransform3D, tolerance: Double = 1e-9) -> Bool {
    zip(a.elements, b.elements).allSatisfy { abs(Double($0 - $1)) <= tolerance }
}

/// A layer of `frame` and background `color` added to `superlayer`.
@MainActor
func layer(_ frame: CGRect, _ color: CGColor?, in superlayer: CALayer) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    superlayer.addSublayer(layer)
    return layer
}

/// A basic animation of `keyPath` with the given values, lasting `duration` seconds.
@MainActor
func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = duration
    return animation
}

extension Stage {
    /// The render tree as the transactions committed on this stage so far leave it.
    func renderTree() -> RenderTree {
        CATransaction.flush()
        var tree = RenderTree()
        for transaction in sink.transactions { _ = tree.apply(transaction) }
        return tree
    }

    /// The frame the builder makes of the stage's render tree (changed first by `prepare`) for a
    /// window of `viewport` at media time `time` (the stage's clock by default), colours drawn with texture 7.
    func buildFrame(viewport: Viewport, at time: Double? = nil, prepare: (RenderTree) -> Void = { _ in }) -> FrameBuilder {
        let tree = renderTree()
        prepare(tree)
        let builder = FrameBuilder()
        builder.build(root: tree[root.layerID]!, tree: tree, viewport: viewport, time: time ?? self.time, whiteTexture: TextureID(7))
        return builder
    }
}

/// A 10-second fade from 0 to 1 that logs its delegate calls as "fade".
@MainActor
func tenSecondFade(_ log: Log) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = 10
    animation.delegate = LoggingDelegate("fade", log)
    return animation
}

/// The opacity `layer` shows at media `time` (a Float: compare within 1e-6).
@MainActor
func opacity(_ layer: CALayer, at time: Double) -> Double {
    Double(layer.presentationProperties(at: time).opacity)
}
