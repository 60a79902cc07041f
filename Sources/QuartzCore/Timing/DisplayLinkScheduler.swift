import Foundation

/// The display links added to the main run loop, and the frame grid they fire on. The main loop
/// asks it when the next frame is due and fires it once per frame, before the turn's commit, so
/// what a handler changes is in the frame it was called for.
@MainActor
package final class DisplayLinkScheduler {
    package static let shared = DisplayLinkScheduler()

    /// Added links, in the order they were added (the run loop keeps them alive).
    private(set) var links: [CADisplayLink] = []
    /// The index of the last display frame fired on the real clock's grid.
    private var lastFrame: Int?

    /// The modes whose links fire in this turn: the main run loop's current mode, with `.common`
    /// when that is one of its common modes (set by the main loop each turn).
    package var runningModes: Set<RunLoop.Mode> = [.default, .common]

    /// Whether no link fires: the application is in the background, where no frames are shown.
    package var isSuspended = false

    package init() {}

    /// Whether any added link would fire now (the main loop then wakes every frame).
    package var isActive: Bool {
        !isSuspended && links.contains { !$0.isPaused && $0.fires(inAnyOf: runningModes) }
    }

    /// Invalidates every added link (releasing its handler) and forgets the last frame fired, the
    /// modes and the suspension: the scheduler as at launch. Returns how many links it invalidated.
    package func resetToLaunchState() -> Int {
        let added = links
        for link in added { link.invalidate() }
        lastFrame = nil
        runningModes = [.default, .common]
        isSuspended = false
        return added.count
    }

    func register(_ link: CADisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    func unregister(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
    }

    /// Calls every due link for the frame shown at `target` (the previous one was at `timestamp`).
    package func fire(timestamp: CFTimeInterval, target: CFTimeInterval, refreshInterval: CFTimeInterval) {
        guard !isSuspended else { return }
        // A handler may add, remove or invalidate links; iterate over a snapshot.
        for link in links where link.fires(inAnyOf: runningModes) {
            link.fire(timestamp: timestamp, target: target, refreshInterval: refreshInterval)
        }
    }

    /// On the real clock: fires the links once for the display frame `now` falls in, if that
    /// frame has not been fired yet. Frames sit on a grid of `refreshInterval` from time 0.
    package func fireIfFrameBegan(now: CFTimeInterval, refreshInterval: CFTimeInterval) {
        let frame = DisplayLinkScheduler.frameIndex(at: now, refreshInterval: refreshInterval)
        guard frame != lastFrame else { return }
        lastFrame = frame
        fire(timestamp: Double(frame) * refreshInterval, target: Double(frame + 1) * refreshInterval,
             refreshInterval: refreshInterval)
    }

    /// When the next display frame begins on the real clock's grid (the main loop sleeps until then).
    package func nextFrameTime(after now: CFTimeInterval, refreshInterval: CFTimeInterval) -> CFTimeInterval {
        Double(DisplayLinkScheduler.frameIndex(at: now, refreshInterval: refreshInterval) + 1) * refreshInterval
    }

    /// The display frame `time` falls in (tolerant of rounding at the frame's start).
    package static func frameIndex(at time: CFTimeInterval, refreshInterval: CFTimeInterval) -> Int {
        Int((time / refreshInterval + 1e-6).rounded(.down))
    }

    /// The time between calls of a link asking for `preferredFramesPerSecond` on a display that
    /// refreshes every `refreshInterval`: a whole number of frames, never faster than the display.
    package static func interval(preferredFramesPerSecond: Int, refreshInterval: CFTimeInterval) -> CFTimeInterval {
        guard preferredFramesPerSecond > 0 else { return refreshInterval }
        let frames = max(1, (1 / (Double(preferredFramesPerSecond) * refreshInterval)).rounded())
        return frames * refreshInterval
    }
}
