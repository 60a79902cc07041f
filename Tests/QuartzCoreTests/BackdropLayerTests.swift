import Foundation
import Testing
@testable import QuartzCore

/// The backdrop of a visual effect as the frame builder draws it: a copy of what is drawn under the
/// layer, blurred across and down, shown clipped to the bounds, then the tint, then the layer.
@Suite("Backdrop layer command stream", .serialized)
@MainActor
struct BackdropLayerTests {
    private let viewport = Viewport(pointSize: CGSize(width: 400, height: 300), pixelWidth: 400, pixelHeight: 300)
    private let white = TextureID(7)

    private func build(_ stage: Stage) -> FrameBuilder { stage.buildFrame(viewport: viewport) }

    /// A backdrop of σ 6 points over (100, 50)–(300, 150), on `stage`.
    private func backdrop(on stage: Stage) -> BackdropLayer {
        let backdrop = BackdropLayer()
        backdrop.frame = CGRect(x: 100, y: 50, width: 200, height: 100)
        backdrop.blurRadius = 6
        stage.root.addSublayer(backdrop)
        return backdrop
    }

    @Test("Copy, blur across, blur down, the blurred picture in the bounds, the tint over it, then the sublayers")
    func passes() {
        let stage = Stage()
        defer { stage.tearDown() }
        let backdrop = backdrop(on: stage)
        backdrop.tint = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        let content = CALayer()
        content.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        content.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        backdrop.addSublayer(content)
        let builder = build(stage)
        let commands = builder.batch.commands
        let bounds = PixelRect(x: 100, y: 50, width: 200, height: 100)
        // σ 6 px is blurred at half resolution (3 texels): 9 taps each side, 2 texels more of margin.
        #expect(commands.first == .copyBackdrop(target: 0, region: bounds.insetBy(22), downscale: 2, sourceDownscale: 1))
        guard commands.count == 6, case .blur(0, 1, _, true, 3, 2, true) = commands[1], case .blur(1, 0, _, false, 3, 2, true) = commands[2],
              case .quads(.plain, let picture, 2, 1) = commands[3], case .quads(.plain, let tint, 3, 1) = commands[4],
              case .quads(.plain, let sublayer, 4, 1) = commands[5] else {
            Issue.record("unexpected commands: \(commands)")
            return
        }
        #expect(picture.texture == .surface(0) && picture.scissor == bounds)
        #expect(tint.texture == .texture(white) && tint.scissor == bounds && sublayer.texture == .texture(white))
        #expect(builder.batch.tint(ofQuad: 3, pipeline: .plain) == Premultiplied(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(builder.batch.tint(ofQuad: 4, pipeline: .plain) == Premultiplied(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(builder.readsBackdrop && builder.surfacesNeeded == 2)
    }

    @Test("Rounded corners clip the blurred picture by the stencil; no blur radius, no backdrop")
    func roundedAndNone() {
        let stage = Stage()
        defer { stage.tearDown() }
        let backdrop = backdrop(on: stage)
        backdrop.cornerRadius = 20
        var commands = build(stage).batch.commands
        #expect(commands.contains { if case .pushClip = $0 { true } else { false } })
        #expect(commands.contains { if case .popClip = $0 { true } else { false } })
        backdrop.blurRadius = 0
        let builder = build(stage)
        commands = builder.batch.commands
        #expect(commands.isEmpty && !builder.readsBackdrop)
        let reports = Diagnostics.recording { backdrop.blurRadius = -.infinity }
        #expect(backdrop.blurRadius == 0 && reports.count == 1)
    }
}
