import Foundation
import GLCompositor
import QuartzCore
import UIKit

/// The animated solid scene drawn for a fixed number of frames on the main thread by a synchronous
/// renderer (GL, no render thread): the same work every run, so that callgrind's counts of the
/// compositor's instructions a frame compare two builds exactly (`make bench-overlays`).
@MainActor
enum CompositorRun {
    /// Frames drawn before the measured ones: the GL driver compiles its shader variants, the
    /// compositor makes its textures and buffers.
    static let warmUpFrames = 10

    /// Draws `frames` frames, 1/60 s apart, of the solid scene with `count` layers, after the warm-up.
    static func run(count: Int, frames: Int) -> Measurement {
        let renderer = SynchronousRenderer(driver: RenderDriver(executor: Compositor()))
        UIApplication.shared.useRenderer(renderer)
        let size = LeafMotion.windowSize
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.makeKeyAndVisible()
        AnimatedScene.build(in: window.layer, variant: .solid, motions: LeafMotion.scene(count: count))
        CATransaction.flush()
        let start = CACurrentMediaTime()
        for frame in 0..<warmUpFrames { _ = renderer.renderFrame(at: start + Double(frame) / 60) }
        return drawFrames(frames, from: start + Double(warmUpFrames) / 60, renderer: renderer)
    }

    /// The measured frames; callgrind counts in this function only (`--toggle-collect`).
    @inline(never)
    static func drawFrames(_ frames: Int, from start: Double, renderer: SynchronousRenderer) -> Measurement {
        let stopwatch = Stopwatch()
        for frame in 0..<frames { _ = renderer.renderFrame(at: start + Double(frame) / 60) }
        return stopwatch.measurement(frames: frames)
    }
}
