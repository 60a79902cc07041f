import Foundation
import Testing
@testable import QuartzCore

/// CAReplicatorLayer as the frame builder draws it: the sublayers' quads repeated per instance,
/// through the accumulated instance transform, in the instance colour, animations delayed.
@Suite("CAReplicatorLayer command stream", .serialized)
@MainActor
struct ReplicatorLayerTests {
    private let viewport = Viewport(pointSize: CGSize(width: 400, height: 300), pixelWidth: 400, pixelHeight: 300)

    private func build(_ stage: Stage, at time: Double? = nil) -> FrameBuilder { stage.buildFrame(viewport: viewport, at: time) }

    /// The window pixels of quad `index`: (minX, minY, maxX, maxY).
    private func extent(_ batch: QuadBatch, _ index: Int) -> [CGFloat] {
        let corners = batch.corners(ofQuad: index, pipeline: .plain)
        return [corners.map(\.x).min()!, corners.map(\.y).min()!, corners.map(\.x).max()!, corners.map(\.y).max()!]
    }

    /// `values` to a thousandth (vertices are single-precision floats).
    private func rounded(_ values: [CGFloat]) -> [CGFloat] { values.map { ($0 * 1000).rounded() / 1000 } }

    /// A replicator at the window's origin holding one white 10×10 square at (0, 0).
    private func replicator(on stage: Stage) -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(square)
        stage.root.addSublayer(replicator)
        return (replicator, square)
    }

    @Test("Five instances: the sublayer's quad five times, each shifted once more by the instance transform")
    func instancesAccumulateTheTransform() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (replicator, _) = replicator(on: stage)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 5, 0)
        let batch = build(stage).batch
        #expect(batch.plainQuadCount == 5)
        for k in 0..<5 {
            #expect(rounded(extent(batch, k)) == [CGFloat(20 * k), CGFloat(5 * k), CGFloat(20 * k + 10), CGFloat(5 * k + 10)])
        }
        #expect(batch.commands.count == 1, "one run of quads: the instances share the sublayer's state")
    }

    @Test("A rotation turns each instance about the centre of the replicator's bounds")
    func rotationAboutTheCentre() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (replicator, _) = replicator(on: stage)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let batch = build(stage).batch
        // The square in the top-left corner goes round the centre (50, 50): top right, bottom right, bottom left.
        let expected: [[CGFloat]] = [[0, 0, 10, 10], [90, 0, 100, 10], [90, 90, 100, 100], [0, 90, 10, 100]]
        for k in 0..<4 {
            #expect(rounded(extent(batch, k)) == expected[k])
        }
    }

    @Test("Instance colours: instanceColor, plus the offsets once more per instance, clamped, multiply the tints")
    func instanceColors() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (replicator, _) = replicator(on: stage)
        replicator.instanceCount = 5
        replicator.instanceColor = CGColor(red: 1, green: 0.5, blue: 1, alpha: 1)
        replicator.instanceBlueOffset = -0.3
        replicator.instanceAlphaOffset = -0.25
        let batch = build(stage).batch
        for k in 0..<5 {
            let alpha = Float(1 - 0.25 * Double(k)), blue = Float(max(0, 1 - 0.3 * Double(k)))
            let tint = batch.tint(ofQuad: k, pipeline: .plain)
            #expect(abs(tint.red - alpha) < 1e-5 && abs(tint.green - 0.5 * alpha) < 1e-5 && abs(tint.blue - blue * alpha) < 1e-5
                    && abs(tint.alpha - alpha) < 1e-5, "instance \(k): \(tint)")
        }
    }

    @Test("Inside a group drawn offscreen, and around one, the instance colour reaches each instance's quads once")
    func colorsThroughPasses() {
        let stage = Stage()
        defer { stage.tearDown() }
        let group = CALayer()
        group.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        group.opacity = 0.5
        let (replicator, square) = replicator(on: stage)
        group.addSublayer(replicator)
        group.addSublayer(CALayer())
        stage.root.addSublayer(group)
        // The square is itself a group: its own pass's composite is what the colour multiplies.
        square.opacity = 0.5
        square.addSublayer(CALayer())
        square.addSublayer(CALayer())
        replicator.instanceCount = 2
        replicator.instanceColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
        replicator.instanceGreenOffset = 1
        let batch = build(stage).batch
        // The squares' fills (inside their passes) stay white; the composites carry the instance colours
        // (magenta, then white), and the outer group's composite none.
        let tints = (0..<batch.plainQuadCount).map { batch.tint(ofQuad: $0, pipeline: .plain) }
        #expect(tints.filter { $0 == Premultiplied(opacity: 1) }.count == 2, "\(tints)")
        #expect(tints.filter { $0 == Premultiplied(red: 0.5, green: 0, blue: 0.5, alpha: 0.5) }.count == 1, "\(tints)")
        #expect(tints.filter { $0 == Premultiplied(opacity: 0.5) }.count == 2, "\(tints)")
    }

    @Test("instanceDelay: instance k shows the sublayer's animation k × delay seconds earlier")
    func instanceDelayShiftsAnimations() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (replicator, square) = replicator(on: stage)
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.25
        CATransaction.flush()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 105
        move.duration = 1
        move.beginTime = stage.time
        square.add(move, forKey: "move")
        let batch = build(stage, at: stage.time + 0.75).batch
        // Instance k is at 0.75 − 0.25k of the way: x = 5 + 100 × that, minus half the width.
        #expect(batch.plainQuadCount == 3)
        for k in 0..<3 {
            let x = 5 + 100 * (0.75 - 0.25 * CGFloat(k)) - 5
            #expect(abs(extent(batch, k)[0] - x) < 0.01, "instance \(k) at \(extent(batch, k)[0]), expected \(x)")
        }
    }

    @Test("Recording extents: the instances under no stamp, the replicator and a layer drawn after it under the frame's")
    func instancesRecordNoStamp() throws {
        let stage = Stage()
        defer { stage.tearDown() }
        let (replicator, square) = replicator(on: stage)
        replicator.instanceCount = 2
        let after = CALayer()
        after.frame = CGRect(x: 200, y: 20, width: 10, height: 10)
        after.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.root.addSublayer(after)
        let tree = stage.renderTree()
        FrameBuilder().build(root: try #require(tree[stage.root.layerID]), tree: tree, viewport: viewport, time: stage.time,
                             whiteTexture: TextureID(7), extents: .record(stamp: 5))
        // Drawn twice, the square has no one place: a change in it redraws the window whole.
        #expect(try #require(tree[square.layerID]).drawnStamp == -1)
        #expect(try #require(tree[replicator.layerID]).drawnStamp == 5)
        // The layer after the replicator is recorded as any other: the instances changed nothing for it.
        let drawnAfter = try #require(tree[after.layerID])
        #expect(drawnAfter.drawnStamp == 5)
        let bounds = drawnAfter.drawnBounds
        #expect(bounds.x <= 200 && bounds.y <= 20 && bounds.x + bounds.width >= 210 && bounds.y + bounds.height >= 30, "\(bounds)")
        #expect(bounds.x >= 198 && bounds.y >= 18 && bounds.x + bounds.width <= 212 && bounds.y + bounds.height <= 32, "\(bounds)")
    }

    @Test("instanceCount 0 draws no sublayers; a negative count is refused with a diagnostic")
    func zeroAndNegativeCounts() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (replicator, _) = replicator(on: stage)
        replicator.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        replicator.instanceCount = 0
        #expect(build(stage).batch.plainQuadCount == 1, "the replicator's own background only")
        let reports = Diagnostics.recording { replicator.instanceCount = -3 }
        #expect(replicator.instanceCount == 0 && reports.count == 1 && reports[0].contains("instanceCount"))
    }
}
