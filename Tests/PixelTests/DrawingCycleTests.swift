import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// A view that fills its dirty rect with `color` and counts its `draw(_:)` calls and the rects asked for.
final class FillingView: UIView {
    var color = UIColor.red
    var draws: [CGRect] = []

    override func draw(_ rect: CGRect) {
        draws.append(rect)
        color.setFill()
        UIRectFill(bounds)  // deliberately the whole bounds: the clip must keep it to `rect`
    }
}

/// A view that paints a 10-point dot at `dot`, without clearing anything itself.
final class DotView: UIView {
    var dot = CGPoint.zero

    override func draw(_ rect: CGRect) {
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: dot.x, y: dot.y, width: 10, height: 10))
    }
}

/// A delegate (not a view) that draws a green square, or sets contents directly when it has an image.
final class LayerPainter: CALayerDelegate {
    var draws = 0
    var displays = 0
    var image: CGImage?

    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    func display(_ layer: CALayer) {
        guard let image else {
            layer.delegateDeclinedDisplay = true  // what not implementing display(_:) means
            return
        }
        displays += 1
        layer.contents = image
    }
}

/// A layer class that draws itself: a 4-point magenta frame.
final class FramedLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setStrokeColor(red: 1, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(4)
        ctx.stroke(bounds.insetBy(dx: 2, dy: 2))
    }
}

/// A layer class that sets its contents in `display()` instead of drawing.
final class ImageLayer: CALayer {
    var displays = 0
    var image: CGImage?
    override func display() {
        displays += 1
        contents = image
    }
}

/// A renderer that remembers, weakly, every bitmap a transaction carried to the compositor.
@MainActor
final class BitmapWatchingRenderer: FrameRenderer {
    private final class WeakBitmap { weak var bitmap: CGImage?; init(_ b: CGImage) { bitmap = b } }
    let inner = SynchronousRenderer()
    private var sent: [WeakBitmap] = []

    /// How many bitmaps sent to the compositor are still alive somewhere.
    var liveSentBitmaps: Int { sent.filter { $0.bitmap != nil }.count }

    func submit(_ transaction: RenderTransaction) {
        for (_, update) in transaction.contents {
            switch update {
            case .replace(let image?), .patch(let image, _, _): sent.append(WeakBitmap(image))
            case .replace(nil), .snapshot: break
            }
        }
        inner.submit(transaction)
    }
    func capture(_ target: RenderTarget.ID) -> CapturedFrame? { inner.capture(target) }
    var statistics: RenderStatistics { inner.statistics }
    func synchronize() {}
    func stop() { inner.stop() }
}

/// The drawing cycle, read back from the compositor: what draws, when, how much is uploaded, what is kept.
@Suite("Drawing cycle", .serialized, .startsClean)
@MainActor
struct DrawingCycleTests {
    @Test("setNeedsDisplay(_:) rects of one pass draw once, as their union, clipped to it, uploading only it")
    func dirtyRectsUnion() {
        withWindow(size: CGSize(width: 300, height: 200)) { window, renderer in
            let view = FillingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.addSubview(view)
            _ = frame(window, renderer)
            #expect(view.draws == [CGRect(x: 0, y: 0, width: 200, height: 100)])
            view.color = .blue
            view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
            view.setNeedsDisplay(CGRect(x: 30, y: 20, width: 10, height: 10))
            let picture = frame(window, renderer)
            #expect(view.draws.count == 2 && view.draws.last == CGRect(x: 10, y: 10, width: 30, height: 20))
            #expect(renderer.statistics.lastFrameUploadedBytes == 30 * 20 * 4)
            #expect(picture.rgb(10, 10) == .blue && picture.rgb(39, 29) == .blue)
            #expect(picture.rgb(9, 10) == .red && picture.rgb(40, 29) == .red && picture.rgb(20, 30) == .red,
                    "the fill of the whole bounds was clipped to the union")
        }
    }

    @Test("A 10×10 setNeedsDisplay(_:) on a 1000×1000 view uploads 10×10×4 bytes, ×4 at 2×; 1,000 colour-only views hold no texture")
    func uploadsScaleWithTheDirtyRect() {
        for scale in [1.0, 2.0] {
            SDLPlatform.shared.emulatedScale = scale
            defer { SDLPlatform.shared.emulatedScale = 1 }
            withWindow(size: CGSize(width: 200, height: 150)) { window, renderer in
                for i in 0..<1000 {
                    let plain = UIView(frame: CGRect(x: i % 40 * 5, y: i / 40 * 5, width: 4, height: 4))
                    plain.backgroundColor = .blue
                    window.addSubview(plain)
                }
                _ = frame(window, renderer)
                #expect(renderer.statistics.liveTextures == 0, "background colours are plain quads")
                let invisible = FillingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                invisible.color = .clear
                window.addSubview(invisible)
                _ = frame(window, renderer)
                #expect(invisible.draws.count == 1 && renderer.statistics.liveTextures == 0, "a transparent drawing holds no bitmap")
                let big = FillingView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
                window.addSubview(big)
                _ = frame(window, renderer)
                #expect(renderer.statistics.liveTextures == 1)
                #expect(renderer.statistics.lastFrameUploadedBytes == Int(1000 * scale * 1000 * scale * 4))
                big.setNeedsDisplay(CGRect(x: 500, y: 500, width: 10, height: 10))
                _ = frame(window, renderer)
                #expect(renderer.statistics.lastFrameUploadedBytes == Int(10 * 10 * 4 * scale * scale), "at \(scale)×")
            }
        }
    }

    @Test("clearsContextBeforeDrawing: true clears the redrawn region, false draws over what was there")
    func clearsContextBeforeDrawing() {
        withWindow(size: CGSize(width: 200, height: 100)) { window, renderer in
            let clearing = DotView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let keeping = DotView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            keeping.clearsContextBeforeDrawing = false
            #expect(clearing.clearsContextBeforeDrawing && !keeping.clearsContextBeforeDrawing)
            for view in [clearing, keeping] {
                view.isOpaque = false
                window.addSubview(view)
            }
            _ = frame(window, renderer)
            for view in [clearing, keeping] {
                view.dot = CGPoint(x: 30, y: 0)
                view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 10))
            }
            var picture = frame(window, renderer)
            #expect(picture.rgb(5, 5) == .white && picture.rgb(35, 5) == .blue, "the old dot was cleared")
            #expect(picture.rgb(105, 5) == .blue && picture.rgb(135, 5) == .blue, "the old dot stays under the new one")
            for view in [clearing, keeping] { view.setNeedsDisplay() }
            picture = frame(window, renderer)
            #expect(picture.rgb(5, 5) == .white && picture.rgb(105, 5) == .blue)
            #expect(renderer.statistics.lastFrameUploadedBytes == 2 * 100 * 100 * 4)
        }
    }

    @Test(".redraw draws again when the size changes, and only then")
    func redrawContentMode() {
        withWindow(size: CGSize(width: 300, height: 200)) { window, renderer in
            let redrawing = BorderView(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
            redrawing.contentMode = .redraw
            window.addSubview(redrawing)
            let start = BorderView.drawCount
            _ = frame(window, renderer)
            #expect(BorderView.drawCount == start + 1)
            redrawing.center = CGPoint(x: 150, y: 100)
            redrawing.alpha = 0.9
            _ = frame(window, renderer)
            #expect(BorderView.drawCount == start + 1, "moving and fading do not draw")
            redrawing.bounds.size = CGSize(width: 200, height: 160)
            redrawing.bounds.size = CGSize(width: 200, height: 150)
            redrawing.alpha = 1
            let picture = frame(window, renderer)
            #expect(BorderView.drawCount == start + 2, "two size changes in one pass draw once")
            // Drawn again at the new size: the border stays 10 points wide (stretching would make it 20).
            #expect(picture.rgb(55, 100) == .red && picture.rgb(65, 100) == .white)
            redrawing.bounds.size = CGSize(width: 200, height: 150)
            _ = frame(window, renderer)
            #expect(BorderView.drawCount == start + 2, "the same size is no change")
        }
    }

    @Test("On a 2× screen views draw at twice the pixels: a 10-point border is 20 crisp pixels")
    func drawsAtTheScreensScale() {
        SDLPlatform.shared.emulatedScale = 2
        defer { SDLPlatform.shared.emulatedScale = 1 }
        withWindow(size: CGSize(width: 200, height: 150)) { window, renderer in
            let border = BorderView(frame: CGRect(x: 20, y: 20, width: 100, height: 80))
            window.addSubview(border)
            let picture = frame(window, renderer)
            #expect(window.pixelScale == 2 && border.contentScaleFactor == 2 && border.layer.contentsScale == 2)
            #expect(picture.width == 400 && picture.height == 300)
            #expect(renderer.statistics.lastFrameUploadedBytes == 200 * 160 * 4)
            // The border covers window pixels 40…59 from the left edge of the view; 60 is inside.
            #expect(picture.rgb(40, 100) == .red && picture.rgb(59, 100) == .red)
            #expect(picture.rgb(39, 100) == .white && picture.rgb(60, 100) == .white)
            let moved = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            border.addSubview(moved)
            #expect(moved.contentScaleFactor == 2, "views joining the window take its scale")
        }
    }

    @Test("Drawn bitmaps are not kept once uploaded; views that keep their pixels keep one copy")
    func cpuCopiesReleased() {
        let renderer = BitmapWatchingRenderer()
        let window = openWindow(size: CGSize(width: 200, height: 100), renderer: renderer)
        defer { window.isHidden = true }
        let drawn = BorderView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(drawn)
        _ = frame(window, renderer.inner)
        drawn.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 20))
        _ = frame(window, renderer.inner)
        #expect(renderer.liveSentBitmaps == 0, "neither the bitmap nor the patch outlives its upload")
        let keeping = DotView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        keeping.clearsContextBeforeDrawing = false
        window.addSubview(keeping)
        _ = frame(window, renderer.inner)
        #expect(renderer.liveSentBitmaps == 1 && keeping.layer.retainedBitmap != nil)
        keeping.clearsContextBeforeDrawing = true
        #expect(renderer.liveSentBitmaps == 0)
    }

    @Test("A view wider than the texture limit is drawn whole, with fewer pixels per point")
    func oversizedView() {
        withWindow(size: CGSize(width: 200, height: 100)) { window, renderer in
            // 20,000 points wide: only its right end is in the window, where the border must show.
            let border = BorderView(frame: CGRect(x: -19_800, y: 0, width: 20_000, height: 100))
            window.addSubview(border)
            let picture = frame(window, renderer)
            #expect(renderer.statistics.lastFrameUploadedBytes <= BackingStore.maximumPixelSide * 41 * 4)
            #expect(picture.rgb(196, 50) == .red && picture.rgb(180, 50) == .white, "the right edge's border")
            #expect(picture.rgb(100, 2).r > 200 && picture.rgb(100, 50) == .white, "the top border runs across")
        }
    }

    @Test("A layer that goes before its first commit sends no bitmap")
    func unsentContentsDropped() throws {
        let image = try #require(UIImage(named: "myImage")?.cgImage)
        do {
            let shortLived = CALayer()
            shortLived.contents = image
        }
        withWindow(size: CGSize(width: 100, height: 100)) { window, renderer in
            _ = frame(window, renderer)
            #expect(renderer.statistics.liveTextures == 0 && renderer.statistics.lastFrameUploadedBytes == 0)
        }
    }

    @Test("Layer delegates draw plain layers; display(_:) sets contents without drawing; subclasses draw themselves")
    func layerDelegatesAndSubclasses() throws {
        try withWindow(size: CGSize(width: 300, height: 100)) { window, renderer in
            let painter = LayerPainter()
            let painted = CALayer()
            painted.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            painted.delegate = painter
            painted.setNeedsDisplay()
            let framed = FramedLayer()
            framed.frame = CGRect(x: 100, y: 0, width: 40, height: 40)
            framed.setNeedsDisplay()
            window.layer.addSublayer(painted)
            window.layer.addSublayer(framed)
            var picture = frame(window, renderer)
            #expect(painter.draws == 1 && framed.draws == 1)
            #expect(picture.rgb(10, 10) == RGB(r: 0, g: 255, b: 0) && picture.rgb(30, 30) == .white)
            #expect(picture.rgb(101, 20) == RGB(r: 255, g: 0, b: 255) && picture.rgb(120, 20) == .white)

            let image = try #require(UIImage(named: "myImage")?.cgImage)
            painter.image = image
            painted.setNeedsDisplay()
            let drawsBefore = DrawingCounters.layerDraws
            picture = frame(window, renderer)
            #expect(painter.displays == 1 && painter.draws == 1 && DrawingCounters.layerDraws == drawsBefore)
            #expect(picture.rgb(2, 2).b > 150 && picture.rgb(2, 2).r < 100, "the image's blue corner, stretched to 40×40")
            #expect((painted.contents as? CGImage) === image)

            let imageLayer = ImageLayer()
            imageLayer.image = image
            imageLayer.frame = CGRect(x: 200, y: 0, width: 60, height: 40)
            window.layer.addSublayer(imageLayer)
            imageLayer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
            imageLayer.setNeedsDisplay()
            picture = frame(window, renderer)
            #expect(imageLayer.displays == 1 && DrawingCounters.layerDraws == drawsBefore, "an overridden display() is what runs")
            #expect(picture.rgb(230, 20).r > 200, "the image's orange disc")
        }
    }

    @Test("needsDisplayOnBoundsChange redraws a resized layer; without it the bitmap stretches")
    func needsDisplayOnBoundsChange() {
        withWindow(size: CGSize(width: 300, height: 200)) { window, renderer in
            let redrawn = FramedLayer(), stretched = FramedLayer()
            redrawn.needsDisplayOnBoundsChange = true
            redrawn.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            stretched.frame = CGRect(x: 150, y: 0, width: 40, height: 40)
            for layer in [redrawn, stretched] {
                layer.setNeedsDisplay()
                window.layer.addSublayer(layer)
            }
            _ = frame(window, renderer)
            redrawn.bounds.size = CGSize(width: 120, height: 120)
            stretched.bounds.size = CGSize(width: 120, height: 120)
            redrawn.position = CGPoint(x: 60, y: 60)
            stretched.position = CGPoint(x: 210, y: 60)
            let picture = frame(window, renderer)
            #expect(redrawn.draws == 2 && stretched.draws == 1)
            // The frame is 4 points wide when redrawn, 12 when the 40-point bitmap is stretched three times.
            #expect(picture.rgb(2, 60) == RGB(r: 255, g: 0, b: 255) && picture.rgb(8, 60) == .white)
            #expect(picture.rgb(158, 60) == RGB(r: 255, g: 0, b: 255) && picture.rgb(165, 60) == .white)
        }
    }

    @Test("Layers showing one CGImage share one texture; the texture goes with the last of them")
    func sharedContentsTexture() throws {
        try withWindow(size: CGSize(width: 300, height: 100)) { window, renderer in
            let image = try #require(UIImage(named: "myImage")?.cgImage)
            var layers: [CALayer] = []
            for i in 0..<3 {
                let layer = CALayer()
                layer.frame = CGRect(x: i * 100, y: 0, width: 60, height: 40)
                layer.contents = image
                window.layer.addSublayer(layer)
                layers.append(layer)
            }
            _ = frame(window, renderer)
            #expect(renderer.statistics.liveTextures == 1)
            #expect(renderer.statistics.lastFrameUploadedBytes == image.width * image.height * 4)
            for layer in layers { layer.removeFromSuperlayer() }
            layers.removeAll()
            _ = frame(window, renderer)
            #expect(renderer.statistics.liveTextures == 0)
        }
    }
}
