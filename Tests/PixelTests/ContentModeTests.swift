import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

extension RGB {
    static let green = RGB(r: 0, g: 255, b: 0)
}

/// A bitmap of `width`×`height` pixels filled by `body` (cairo, top-left origin, one point a pixel).
func makeBitmap(width: Int, height: Int, _ body: (CGContext) -> Void) -> CGImage {
    let context = CGContext(pixelWidth: width, pixelHeight: height, scale: 1)!
    body(context)
    return context.makeImage()!
}

/// Content modes and contents rects, read back from the compositor: the cached bitmap is placed by
/// quad geometry and texture coordinates, never drawn again.
@Suite("Content modes", .serialized, .startsClean)
@MainActor
struct ContentModeTests {
    /// 40×20 pixels: the left half red, the right half blue.
    private static let halves = makeBitmap(width: 40, height: 20) { context in
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
    }

    /// A green 100×80 view at (50, 50) showing the red/blue bitmap with `mode`.
    private func imageView(_ mode: UIView.ContentMode, in window: UIWindow) -> UIImageView {
        let view = UIImageView(frame: CGRect(x: 50, y: 50, width: 100, height: 80))
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        view.contentMode = mode
        view.image = UIImage(cgImage: Self.halves)
        window.addSubview(view)
        return view
    }

    /// Checks that the bitmap covers exactly `rect` (window points): red on its left, blue on its right,
    /// and the view's green (or the window's white) just outside each edge.
    private func expectBitmap(at rect: CGRect, in p: Picture, view: CGRect, _ mode: UIView.ContentMode) {
        let left = Int(rect.minX) + 1, right = Int(rect.maxX) - 2, top = Int(rect.minY) + 1, bottom = Int(rect.maxY) - 2
        for y in [top, Int(rect.midY), bottom] {
            #expect(p.rgb(left, y) == .red, "\(mode): left edge of the bitmap at (\(left),\(y))")
            #expect(p.rgb(right, y) == .blue, "\(mode): right edge of the bitmap at (\(right),\(y))")
        }
        let outside = [(Int(rect.minX) - 2, Int(rect.midY)), (Int(rect.maxX) + 1, Int(rect.midY)),
                       (Int(rect.midX), Int(rect.minY) - 2), (Int(rect.midX), Int(rect.maxY) + 1)]
        for (x, y) in outside {
            let expected: RGB = view.insetBy(dx: 0.5, dy: 0.5).contains(CGPoint(x: x, y: y)) ? .green : .white
            #expect(p.rgb(x, y) == expected, "\(mode): outside the bitmap at (\(x),\(y))")
        }
    }

    @Test("All 13 content modes place the 40×20 bitmap where UIKit does, at its size or scaled keeping the aspect")
    func everyContentMode() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 250, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let view = CGRect(x: 50, y: 50, width: 100, height: 80)
        let cases: [(UIView.ContentMode, CGRect)] = [
            (.scaleToFill, view), (.redraw, view),
            (.scaleAspectFit, CGRect(x: 50, y: 65, width: 100, height: 50)),
            (.center, CGRect(x: 80, y: 80, width: 40, height: 20)),
            (.top, CGRect(x: 80, y: 50, width: 40, height: 20)), (.bottom, CGRect(x: 80, y: 110, width: 40, height: 20)),
            (.left, CGRect(x: 50, y: 80, width: 40, height: 20)), (.right, CGRect(x: 110, y: 80, width: 40, height: 20)),
            (.topLeft, CGRect(x: 50, y: 50, width: 40, height: 20)), (.topRight, CGRect(x: 110, y: 50, width: 40, height: 20)),
            (.bottomLeft, CGRect(x: 50, y: 110, width: 40, height: 20)),
            (.bottomRight, CGRect(x: 110, y: 110, width: 40, height: 20)),
        ]
        for (mode, expected) in cases {
            let shown = imageView(mode, in: window)
            expectBitmap(at: expected, in: frame(window, renderer), view: view, mode)
            shown.removeFromSuperview()
        }
        // Aspect fill: 160×80 centred, overflowing the view by 30 points each side unless it clips.
        let fill = imageView(.scaleAspectFill, in: window)
        var p = frame(window, renderer)
        #expect(p.rgb(22, 90) == .red && p.rgb(177, 90) == .blue, "the bitmap overflows the bounds")
        #expect(p.rgb(18, 90) == .white && p.rgb(181, 90) == .white, "160 points wide, centred")
        #expect(p.rgb(95, 90) == .red && p.rgb(105, 90) == .blue, "the halves meet at the centre")
        fill.clipsToBounds = true
        p = frame(window, renderer)
        #expect(p.rgb(45, 90) == .white && p.rgb(155, 90) == .white, "clipped to the bounds")
        #expect(p.rgb(51, 90) == .red && p.rgb(148, 90) == .blue)
    }

    @Test("Changing the content mode or the size moves the cached bitmap without drawing again")
    func noRedraw() {
        final class Drawn: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.red.set()
                UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
                UIColor.blue.set()
                UIRectFill(CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
            }
        }
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 250, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let view = Drawn(frame: CGRect(x: 50, y: 50, width: 40, height: 20))
        view.contentMode = .center
        window.addSubview(view)
        _ = frame(window, renderer)
        view.frame = CGRect(x: 50, y: 50, width: 100, height: 80)
        expectBitmap(at: CGRect(x: 80, y: 80, width: 40, height: 20), in: frame(window, renderer), view: .zero, .center)
        view.contentMode = .bottomRight
        expectBitmap(at: CGRect(x: 110, y: 110, width: 40, height: 20), in: frame(window, renderer), view: .zero, .bottomRight)
        #expect(view.draws == 1)
    }

    @Test("contentsRect shows a sub-rectangle of the bitmap, stretched by the gravity")
    func contentsRect() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 250, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let view = imageView(.scaleToFill, in: window)
        view.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let p = frame(window, renderer)
        // Linear filtering blends the first column with the red texel beside the cut, as Core Animation does.
        #expect(p.count(.blue, in: CGRect(x: 53, y: 51, width: 96, height: 78)) == 96 * 78, "only the blue half, filling the view")
        #expect(p.count(.red, in: CGRect(x: 50, y: 50, width: 100, height: 80)) == 0)
        view.layer.contentsRect = CGRect(x: 0, y: 0, width: 0.25, height: 1)
        view.contentMode = .topLeft
        let q = frame(window, renderer)
        #expect(q.count(.red, in: CGRect(x: 50, y: 50, width: 10, height: 20)) == 200, "a quarter of 40 pixels is 10 points wide")
        #expect(q.rgb(61, 60) == .green && q.rgb(55, 71) == .green)
    }

    /// 30×30 pixels in nine 10×10 parts: red corners, blue edges, a green centre.
    private static let nineParts = makeBitmap(width: 30, height: 30) { context in
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        for (x, y) in [(0, 0), (20, 0), (0, 20), (20, 20)] { context.fill(CGRect(x: x, y: y, width: 10, height: 10)) }
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test("contentStretch: the corners keep their 10 points, the edges stretch one way, the centre both")
    func ninePartStretch() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let view = UIImageView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        view.image = UIImage(cgImage: Self.nineParts)
        view.contentStretch = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        window.addSubview(view)
        #expect(view.layer.contentsCenter == view.contentStretch)
        let p = frame(window, renderer)
        let inset = { (r: CGRect) in r.insetBy(dx: 1, dy: 1) }
        for corner in [CGRect(x: 50, y: 50, width: 10, height: 10), CGRect(x: 240, y: 50, width: 10, height: 10),
                       CGRect(x: 50, y: 140, width: 10, height: 10), CGRect(x: 240, y: 140, width: 10, height: 10)] {
            #expect(p.count(.red, in: inset(corner)) == 64, "an unscaled 10×10 corner at \(corner.origin)")
        }
        // Stretched parts blend with their neighbours over half a texel (linear filtering, as Core
        // Animation does), so the checks keep 10 points from where one part meets the next.
        #expect(p.count(.blue, in: inset(CGRect(x: 70, y: 50, width: 160, height: 10))) == 158 * 8, "top edge: stretched across, still 10 high")
        #expect(p.count(.blue, in: inset(CGRect(x: 50, y: 65, width: 10, height: 70))) == 8 * 68, "left edge: stretched down, still 10 wide")
        #expect(p.count(.green, in: CGRect(x: 70, y: 65, width: 160, height: 70)) == 160 * 70, "the centre fills the rest")
        #expect(p.rgb(150, 58) == .blue && p.rgb(150, 62) != .blue, "the top edge ends 10 points down")
        // Under a mode that does not scale, the stretch is ignored: the bitmap shows at its 30×30 size.
        view.contentMode = .topLeft
        let q = frame(window, renderer)
        #expect(q.rgb(55, 55) == .red && q.rgb(65, 65) == .green && q.rgb(75, 75) == .red && q.rgb(85, 85) == .white)
    }

    @Test("A resizable image in a stretched image view keeps its caps and stretches its middle")
    func resizableImage() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let image = UIImage(cgImage: Self.nineParts)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 50, y: 50, width: 200, height: 60)
        window.addSubview(view)
        let p = frame(window, renderer)
        #expect(p.count(.red, in: CGRect(x: 51, y: 51, width: 8, height: 8)) == 64 && p.count(.red, in: CGRect(x: 241, y: 101, width: 8, height: 8)) == 64,
                "10-point corners")
        #expect(p.count(.blue, in: CGRect(x: 70, y: 51, width: 160, height: 8)) == 160 * 8, "the top edge stretched across only")
        #expect(p.count(.green, in: CGRect(x: 70, y: 65, width: 160, height: 30)) == 160 * 30, "the middle stretched")
        #expect(p.rgb(150, 58) == .blue && p.rgb(150, 101) == .blue && p.rgb(55, 80) == .blue)
    }

    @Test("A bitmap wider than the texture limit is shown whole at reduced resolution, not dropped or allocated in full")
    func oversizedBitmap() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let wide = makeBitmap(width: 10_000, height: 40) { context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 5_000, height: 40))
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 5_000, y: 0, width: 5_000, height: 40))
        }
        let view = UIImageView(image: UIImage(cgImage: wide))
        view.frame = CGRect(x: 50, y: 50, width: 200, height: 40)
        window.addSubview(view)
        let p = frame(window, renderer)
        #expect(renderer.statistics.liveTextures == 1)
        #expect(renderer.statistics.lastFrameUploadedBytes == 5_000 * 20 * 4, "halved each way to fit 8192 pixels")
        #expect(p.rgb(60, 70) == .red && p.rgb(140, 70) == .red && p.rgb(160, 70) == .blue && p.rgb(240, 70) == .blue)
        #expect(p.rgb(45, 70) == .white && p.rgb(255, 70) == .white)
    }
}
