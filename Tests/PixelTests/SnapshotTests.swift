import Testing
@testable import QuartzCore
@testable import UIKit

/// Two-phase apply: a transaction can ask for pictures of layers as they were shown before any of
/// its changes, and those pictures outlive frames until released (the hook transitions draw from).
@Suite("Snapshots", .serialized, .startsClean)
@MainActor
struct SnapshotTests {
    @Test("A snapshot shows the layer as it was before the transaction that took it, and stays until released")
    func snapshotShowsBefore() {
        withWindow(size: CGSize(width: 200, height: 100)) { window, renderer in
            let source = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
            source.backgroundColor = .red
            let corner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            corner.backgroundColor = .blue
            source.addSubview(corner)
            source.transform = CGAffineTransform(rotationAngle: .pi / 2)   // left out of the picture
            source.alpha = 0.5                                               // likewise
            let shown = UIView(frame: CGRect(x: 110, y: 10, width: 60, height: 40))
            window.addSubview(source)
            window.addSubview(shown)
            _ = frame(window, renderer)
            let textures = renderer.statistics.liveTextures

            let id = CATransaction.state.snapshot(source.layer, scale: window.pixelScale)
            source.backgroundColor = .green
            corner.removeFromSuperview()
            CATransaction.state.setContents(.snapshot(id), of: shown.layer)
            var picture = frame(window, renderer)
            #expect(picture.rgb(150, 35) == .red, "the picture is of the layer before the change: \(picture.rgb(150, 35))")
            #expect(picture.rgb(115, 15) == .blue, "with its sublayers, top left where it was: \(picture.rgb(115, 15))")
            #expect(picture.rgb(165, 45) == .red, "upright and at full opacity: the layer's own transform and alpha are left out")
            #expect(renderer.statistics.liveTextures == textures + 1)

            source.backgroundColor = .yellow
            picture = frame(window, renderer)
            #expect(picture.rgb(150, 35) == .red, "the picture outlives frames and later changes")

            CATransaction.state.releaseSnapshot(id)
            picture = frame(window, renderer)
            #expect(picture.rgb(150, 35) == .red, "a layer showing a released picture keeps it")
            shown.layer.contents = nil
            picture = frame(window, renderer)
            #expect(picture.rgb(150, 35) == .white)
            #expect(renderer.statistics.liveTextures == textures, "the texture goes with its last user")
        }
    }
}
