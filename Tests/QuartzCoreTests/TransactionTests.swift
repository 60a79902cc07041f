import Foundation
import Testing
@testable import QuartzCore

/// A layer that counts its layouts and draws, and records the layout order in `log`.
@MainActor
final class CountingLayer: CALayer {
    static var log: [String] = []
    var layouts = 0
    var draws = 0
    var drawnRects: [CGRect] = []
    override func layoutSublayers() { layouts += 1; CountingLayer.log.append(name ?? "?") }
    override func draw(in ctx: CGContext) {
        draws += 1
        drawnRects.append(ctx.boundingBoxOfClipPath)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(bounds)
    }
}

@Suite("Transactions", .serialized)
@MainActor
struct TransactionTests {
    private func withSink(_ body: (RecordingSink) -> Void) {
        let sink = RecordingSink()
        let previous = CATransaction.state.sink
        CATransaction.flush()
        CATransaction.state.sink = sink
        body(sink)
        CATransaction.state.sink = previous
    }

    @Test("A commit sends only the layers that changed")
    func onlyChangesAreEncoded() {
        let layers = (0..<50).map { _ in CALayer() }
        withSink { sink in
            CATransaction.flush()
            sink.transactions.removeAll()
            layers[3].opacity = 0.5
            layers[7].position = CGPoint(x: 1, y: 2)
            CATransaction.flush()
            #expect(sink.transactions.count == 1)
            let ids = Set(sink.transactions[0].properties.map(\.0))
            #expect(ids == [layers[3].layerID, layers[7].layerID])
            CATransaction.flush()
            #expect(sink.transactions.count == 1, "nothing changed, nothing sent")
        }
    }

    @Test("Layout runs top-down, once per pass, only on marked branches, before display")
    func layoutPass() {
        withSink { _ in
            let root = CountingLayer(), child = CountingLayer(), other = CountingLayer()
            root.name = "root"; child.name = "child"; other.name = "other"
            root.addSublayer(child)
            root.addSublayer(other)
            CATransaction.flush()
            CountingLayer.log.removeAll()
            child.setNeedsLayout(); child.setNeedsLayout()
            root.setNeedsLayout()
            CATransaction.flush()
            #expect(CountingLayer.log == ["root", "child"])
            #expect(other.layouts == 0)
            CountingLayer.log.removeAll()
            CATransaction.flush()
            #expect(CountingLayer.log.isEmpty)
        }
    }

    /// A 100×100 counting layer, drawn once and committed.
    private func drawnLayer() -> CountingLayer {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.setNeedsDisplay()
        CATransaction.flush()
        return layer
    }

    @Test("Dirty rects of one pass draw once, as their union, and patch the bitmap")
    func dirtyRectsCoalesce() {
        withSink { sink in
            let layer = drawnLayer()
            #expect(layer.draws == 1)
            sink.transactions.removeAll()
            layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
            layer.setNeedsDisplay(CGRect(x: 30, y: 10, width: 10, height: 10))
            CATransaction.flush()
            #expect(layer.draws == 2)
            #expect(layer.drawnRects.last == CGRect(x: 10, y: 10, width: 30, height: 10))
            guard case .patch(let image, let x, let y)? = sink.transactions.last?.contents.last?.1 else {
                Issue.record("expected a patch"); return
            }
            #expect((image.width, image.height, x, y) == (30, 10, 10, 10))
        }
    }

    @Test("setNeedsDisplay(_:) with a NaN or infinite rect marks nothing and says so; the display pass draws nothing (it trapped)")
    func nonFiniteDirtyRect() {
        withSink { _ in
            let layer = drawnLayer()
            let messages = Diagnostics.recording {
                layer.setNeedsDisplay(CGRect(x: -CGFloat.infinity, y: 10, width: 10, height: 10))
                layer.setNeedsDisplay(CGRect(x: 10, y: CGFloat.nan, width: 10, height: 10))
                layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: CGFloat.infinity, height: 10))
                CATransaction.flush()
            }
            #expect(layer.draws == 1, "nothing was marked")
            #expect(messages.count == 3 && messages.allSatisfy { $0.contains("not finite") }, "\(messages)")
        }
    }

    @Test("Moving, resizing, turning and fading never draw again; needsDisplayOnBoundsChange does")
    func geometryDoesNotDraw() {
        withSink { _ in
            let layer = CountingLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            layer.setNeedsDisplay()
            CATransaction.flush()
            layer.position = CGPoint(x: 90, y: 90)
            layer.bounds.size = CGSize(width: 80, height: 20)
            layer.setAffineTransform(CGAffineTransform(rotationAngle: 1))
            layer.opacity = 0.3
            CATransaction.flush()
            #expect(layer.draws == 1)
            layer.needsDisplayOnBoundsChange = true
            layer.bounds.size = CGSize(width: 81, height: 20)
            CATransaction.flush()
            #expect(layer.draws == 2)
        }
    }

    @Test("A layer cannot be added to itself or below itself")
    func noCycles() {
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        b.addSublayer(a)
        a.addSublayer(a)
        #expect(a.superlayer == nil && b.superlayer === a && b.sublayers == nil)
    }

    @Test("The render tree mirrors committed sublayers and drops destroyed layers")
    func renderTreeApplies() {
        withSink { sink in
            let parent = CALayer()
            var child: CALayer? = CALayer()
            parent.addSublayer(child!)
            let childID = child!.layerID
            CATransaction.flush()
            var tree = RenderTree()
            for t in sink.transactions { _ = tree.apply(t) }
            #expect(tree[parent.layerID]?.sublayers == [childID])
            sink.transactions.removeAll()
            child!.removeFromSuperlayer()
            child = nil
            CATransaction.flush()
            CATransaction.flush()
            for t in sink.transactions { _ = tree.apply(t) }
            #expect(tree[parent.layerID]?.sublayers == [])
            #expect(tree[childID] == nil)
        }
    }
}
