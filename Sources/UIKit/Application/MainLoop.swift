/// The one loop of the main thread. Each turn: the platform's events, then due timers, the main dispatch
/// queue and main-actor tasks (through `RunLoop.main`), then the implicit `CATransaction` commit.
/// Under the virtual clock each turn is also one frame, 1/60 s later than the previous one.
@MainActor
final class MainLoop {
    private let application: UIApplication
    private let clock = MediaClock.shared
    private let startTime = MediaClock.shared.now()
    private let displayLinks = DisplayLinkScheduler.shared
    /// The display's refresh interval, the frame grid display links fire on.
    private let refreshInterval = 1 / Double(max(1, UIScreen.main.maximumFramesPerSecond))
    /// The longest the loop sleeps before looking at the run loop again when idle: dispatch work
    /// posted from other threads cannot wake the platform's wait, so the wait is short but not a spin.
    private static let idleWaitMilliseconds: Int32 = 4

    init(application: UIApplication) {
        self.application = application
    }

    func run() -> Never {
        while true { turn(waiting: true) }
    }

    /// One turn: events, timers and queued main-thread work, the commit, then a frame (virtual
    /// clock) or a wait for the next event, timer or animation end (at most a few milliseconds).
    func turn(waiting: Bool) {
        application.handlePendingEvents()
        var nextTimer = RunLoop.main.limitDate(forMode: .default)
        fireDisplayLinks()
        CATransaction.state.finishAnimations(at: clock.now())
        CATransaction.commitAtEndOfTurn()
        if application.allWindowsClosed { application.terminate(exitCode: 0) }
        if clock.isVirtual {
            renderVirtualFrame()
        } else {
            takeScreenshotIfDue(at: clock.now() - startTime)
            if let end = CATransaction.state.nextAnimationEnd {
                let animationEnd = Date(timeIntervalSinceNow: max(0, end - clock.now()))
                nextTimer = min(nextTimer ?? animationEnd, animationEnd)
            }
            if displayLinks.isActive {
                let frame = Date(timeIntervalSinceNow: displayLinks.nextFrameTime(after: clock.now(), refreshInterval: refreshInterval) - clock.now())
                nextTimer = min(nextTimer ?? frame, frame)
            }
            if waiting { wait(until: nextTimer) }
        }
    }

    /// Calls the display links due for the coming frame: under the virtual clock every turn is
    /// the frame at the current time (1/60 s after the previous one); on the real clock, frames
    /// sit on the display's refresh grid.
    private func fireDisplayLinks() {
        guard displayLinks.isActive else { return }
        let now = clock.now()
        if clock.isVirtual {
            displayLinks.fire(timestamp: now - MainLoop.virtualFrameInterval, target: now, refreshInterval: MainLoop.virtualFrameInterval)
        } else {
            displayLinks.fireIfFrameBegan(now: now, refreshInterval: refreshInterval)
        }
    }

    /// The virtual clock's frame interval.
    private static let virtualFrameInterval = 1.0 / 60

    /// Renders the frame for the current virtual time, then moves the clock 1/60 s on.
    private func renderVirtualFrame() {
        guard let renderer = application.renderer as? SynchronousRenderer else { return }
        let now = clock.now()
        let wanted = application.launch.screenshotPath != nil && now + 1e-9 >= application.launch.screenshotTime
        let target = wanted ? keyTarget() : nil
        let frame = renderer.renderFrame(at: now, capture: target)
        if wanted { finishScreenshot(frame) }
        clock.advance(by: MainLoop.virtualFrameInterval)
    }

    private func takeScreenshotIfDue(at elapsed: Double) {
        guard application.launch.screenshotPath != nil, elapsed >= application.launch.screenshotTime else { return }
        finishScreenshot(keyTarget().flatMap { application.renderer.capture($0) })
    }

    private func keyTarget() -> RenderTarget.ID? {
        (application.keyWindow ?? application.openWindows.values.first)?.renderTargetID
    }

    private func finishScreenshot(_ frame: CapturedFrame?) -> Never {
        let path = application.launch.screenshotPath ?? "screenshot.png"
        guard let frame else {
            Diagnostics.report("no window was shown, so there is no screenshot for \(path)")
            application.terminate(exitCode: 1)
        }
        do {
            try PNGWriter.write(frame, to: path)
        } catch {
            Diagnostics.report("\(error)")
            application.terminate(exitCode: 1)
        }
        application.terminate(exitCode: 0)
    }

    private func wait(until nextTimer: Date?) {
        let untilTimer = (nextTimer?.timeIntervalSinceNow ?? .infinity) * 1000
        let milliseconds = max(0, min(Double(MainLoop.idleWaitMilliseconds), untilTimer))
        application.handleNextEvent(until: clock.now() + Double(Int32(milliseconds)) / 1000)
    }
}
