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

    /// A chain of `depth` layers below `parent` (see `DeepChain`); returns the top and the deepest.
    private func chain(_ depth: Int = DeepChain.depth, below parent: CALayer) -> (top: CALayer, leaf: LeafLayer) {
        let (top, leaf) = DeepChain.build(depth, below: parent, make: { level in
            let layer = level == depth - 1 ? LeafLayer() : CALayer()
            layer.frame = DeepChain.frame
            return layer
        }, add: { $1.addSublayer($0) })
        return (top, leaf as! LeafLayer)
    }

    @Test("A 100,000-deep chain of layers lays out, draws, encodes, renders, converts, retimes and goes away, on both sides")
    func deepChain() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        weak var weakTop: CALayer?
        weak var weakLeaf: CALayer?
        let recorder = StopRecorder()
        var tree = RenderTree()
        var kept: RenderTree? = RenderTree()
        let leafID: LayerID
        do {
            let (top, leaf) = chain(below: stage.root)
            weakTop = top
            weakLeaf = leaf
            leafID = leaf.layerID
            leaf.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            leaf.setNeedsDisplay()
            leaf.setNeedsLayout()
            #expect(!top.isDescendantOrSelf(of: leaf))
            #expect(leaf.isDescendantOrSelf(of: top))

            // Layout and display in the commit, then the encoded transactions applied to render trees.
            CATransaction.flush()
            #expect(leaf.layouts == 1)
            #expect(leaf.drawings == 1)
            #expect(!top.needsLayout() && !leaf.needsLayout())
            #expect(stage.sink.transactions.last?.sublayers.count ?? 0 >= DeepChain.depth)
            for transaction in stage.sink.transactions {
                _ = tree.apply(transaction)
                _ = kept!.apply(transaction)
            }
            stage.sink.transactions.removeAll()
            try buildFrames(of: tree, root: stage.root.layerID, leaf: leafID, at: stage.time)

            // The same chain laid out again from the top, on request.
            leaf.setNeedsLayout()
            stage.root.layoutIfNeeded()
            #expect(leaf.layouts == 2)

            // Conversion both ways between the deepest layer and the root.
            let down = leaf.convert(CGPoint(x: 5, y: 5), to: stage.root)
            #expect(abs(down.x - (5 + DeepChain.offset)) < 1e-6)
            #expect(abs(down.y - 5) < 1e-9)
            let back = stage.root.convert(down, to: leaf)
            #expect(abs(back.x - 5) < 1e-6 && abs(back.y - 5) < 1e-9)
            let sideways = leaf.convert(CGPoint(x: 1, y: 1), from: top)
            #expect(abs(sideways.x - (1 - (DeepChain.offset - DeepChain.step))) < 1e-6)

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
        // Applying their destruction releases the render nodes one by one too.
        for transaction in stage.sink.transactions { _ = tree.apply(transaction) }
        #expect(tree[leafID] == nil)
        #expect(tree.nodes.count == 1)
        // A render tree released whole (a window closed) releases its chain without nesting either.
        kept = nil
        #expect(kept == nil)
    }

    /// Builds frames of the chain in `tree` in each way the compositor does: whole, recording each
    /// layer's pixels, and redrawn in part. Each is one quad, the deepest layer's red, `depth × step` points right.
    private func buildFrames(of tree: RenderTree, root: LayerID, leaf: LayerID, at time: Double) throws {
        let builder = FrameBuilder()
        // The stage's window: 400 × 300 points, a pixel a point.
        let viewport = Viewport(pointSize: CGSize(width: 400, height: 300), pixelWidth: 400, pixelHeight: 300)
        let root = try #require(tree[root])
        let region = PixelRect(x: 100, y: 0, width: 10, height: 10)
        for extents in [FrameBuilder.Extents.ignore, .record(stamp: 1), .cull(region, stamp: 1)] {
            builder.build(root: root, tree: tree, viewport: viewport, time: time, whiteTexture: TextureID(1), extents: extents)
            #expect(builder.batch.plainQuadCount == 1)
            let corners = builder.batch.corners(ofQuad: 0, pipeline: .plain)
            #expect(abs(corners.map(\.x).min()! - DeepChain.offset) < 1e-3)
        }
        #expect(tree[leaf]?.drawnStamp == 1)
    }

    @Test("The work of building, committing, laying out and converting a chain grows in proportion to its depth")
    func linearCost() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (small, large) = DeepChain.seconds { depth in
            let (top, leaf) = chain(depth, below: stage.root)
            CATransaction.flush()
            leaf.setNeedsLayout()
            top.layoutIfNeeded()
            _ = leaf.convert(CGPoint.zero, to: stage.root)
            top.removeFromSuperlayer()
        }
        // Linear work takes about ten times as long; one walk to the root per layer, a hundred times.
        #expect(large / small < 30, "2,000 levels: \(small) s; 20,000 levels: \(large) s")
    }
}
