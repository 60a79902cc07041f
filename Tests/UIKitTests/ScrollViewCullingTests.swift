import Foundation
import TestStage
import Testing
@testable import QuartzCore
@testable import UIKit

/// A scroll view's content costs what it shows (issue 26, "only the visible costs"): of 10,000
/// subviews, a frame builds quads for the rows inside the scroll view's bounds alone, wherever it is
/// scrolled. Frames built from the commits as the render thread builds them, with no GL.
@Suite("Scroll view culling", .serialized, .startsClean)
@MainActor
struct ScrollViewCullingTests {
    @Test("A scroll view of 10,000 rows scrolled: each frame's quads are its background and the rows it shows")
    func onlyVisibleRowsBecomeQuads() {
        let sink = RecordingSink(), previousSink = CATransaction.state.sink
        CATransaction.state.sink = sink
        let target = HeadlessTarget()
        let size = CGSize(width: 400, height: 300)
        let viewport = Viewport(pointSize: size, pixelWidth: 400, pixelHeight: 300)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        CATransaction.state.surfaceChanged(.attach(target, root: root.layerID, viewport: viewport))
        defer {
            root.removeFromSuperlayer()
            CATransaction.state.surfaceChanged(.detach(ObjectIdentifier(target)))
            CATransaction.flush()
            CATransaction.state.sink = previousSink
        }
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.backgroundColor = .white
        // Row k is 24 pt tall at y = 30k, its red k mod 200 + 1 (of 255): the quads' tints name the rows.
        for row in 0..<10_000 {
            let view = UIView(frame: CGRect(x: 10, y: CGFloat(row) * 30, width: 380, height: 24))
            view.backgroundColor = UIColor(red: CGFloat(row % 200 + 1) / 255, green: 0, blue: 0, alpha: 1)
            scrollView.addSubview(view)
        }
        scrollView.contentSize = CGSize(width: 400, height: 300_000)
        root.addSublayer(scrollView.layer)
        var tree = RenderTree()
        let builder = FrameBuilder()
        func frame(at offset: CGFloat) -> [Int] {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            CATransaction.flush()
            for transaction in sink.transactions { _ = tree.apply(transaction) }
            sink.transactions = []
            builder.build(root: tree[root.layerID]!, tree: tree, viewport: viewport, time: 0, whiteTexture: TextureID(1))
            let batch = builder.batch
            return (0..<batch.plainQuadCount).map { Int((batch.tint(ofQuad: $0, pipeline: .plain).red * 255).rounded()) }
        }
        // The white background, then the rows overlapping the visible 300 pt (and the pixel of margin
        // kept for smoothed edges past them).
        func shown(_ rows: ClosedRange<Int>) -> [Int] { [255] + rows.map { $0 % 200 + 1 } }
        #expect(frame(at: 0) == shown(0...10))
        #expect(frame(at: 150_007) == shown(5_000...5_010))
        #expect(frame(at: 150_014) == shown(5_000...5_010))
        #expect(frame(at: 299_700) == shown(9_990...9_999))
        #expect(frame(at: 7) == shown(0...10))
    }
}
