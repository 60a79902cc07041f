import Foundation
@testable import QuartzCore

/// Holds the main thread for `seconds`, as app code that stalls it would, reading only the render
/// thread's counters meanwhile; returns them as they were at the start and after each frame shown.
@MainActor
func statisticsDuringStall(of renderer: FrameRenderer, seconds: Double = 0.5) -> [RenderStatistics] {
    let stallStart = CACurrentMediaTime()
    var seen: [RenderStatistics] = [renderer.statistics]
    while CACurrentMediaTime() - stallStart < seconds {
        let now = renderer.statistics
        if now.framesPresented != seen.last!.framesPresented { seen.append(now) }
        usleep(1000)
    }
    return seen
}
