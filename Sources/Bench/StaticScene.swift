import GLCompositor
import UIKit

/// The static-content benchmark: `count` views that each drew once, and one small view that draws
/// again every frame. With damage tracking the per-frame cost follows the small view, not the count.
@MainActor
enum StaticScene {
    /// A view with drawn contents (so it holds a texture), drawn once.
    final class TileView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(CGColor(srgbRed: 0.2, green: 0.4, blue: 0.8, alpha: 1))
            context.fill(bounds.insetBy(dx: 1, dy: 1))
        }
    }

    /// The view that changes: a bar whose length follows the frame number.
    final class TickerView: UIView {
        var frameNumber = 0
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
            context.fill(bounds)
            context.setFillColor(CGColor(srgbRed: 0.9, green: 0.1, blue: 0.1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: CGFloat(frameNumber % 40), height: bounds.height))
        }
    }

    /// Measures `frames` frames, each with one redraw of the ticker, over `count` static views.
    static func run(count: Int, frames: Int) -> Measurement {
        let renderer = SynchronousRenderer(driver: RenderDriver(executor: Compositor()))
        UIApplication.shared.useRenderer(renderer)
        let size = LeafMotion.windowSize
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        let columns = Int((Double(count) * size.width / size.height).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        let tile = CGSize(width: size.width / Double(columns), height: size.height / Double(rows))
        for index in 0..<count {
            let origin = CGPoint(x: Double(index % columns) * tile.width, y: Double(index / columns) * tile.height)
            window.addSubview(TileView(frame: CGRect(origin: origin, size: tile)))
        }
        let ticker = TickerView(frame: CGRect(x: 20, y: 20, width: 40, height: 20))
        window.addSubview(ticker)

        let warmUp = 20
        var stopwatch = Stopwatch()
        for frame in 0..<(warmUp + frames) {
            if frame == warmUp { stopwatch = Stopwatch() }
            ticker.frameNumber = frame
            ticker.setNeedsDisplay()
            CATransaction.flush()
            renderer.renderFrame(at: Double(frame) / 60)
        }
        return stopwatch.measurement(frames: frames)
    }
}
