import Foundation
import Testing
@testable import QuartzCore

/// A layer tree 100,000 levels deep: every walk of the model tree (hierarchy checks, layout,
/// display, conversion, timing, animations, encoding), of the render tree (applying transactions,
/// building a frame) and the release of the whole chain work without running out of stack, and
/// the work grows in proportion to the depth.
@Suite("Deep layer trees", .serialized)
@MainActor
struct DeepLayerTreeTests {
    static let depth = 100_000
    /// Each level sits this far right of its superlayer: the deepest layer is `depth × step` points right.
    static let step: CGFloat = 0.001

    /// A layer that counts its layouts and its drawings.
    final class LeafLayer: CALayer {
        var layouts = 0
        var drawings = 0
        override func layoutSublayers() { layouts += 1 }
        override func draw(in ctx: CGContext) { drawings += 1 }
    }

    /// Records when the animation on the deepest layer stops, and whether it finished.
    final class StopRecorder: NSObject, CAAnimationDelegate {
        var stops: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }

    /// A chain of `depth` layers below `parent`, each `step` right of the one above; returns the top and the deepest.
    private func chain(_ depth: Int, below parent: CALayer) -> (top: CALayer, leaf: LeafLayer) {
        var current = parent
        var top: CALayer?
        for level in 0..<depth {
            let layer = level == depth - 1 ? LeafLayer() : CALayer()
            layer.frame = CGRect(x: Self.step, y: 0, width: 200, height: 100)
            current.addSublayer(layer)
            top = top ?? layer
            current = layer
        }
        return (top!, current as! LeafLayer)
    }

    @Test("A 100,000-deep chain of layers lays out, draws, converts, retimes, encodes, renders and goes away")
    func deepChain() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        weak var weakTop: CALayer?
        weak var weakLeaf: CALayer?
        let recorder = StopRecorder()
        do {
            let (top, leaf) = chain(Self.depth, below: stage.root)
            weakTop = top
            weakLeaf = leaf
            leaf.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            leaf.setNeedsDisplay()
            leaf.setNeedsLayout()
            #expect(!top.isDescendantOrSelf(of: leaf))
            #expect(leaf.isDescendantOrSelf(of: top))

            // Layout and display in the commit, then the encoded transaction applied to a render tree.
            stage.sink.transactions.removeAll()
            CATransaction.flush()
            #expect(leaf.layouts == 1)
            #expect(leaf.drawings == 1)
            #expect(!top.needsLayout() && !leaf.needsLayout())
            let transaction = try #require(stage.sink.transactions.last)
            #expect(transaction.sublayers.count >= Self.depth)

            // The same chain laid out again from the top, on request.
            leaf.setNeedsLayout()
            stage.root.layoutIfNeeded()
            #expect(leaf.layouts == 2)

            // Conversion both ways between the deepest layer and the root.
            let down = leaf.convert(CGPoint(x: 5, y: 5), to: stage.root)
            #expect(abs(down.x - (5 + CGFloat(Self.depth) * Self.step)) < 1e-6)
            #expect(abs(down.y - 5) < 1e-9)
            let back = stage.root.convert(down, to: leaf)
            #expect(abs(back.x - 5) < 1e-6 && abs(back.y - 5) < 1e-9)
            let sideways = leaf.convert(CGPoint(x: 1, y: 1), from: top)
            #expect(abs(sideways.x - (1 - CGFloat(Self.depth - 1) * Self.step)) < 1e-6)

            // Timing: an animation on the deepest layer follows a change of the top's speed.
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 10
            fade.delegate = recorder
            leaf.add(fade, forKey: "fade")
            CATransaction.flush()
            top.speed = 0.5
            #expect(leaf.convertTime(10, from: nil) == 5)
            CATransaction.flush()

            // Removing the chain stops the deepest layer's animation.
            top.removeFromSuperlayer()
            #expect(top.superlayer == nil)
            CATransaction.flush()
            #expect(recorder.stops == [false])
        }
        // The 100,000 layers are released one after another, not nested.
        #expect(weakTop == nil)
        #expect(weakLeaf == nil)
        CATransaction.flush()
        #expect(stage.sink.transactions.last?.destroyed.count ?? 0 >= Self.depth)
    }

    @Test("The render tree of a 100,000-deep chain applies, builds a frame showing the deepest layer, and is released")
    func deepRenderTree() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        stage.sink.transactions.removeAll()
        var leafID: LayerID = 0
        do {
            let (_, leaf) = chain(Self.depth, below: stage.root)
            leaf.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            leafID = leaf.layerID
            CATransaction.flush()
        }
        var tree = RenderTree()
        var kept: RenderTree? = RenderTree()
        for transaction in stage.sink.transactions {
            _ = tree.apply(transaction)
            _ = kept!.apply(transaction)
        }
        let builder = FrameBuilder()
        // The stage's window: 400 × 300 points, a pixel a point.
        let viewport = Viewport(pointSize: CGSize(width: 400, height: 300), pixelWidth: 400, pixelHeight: 300)
        let root = try #require(tree[stage.root.layerID])
        for extents in [FrameBuilder.Extents.ignore, .record(stamp: 1)] {
            builder.build(root: root, tree: tree, viewport: viewport, time: stage.time, whiteTexture: TextureID(1), extents: extents)
            // One quad: the deepest layer's red, `depth × step` points right.
            #expect(builder.batch.plainQuadCount == 1)
            let corners = builder.batch.corners(ofQuad: 0, pipeline: .plain)
            #expect(abs(corners.map(\.x).min()! - CGFloat(Self.depth) * Self.step) < 1e-3)
        }
        #expect(tree[leafID]?.drawnStamp == 1)
        // A frame redrawn in part walks the same chain down to the deepest layer.
        builder.build(root: root, tree: tree, viewport: viewport, time: stage.time, whiteTexture: TextureID(1),
                      extents: .cull(PixelRect(x: 100, y: 0, width: 10, height: 10), stamp: 1))
        #expect(builder.batch.plainQuadCount == 1)

        // The chain is gone from the model: applying its destruction releases the nodes one by one.
        stage.sink.transactions.removeAll()
        stage.root.sublayers = nil
        CATransaction.flush()
        for transaction in stage.sink.transactions { _ = tree.apply(transaction) }
        #expect(tree[leafID] == nil)
        #expect(tree.nodes.count == 1)
        // A render tree released whole (a window closed) releases its chain without nesting either.
        kept = nil
        #expect(kept == nil)
    }

    @Test("The work of building, committing, laying out and converting a chain grows in proportion to its depth")
    func linearCost() {
        let stage = Stage()
        defer { stage.tearDown() }
        /// Seconds for the whole life of a chain of `depth` layers (the least of two runs).
        func seconds(_ depth: Int) -> Double {
            var least = Double.infinity
            for _ in 0..<2 {
                let start = MediaClock.monotonicSeconds()
                do {
                    let (top, leaf) = chain(depth, below: stage.root)
                    CATransaction.flush()
                    leaf.setNeedsLayout()
                    top.layoutIfNeeded()
                    _ = leaf.convert(CGPoint.zero, to: stage.root)
                    top.removeFromSuperlayer()
                }
                CATransaction.flush()
                least = min(least, MediaClock.monotonicSeconds() - start)
            }
            return least
        }
        let small = seconds(Self.depth / 20), large = seconds(Self.depth / 2)
        // Linear work takes about ten times as long; one walk to the root per layer, a hundred times.
        #expect(large / small < 30, "5,000 levels: \(small) s; 50,000 levels: \(large) s")
    }
}
