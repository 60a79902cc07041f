import Foundation
import QuartzCore
import TestStage

/// The animated scene's frames built on this thread alone, with no window, GL or render thread:
/// what the render thread's "build" share costs without the GL driver's threads competing for the
/// cores, steady enough to compare changes to the frame builder. The scene's commits go to a render
/// tree of this thread; frames are built for a display ticking at 60 Hz.
@MainActor
enum FrameBuildRun {
    /// Builds `frames` frames of the solid scene with `count` layers (bitmaps are not uploaded
    /// without GL, so the textured scene would build no contents quads).
    static func run(count: Int, frames: Int) -> Measurement {
        let recorder = RecordingSink()
        let drawable = HeadlessTarget()
        CATransaction.state.sink = recorder
        let size = CGSize(width: LeafMotion.windowSize.width, height: LeafMotion.windowSize.height)
        let viewport = Viewport(pointSize: size, pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        CATransaction.state.surfaceChanged(.attach(drawable, root: root.layerID, viewport: viewport))
        AnimatedScene.build(in: root, variant: .solid, motions: LeafMotion.scene(count: count))
        CATransaction.flush()
        var tree = RenderTree()
        for transaction in recorder.transactions { _ = tree.apply(transaction) }
        guard let rootNode = tree[root.layerID] else { fail("the scene reached no render tree") }
        let builder = FrameBuilder()
        let start = CACurrentMediaTime()
        let stopwatch = Stopwatch()
        let cpuStart = MediaClock.threadCPUSeconds()
        for frame in 0..<frames {
            builder.build(root: rootNode, tree: tree, viewport: viewport, time: start + Double(frame) / 60, whiteTexture: TextureID(1))
        }
        var result = stopwatch.measurement(frames: frames)
        result.buildSeconds = MediaClock.threadCPUSeconds() - cpuStart
        guard builder.batch.quadCount == count else { fail("built \(builder.batch.quadCount) quads for \(count) layers") }
        return result
    }
}
