import Foundation
import Testing
@testable import QuartzCore

/// The frame builder's output as a command stream — which quads, in which order, with which clips,
/// passes and blending — for layer trees committed on a headless stage. No GL, no display.
@Suite("Frame builder command stream", .serialized)
@MainActor
struct FrameBuilderTests {
    /// A window of two pixels a point, sized in powers of two so that clip space holds window
    /// pixels exactly and quads' corners compare equal.
    private let viewport = Viewport(pointSize: CGSize(width: 512, height: 256), pixelWidth: 1024, pixelHeight: 512)
    private let white = TextureID(7)

    /// A stage whose window layer fills `viewport`.
    private func makeStage() -> Stage {
        let stage = Stage()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.root.bounds = CGRect(origin: .zero, size: viewport.pointSize)
        CATransaction.commit()
        return stage
    }

    /// Builds the frame of everything committed on `stage` at media time `time`.
    private func build(_ stage: Stage, at time: Double? = nil) -> FrameBuilder {
        CATransaction.flush()
        var tree = RenderTree()
        for transaction in stage.sink.transactions { _ = tree.apply(transaction) }
        let builder = FrameBuilder()
        builder.build(root: tree[stage.root.layerID]!, tree: tree, viewport: viewport, time: time ?? stage.time,
                      whiteTexture: white)
        return builder
    }

    /// The window pixels of a quad's corners, as (minX, minY, maxX, maxY) of the points.
    private func extent(_ corners: [CGPoint]) -> [CGFloat] {
        [corners.map(\.x).min()!, corners.map(\.y).min()!, corners.map(\.x).max()!, corners.map(\.y).max()!]
    }

    private func state(scissor: PixelRect? = nil, stencil: UInt8 = 0, blends: Bool = true) -> DrawState {
        DrawState(texture: .texture(white), scissor: scissor, stencil: stencil, blends: blends)
    }

    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("Nested transforms place quads in window pixels; opacities multiply into the tints; one run")
    func nestedTransformsAndOpacity() {
        let stage = makeStage()
        defer { stage.tearDown() }
        let parent = layer(CGRect(x: 150, y: 75, width: 100, height: 50), red, in: stage.root)
        parent.transform = CATransform3DMakeScale(2, 2, 1)          // now covers (100, 50)–(300, 150)
        parent.opacity = 0.5
        parent.allowsGroupOpacity = false
        let child = layer(CGRect(x: 10, y: 20, width: 10, height: 10), blue, in: parent)
        child.transform = CATransform3DMakeTranslation(5, 0, 0)     // (15, 20)–(25, 30) in the parent
        child.opacity = 0.5
        let batch = build(stage).batch

        #expect(batch.commands == [.quads(.plain, state(), first: 0, count: 2)])
        #expect(extent(batch.corners(ofQuad: 0, pipeline: .plain)) == [200, 100, 600, 300])
        #expect(extent(batch.corners(ofQuad: 1, pipeline: .plain)) == [260, 180, 300, 220])
        #expect(batch.tint(ofQuad: 0, pipeline: .plain) == Premultiplied(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        #expect(batch.tint(ofQuad: 1, pipeline: .plain) == Premultiplied(red: 0, green: 0, blue: 0.25, alpha: 0.25))
    }

    @Test("masksToBounds on an axis-aligned layer clips its sublayers by scissor alone")
    func rectangularClip() {
        let stage = makeStage()
        defer { stage.tearDown() }
        let clip = layer(CGRect(x: 50, y: 50, width: 100, height: 100), nil, in: stage.root)
        clip.masksToBounds = true
        // Opaque and larger than 256×256 pixels: drawn without blending.
        _ = layer(CGRect(x: -25, y: -25, width: 150, height: 150), red, in: clip)
        let builder = build(stage)
        let batch = builder.batch

        #expect(batch.commands == [
            .quads(.plain, state(scissor: PixelRect(x: 100, y: 100, width: 200, height: 200), blends: false), first: 0, count: 1),
        ])
        #expect(extent(batch.corners(ofQuad: 0, pipeline: .plain)) == [50, 50, 350, 350])
        #expect(builder.stencilClips == 0 && builder.offscreenPasses == 0)
    }

    @Test("A rounded clip raises the stencil inside its shape, draws the sublayers at that level, then lowers it")
    func roundedClip() {
        let stage = makeStage()
        defer { stage.tearDown() }
        let clip = layer(CGRect(x: 50, y: 50, width: 100, height: 100), nil, in: stage.root)
        clip.masksToBounds = true
        clip.cornerRadius = 20
        _ = layer(CGRect(x: 0, y: 0, width: 50, height: 50), red, in: clip)
        let builder = build(stage)
        let batch = builder.batch

        // The scissor bounds the shape with a pixel of margin for its smoothed edge.
        let scissor = PixelRect(x: 99, y: 99, width: 202, height: 202)
        #expect(batch.commands == [
            .pushClip(first: 0, level: 0, scissor: scissor),
            .quads(.plain, state(scissor: scissor, stencil: 1), first: 0, count: 1),
            .popClip(first: 1, level: 0, scissor: scissor),
        ])
        #expect(extent(batch.corners(ofQuad: 0, pipeline: .shape)) == [100, 100, 300, 300])
        #expect(extent(batch.corners(ofQuad: 1, pipeline: .shape)) == [100, 100, 300, 300])
        #expect(builder.stencilClips == 1)
    }

    @Test("Group opacity draws the layer and its sublayers offscreen at full opacity, then one quad at the opacity")
    func groupOpacity() {
        let stage = makeStage()
        defer { stage.tearDown() }
        let group = layer(CGRect(x: 50, y: 50, width: 100, height: 100), red, in: stage.root)
        group.opacity = 0.5
        _ = layer(CGRect(x: 25, y: 25, width: 50, height: 50), blue, in: group)
        let builder = build(stage)
        let batch = builder.batch

        let drawn = PixelRect(x: 99, y: 99, width: 202, height: 202)
        #expect(batch.commands == [
            .beginPass(surface: 0, downscale: 1, clear: drawn),
            .quads(.plain, state(), first: 0, count: 2),
            .endPass,
            .quads(.plain, DrawState(texture: .surface(0), scissor: nil, stencil: 0), first: 2, count: 1),
        ])
        #expect(batch.tint(ofQuad: 0, pipeline: .plain) == Premultiplied(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(batch.tint(ofQuad: 1, pipeline: .plain) == Premultiplied(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(batch.tint(ofQuad: 2, pipeline: .plain) == Premultiplied(opacity: 0.5))
        #expect(extent(batch.corners(ofQuad: 2, pipeline: .plain)) == [99, 99, 301, 301])
        #expect(builder.offscreenPasses == 1 && builder.surfacesNeeded == 1)
    }

    @Test("An animated zPosition reorders siblings while it runs, and the sublayer order returns after it")
    func animatedZPosition() {
        let stage = makeStage()
        defer { stage.tearDown() }
        let first = layer(CGRect(x: 10, y: 10, width: 50, height: 50), red, in: stage.root)
        _ = layer(CGRect(x: 30, y: 30, width: 50, height: 50), blue, in: stage.root)
        let rise = CABasicAnimation(keyPath: "zPosition")
        rise.fromValue = 10.0
        rise.toValue = 20.0
        rise.duration = 1
        first.add(rise, forKey: "rise")
        let start = stage.time
        func order(at time: Double) -> [Premultiplied] {
            let batch = build(stage, at: time).batch
            #expect(batch.commands == [.quads(.plain, state(), first: 0, count: 2)])
            return [batch.tint(ofQuad: 0, pipeline: .plain), batch.tint(ofQuad: 1, pipeline: .plain)]
        }
        let redTint = Premultiplied(red: 1, green: 0, blue: 0, alpha: 1), blueTint = Premultiplied(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(order(at: start + 0.5) == [blueTint, redTint], "above its sibling while it animates")
        #expect(order(at: start + 2) == [redTint, blueTint], "back in sublayer order once it has ended")
        #expect(first.zPosition == 0)
    }
}
