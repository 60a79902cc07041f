import Foundation
import GLCompositor
import QuartzCore
import UIKit

/// The animated solid scene drawn for a fixed number of frames on the main thread by a synchronous
/// renderer (GL, no render thread): the same work every run, so that callgrind's counts of the
/// compositor's instructions a frame compare two builds exactly (`make bench-overlays`).
@MainActor
enum CompositorRun {
    /// Draws `frames` frames, 1/60 s apart, of the solid scene with `count` layers.
    static func run(count: Int, frames: Int) -> Measurement {
        let renderer = SynchronousRenderer(executor: Compositor())
        UIApplication.shared.useRenderer(renderer)
        let size = LeafMotion.windowSize
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.makeKeyAndVisible()
        AnimatedScene.build(in: window.layer, variant: .solid, motions: LeafMotion.scene(count: count))
        CATransaction.flush()
        let start = CACurrentMediaTime()
        let stopwatch = Stopwatch()
        for frame in 0..<frames { _ = renderer.renderFrame(at: start + Double(frame) / 60) }
        return stopwatch.measurement(frames: frames)
    }
}
