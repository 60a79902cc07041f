import Testing
@testable import QuartzCore
@testable import UIKit

/// `snapshotView(afterScreenUpdates:)` and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`:
/// views showing the compositor's picture of a view, drawn where the snapshot is put.
extension SnapshotTests {
    /// A 60×40 red view with a blue 20×20 square in its top-left corner, at (10, 10) in `window`, shown.
    private func shownSource(in window: UIWindow, _ renderer: SynchronousRenderer) -> UIView {
        let filled = { (frame: CGRect, color: UIColor) -> UIView in
            let view = UIView(frame: frame)
            view.backgroundColor = color
            return view
        }
        let source = filled(CGRect(x: 10, y: 10, width: 60, height: 40), .red)
        source.addSubview(filled(CGRect(x: 0, y: 0, width: 20, height: 20), .blue))
        window.addSubview(source)
        _ = frame(window, renderer)
        return source
    }

    @Test("A snapshot view shows the view as on screen, at the view's size: before the changes not yet committed, or after them when asked; it outlives the view and frees its picture with it")
    func snapshotView() {
        withWindow(size: CGSize(width: 200, height: 160)) { window, renderer in
            let source = shownSource(in: window, renderer)
            let textures = renderer.statistics.liveTextures
            source.backgroundColor = .green
            var before = source.snapshotView(afterScreenUpdates: false)
            var after = source.snapshotView(afterScreenUpdates: true)
            #expect(before?.frame == CGRect(x: 0, y: 0, width: 60, height: 40) && after?.frame == before?.frame)
            before?.frame.origin = CGPoint(x: 110, y: 10)
            after?.frame.origin = CGPoint(x: 110, y: 60)
            for snapshot in [before, after] { snapshot.map { window.addSubview($0) } }
            var picture = frame(window, renderer)
            #expect(picture.rgb(150, 35) == .red, "before the change: \(picture.rgb(150, 35))")
            #expect(picture.rgb(115, 15) == .blue, "with its subviews, where they are: \(picture.rgb(115, 15))")
            #expect(picture.rgb(150, 85) == RGB(r: 0, g: 255, b: 0), "after it: \(picture.rgb(150, 85))")
            #expect(picture.rgb(115, 65) == .blue)
            #expect(picture.rgb(50, 35) == RGB(r: 0, g: 255, b: 0), "the view itself shows its change")
            #expect(renderer.statistics.liveTextures == textures + 2, "a picture a snapshot")

            source.removeFromSuperview()
            picture = frame(window, renderer)
            #expect(picture.rgb(150, 35) == .red && picture.rgb(50, 35) == .white, "the snapshot outlives the view")
            before?.removeFromSuperview()
            after?.removeFromSuperview()
            before = nil
            after = nil
            picture = frame(window, renderer)
            #expect(picture.rgb(150, 35) == .white)
            #expect(renderer.statistics.liveTextures == textures, "the pictures go with the snapshots")
        }
    }

    @Test("A resizable snapshot shows the rectangle asked for; stretched, its cap insets keep their size and its middle stretches")
    func resizableSnapshotView() throws {
        try withWindow(size: CGSize(width: 240, height: 160)) { window, renderer in
            let source = shownSource(in: window, renderer)
            // The square's right half and the red beside it.
            let part = try #require(source.resizableSnapshotView(from: CGRect(x: 10, y: 0, width: 20, height: 40),
                                                                 afterScreenUpdates: false, withCapInsets: .zero))
            #expect(part.frame.size == CGSize(width: 20, height: 40))
            part.frame.origin = CGPoint(x: 100, y: 10)
            // The whole view, its 10-point edges kept while it is stretched to 140×60.
            let stretched = try #require(source.resizableSnapshotView(from: source.bounds, afterScreenUpdates: false,
                                                                      withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
            stretched.frame = CGRect(x: 80, y: 80, width: 140, height: 60)
            window.addSubview(part)
            window.addSubview(stretched)
            let picture = frame(window, renderer)
            #expect(picture.rgb(105, 15) == .blue && picture.rgb(105, 45) == .red && picture.rgb(115, 15) == .red,
                    "the part: \(picture.rgb(105, 15)), \(picture.rgb(105, 45)), \(picture.rgb(115, 15))")
            #expect(picture.rgb(122, 15) == .white, "nothing past the part's 20 points")
            // The 10-point caps stay 10 points; the middle 40 points (10 of the square's, then 30 of
            // red) stretch to 120, 3 times, and the middle 20 down to 40.
            #expect(picture.rgb(85, 85) == .blue, "the top-left cap, unscaled: \(picture.rgb(85, 85))")
            #expect(picture.rgb(115, 85) == .blue && picture.rgb(125, 85) == .red,
                    "the square's middle 10 points stretched to 30, to x = 120: \(picture.rgb(115, 85)), \(picture.rgb(125, 85))")
            #expect(picture.rgb(200, 110) == .red && picture.rgb(215, 135) == .red, "the rest red, to the bottom-right cap")
            #expect(picture.rgb(225, 110) == .white, "nothing past 140 points")
        }
    }

    @Test("A view that is not on screen has no picture: its snapshot is empty, and said so; an empty view's snapshot is empty too, quietly")
    func snapshotOfViewNotOnScreen() {
        withWindow(size: CGSize(width: 100, height: 100)) { window, renderer in
            let offscreen = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            offscreen.backgroundColor = .red
            let reports = Diagnostics.recording {
                let snapshot = offscreen.snapshotView(afterScreenUpdates: true)
                snapshot.map { window.addSubview($0) }
            }
            #expect(reports.contains { $0.contains("not on screen") }, "\(reports)")
            #expect(frame(window, renderer).rgb(20, 20) == .white)
            let empty = UIView(frame: CGRect(x: 10, y: 10, width: 0, height: 30))
            window.addSubview(empty)
            _ = frame(window, renderer)
            var snapshot: UIView?
            #expect(Diagnostics.recording { snapshot = empty.snapshotView(afterScreenUpdates: true) }.isEmpty)
            #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 0, height: 30))
        }
    }
}
