import Foundation
import Testing
@testable import QuartzCore

/// Which layers a frame leaves out because nothing of them can be seen (`FrameBuilder+Culling`):
/// outside a masksToBounds ancestor or the window, with every widening of where a layer draws
/// (shadows, animations in flight, transforms) taken into account. Read as the frame's quads.
@Suite("Frame builder culling", .serialized)
@MainActor
struct FrameCullingTests {
    /// A window of one pixel a point.
    private let viewport = Viewport(pointSize: CGSize(width: 400, height: 300), pixelWidth: 400, pixelHeight: 300)

    /// A stage and the render tree its commits build up, kept from frame to frame as the render thread keeps it.
    @MainActor
    private final class Scene {
        let stage = Stage()
        var tree = RenderTree()
        let builder = FrameBuilder()

        init() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
            CATransaction.commit()
        }

        /// Applies what was committed since the last frame and builds the next one.
        func build(_ viewport: Viewport, at time: Double? = nil) -> QuadBatch {
            CATransaction.flush()
            for transaction in stage.sink.transactions { _ = tree.apply(transaction) }
            stage.sink.transactions = []
            builder.build(root: tree[stage.root.layerID]!, tree: tree, viewport: viewport, time: time ?? stage.time,
                          whiteTexture: TextureID(7))
            return builder.batch
        }
    }

    /// Runs `body` without implicit animations, as a change the next frame shows at once.
    private func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// A layer of `frame` in the window that clips its sublayers to its bounds.
    private func clippingLayer(_ frame: CGRect, in scene: Scene) -> CALayer {
        let clip = layer(frame, nil, in: scene.stage.root)
        clip.masksToBounds = true
        return clip
    }

    /// A colour told apart by its red: quad tints name the layers drawn.
    private func color(_ red: Int) -> CGColor { CGColor(red: CGFloat(red) / 255, green: 0, blue: 0, alpha: 1) }

    /// The reds (0–255) of the plain quads of `batch`, in drawing order.
    private func reds(_ batch: QuadBatch) -> [Int] {
        (0..<batch.plainQuadCount).map { Int((batch.tint(ofQuad: $0, pipeline: .plain).red * 255).rounded()) }
    }

    /// The window pixels of plain quad `index`, as (minX, minY, maxX, maxY).
    private func extent(_ batch: QuadBatch, _ index: Int) -> [CGFloat] {
        let corners = batch.corners(ofQuad: index, pipeline: .plain)
        return [corners.map(\.x).min()!, corners.map(\.y).min()!, corners.map(\.x).max()!, corners.map(\.y).max()!]
    }

    @Test("Under masksToBounds a sublayer wholly outside the bounds is not drawn; one inside or partly inside is")
    func clippedSublayers() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        let clip = clippingLayer(CGRect(x: 50, y: 50, width: 100, height: 100), in: scene)
        _ = layer(CGRect(x: 10, y: 10, width: 20, height: 20), color(10), in: clip)
        _ = layer(CGRect(x: 90, y: 90, width: 40, height: 40), color(20), in: clip)
        _ = layer(CGRect(x: 120, y: 0, width: 20, height: 20), color(30), in: clip)
        _ = layer(CGRect(x: 0, y: -40, width: 20, height: 30), color(40), in: clip)
        #expect(reds(scene.build(viewport)) == [10, 20])
    }

    @Test("Without a clipping ancestor only the window culls: a sublayer beyond its superlayer's bounds is drawn")
    func windowCulls() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        let small = layer(CGRect(x: 0, y: 0, width: 10, height: 10), color(10), in: scene.stage.root)
        _ = layer(CGRect(x: 200, y: 100, width: 20, height: 20), color(20), in: small)
        _ = layer(CGRect(x: 420, y: 100, width: 20, height: 20), color(30), in: small)
        _ = layer(CGRect(x: -30, y: 100, width: 40, height: 20), color(40), in: scene.stage.root)
        _ = layer(CGRect(x: 100, y: 310, width: 40, height: 20), color(50), in: scene.stage.root)
        #expect(reds(scene.build(viewport)) == [10, 20, 40])
    }

    @Test("A turned clip culls by what it shows: a sublayer at its corner is drawn, one far outside is not")
    func rotatedClip() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        let clip = clippingLayer(CGRect(x: 150, y: 100, width: 100, height: 100), in: scene)
        clip.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        _ = layer(CGRect(x: 95, y: 95, width: 20, height: 20), color(10), in: clip)
        _ = layer(CGRect(x: 190, y: 0, width: 20, height: 20), color(20), in: clip)
        #expect(reds(scene.build(viewport)) == [10])
    }

    @Test("A shadow cast into the clip from a layer outside it is drawn, and so is the layer")
    func shadowPastBounds() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        let clip = clippingLayer(CGRect(x: 50, y: 50, width: 100, height: 100), in: scene)
        let caster = layer(CGRect(x: 105, y: 10, width: 20, height: 20), color(10), in: clip)
        caster.shadowOpacity = 1
        caster.shadowRadius = 2
        caster.shadowOffset = CGSize(width: -20, height: 0)
        let far = layer(CGRect(x: 140, y: 10, width: 20, height: 20), color(20), in: clip)
        far.shadowOpacity = 1
        far.shadowRadius = 2
        far.shadowOffset = CGSize(width: -20, height: 0)
        let batch = scene.build(viewport)
        #expect(batch.shapeQuadCount == 1, "the near layer's shadow, an analytic shape")
        #expect(reds(batch) == [10])
    }

    @Test("A layer animated into view is drawn where it is presented, though its model lies outside")
    func animatedIntoView() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        let clip = clippingLayer(CGRect(x: 0, y: 0, width: 200, height: 200), in: scene)
        let mover = layer(CGRect(x: 300, y: 10, width: 20, height: 20), color(10), in: clip)
        #expect(reds(scene.build(viewport)) == [])
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 20.0
        slide.toValue = 310.0
        slide.duration = 1
        mover.add(slide, forKey: "slide")
        let start = scene.stage.time
        let batch = scene.build(viewport, at: start + 0.1)
        #expect(reds(batch) == [10])
        #expect(extent(batch, 0)[0] < 200, "drawn at its presented position")
        scene.stage.turn(at: start + 2)
        #expect(reds(scene.build(viewport, at: start + 2)) == [], "and left out again once the animation has ended")
    }

    @Test("Under a perspective sublayerTransform nothing is culled by the plane")
    func perspectiveCullsNothing() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        let stage3D = layer(CGRect(x: 0, y: 0, width: 400, height: 300), nil, in: scene.stage.root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        stage3D.sublayerTransform = perspective
        let card = layer(CGRect(x: 420, y: 100, width: 100, height: 50), color(10), in: stage3D)
        card.transform = CATransform3DMakeRotation(-.pi / 3, 0, 1, 0)
        #expect(reds(scene.build(viewport)) == [10])
    }

    @Test("10,000 rows in a clipping layer scrolled by its bounds: only the rows it shows become quads, each frame")
    func scrolledRows() {
        let scene = Scene()
        defer { scene.stage.tearDown() }
        let scroller = clippingLayer(CGRect(x: 0, y: 0, width: 400, height: 300), in: scene)
        var rows: [CALayer] = []
        for index in 0..<10_000 {
            rows.append(layer(CGRect(x: 10, y: CGFloat(index) * 30, width: 380, height: 24), color(index % 200 + 1), in: scroller))
        }
        // Rows 0 to 9 show; row 10 begins at the window's edge, within the pixel of margin kept for
        // smoothed edges: drawn, and clipped away.
        #expect(reds(scene.build(viewport)) == Array(1...11))
        // Scrolled to 150,015: rows 5,000 (its last 9 pt) to 5,010 (its first 15 pt).
        change { scroller.bounds.origin.y = 150_015 }
        let batch = scene.build(viewport)
        #expect(reds(batch) == (5_000...5_010).map { $0 % 200 + 1 })
        #expect(extent(batch, 0).map { $0.rounded() } == [10, -15, 390, 9], "row 5,000 placed 15 pt above the window's top")
        // A far row moved into view (listed as moved in the index), and one added (the index built anew).
        change { rows[42].position.y = 150_015 + 150 }
        #expect(reds(scene.build(viewport)) == [43] + (5_000...5_010).map { $0 % 200 + 1 })
        change { _ = layer(CGRect(x: 0, y: 150_015 + 200, width: 50, height: 10), color(250), in: scroller) }
        let grown = scene.build(viewport)
        #expect(reds(grown) == [43] + (5_000...5_010).map { $0 % 200 + 1 } + [250])
        #expect(grown.plainQuadCount == 13)
    }
}
