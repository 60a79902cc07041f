import Foundation
import GLCompositor
import TestStage
import QuartzCore
import UIKit

/// One measurement in this process, as the driver asked for it on the command line.
@MainActor
enum SingleRun {
    static let warmUpSeconds = 0.5

    /// Casement drawing the animated scene on its render thread, unpaced (`CASEMENT_VSYNC=off`).
    static func casement(variant: BenchVariant, count: Int, seconds: Double) -> Measurement {
        let size = LeafMotion.windowSize
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.makeKeyAndVisible()
        AnimatedScene.build(in: window.layer, variant: variant, motions: LeafMotion.scene(count: count))
        CATransaction.flush()
        return measure(seconds: seconds)
    }

    /// The render thread's frames over `seconds` after a warm-up, the main thread serving events
    /// (and doing `work` between them).
    static func measure(seconds: Double, work: () -> Void = {}) -> Measurement {
        let renderer = UIApplication.shared.renderer
        pumpEvents(for: warmUpSeconds, work: work)
        let start = renderer.statistics
        let stopwatch = Stopwatch()
        pumpEvents(for: seconds, work: work)
        let end = renderer.statistics
        var result = stopwatch.measurement(frames: end.framesPresented - start.framesPresented)
        result.buildSeconds = end.frameBuildSeconds - start.frameBuildSeconds
        return result
    }

    /// `windows` windows side by side (overlapping where the screen is too small), each animating
    /// its own scene of `count` layers on the one render thread, unpaced: one measurement per window,
    /// its frames being the frames that window presented.
    static func casementWindows(variant: BenchVariant, count: Int, windows: Int, seconds: Double) -> [Measurement] {
        let renderer = PresentCountingRenderer(ThreadedRenderer(driver: RenderDriver(executor: Compositor(), presentsOnWindowThreads: true), refreshRate: .infinity))
        UIApplication.shared.useRenderer(renderer)
        let size = LeafMotion.windowSize
        let shown = (0..<windows).map { index in
            let window = UIWindow(frame: CGRect(x: CGFloat(index) * 40, y: CGFloat(index) * 40, width: size.width, height: size.height))
            window.isHidden = false
            AnimatedScene.build(in: window.layer, variant: variant, motions: LeafMotion.scene(count: count))
            return window
        }
        shown.first?.makeKey()
        CATransaction.flush()
        pumpEvents(for: warmUpSeconds)
        let start = renderer.targets.map { $0.presents.withLock { $0 } }
        let stopwatch = Stopwatch()
        pumpEvents(for: seconds)
        let end = renderer.targets.map { $0.presents.withLock { $0 } }
        let total = stopwatch.measurement(frames: 0)
        return zip(start, end).map { Measurement(frames: $1 - $0, seconds: total.seconds, cpuSeconds: total.cpuSeconds) }
    }

    /// The bare OpenGL program drawing the same motion; nil when it cannot open its window.
    static func bare(variant: BenchVariant, count: Int, seconds: Double) -> Measurement? {
        // The same driver settings as Casement's (llvmpipe's thread count), so only the drawing differs.
        SoftwareRasterizer.configure()
        guard let renderer = BareRenderer(variant: variant, motions: LeafMotion.scene(count: count)) else { return nil }
        let start = Stopwatch()
        var stopwatch = start, frames = 0, measuring = false
        while true {
            let elapsed = start.measurement(frames: 0).seconds
            if !measuring && elapsed >= warmUpSeconds {
                measuring = true
                stopwatch = Stopwatch()
                frames = 0
            }
            if measuring && elapsed >= warmUpSeconds + seconds { return stopwatch.measurement(frames: frames) }
            renderer.drawFrame(at: elapsed)
            frames += 1
        }
    }

    /// Keeps the window responsive while the render thread works, doing `work` after each round of events.
    static func pumpEvents(for seconds: Double, work: () -> Void = {}) {
        let end = Date(timeIntervalSinceNow: seconds)
        while Date() < end {
            UIApplication.shared.handlePendingEvents()
            work()
            Thread.sleep(forTimeInterval: 0.02)
        }
    }
}
