import CoreFoundation
import Foundation

/// UIKit's work in each turn of the main `RunLoop`, as iOS hangs it on the run loop: the platform's
/// events are a run-loop source; before the loop sleeps (and when a run of it ends) display links
/// fire, animations end, and the implicit `CATransaction` commits (layout, display, the hand-off to
/// the render thread); a run-loop timer wakes the loop for the next display frame, animation end
/// or screenshot. So whoever runs `RunLoop.main` (`UIApplicationMain`, or app and test code with
/// `RunLoop.main.run(until:)`, nested or not) sees this work happen, and with nothing to do the
/// main thread sleeps until input, a timer or posted work wakes it. Under the virtual clock each
/// turn is also one frame, 1/60 s later than the previous one, and the loop never sleeps.
@MainActor
package final class MainLoop {
    private let application: UIApplication
    private let clock = MediaClock.shared
    private let startTime = MediaClock.shared.now()
    private let displayLinks = DisplayLinkScheduler.shared
    /// The display's refresh interval, the frame grid display links fire on.
    private let refreshInterval = 1 / Double(max(1, UIScreen.main.maximumFramesPerSecond))
    /// The run-loop observer, input source and wake-up timer, once installed.
    private var hooks: MainRunLoopHooks?
    /// Whether a turn's work is under way: a run of the loop nested inside it (from a layout pass,
    /// say) leaves the rest of the work to the outer turn instead of starting it again.
    private var isTurning = false
    /// Whether the program was started with `UIApplicationMain`: it then ends when its last window closes.
    private var endsWithLastWindow = false
    /// The wake-ups of the main thread from sleep, for tests and the `hud` overlay.
    package let wakeUps = WakeUpCounter()
    /// Work for the next turn (a navigation controller's transition), in the order it was asked for.
    private var nextTurnWork: [() -> Void] = []

    init(application: UIApplication) {
        self.application = application
    }

    /// Hangs the turn's work on the main run loop (once): from then on, running `RunLoop.main`
    /// serves UIKit. Does nothing off the main thread (under `swift test` main-actor work runs on
    /// a worker thread standing in for it, whose run loop is not the main one).
    func install() {
        guard hooks == nil, Thread.isMainThread else { return }
        let hooks = MainRunLoopHooks(
            turn: { [unowned self] in turn() },
            input: { [unowned self] in application.handlePendingEvents() },
            wokeUp: { [unowned self] in wokeUp() })
        application.platform.input.wakeMainLoop = hooks.inputArrived
        self.hooks = hooks
        armTimer()
    }

    /// Runs the main run loop for good, in the mode the application asks for (the tracking mode
    /// while a touch tracks a scroll view); the application ends it with `terminate(exitCode:)`.
    func run() -> Never {
        endsWithLastWindow = true
        install()
        while true { _ = RunLoop.main.run(mode: application.runLoopMode, before: .distantFuture) }
    }

    /// Counts a wake-up of the main thread; `CASEMENT_TRACE` records it as a counter.
    private func wokeUp() {
        let now = clock.now()
        wakeUps.count(at: now)
        application.trace?.count(MainLoop.wakeUpCounterName,
                                 [("in the last second", wakeUps.perSecond(at: now)), ("total", wakeUps.total)])
    }

    /// The name of the wake-up counter in traces.
    private static let wakeUpCounterName = "main loop wake-ups"

    /// Makes the loop's current run return, so that `run()` enters it again in the application's mode.
    func runLoopModeChanged() {
        CFRunLoopStop(CFRunLoopGetMain())
    }

    /// Runs `work` at the start of the next turn, after its events: how UIKit's deferred work (the
    /// appearance calls of a push) reaches a later turn of the main run loop.
    package func performOnNextTurn(_ work: @escaping () -> Void) {
        nextTurnWork.append(work)
        hooks?.wake(after: 0)
    }

    /// One turn's work: the work left for it, events, display links and animation ends due, the commit, then a frame
    /// (virtual clock) or a screenshot that is due; the timer is then set for the next wake-up.
    package func turn() {
        guard !isTurning else { return }
        isTurning = true
        defer { isTurning = false }
        application.handlePendingEvents()
        let work = nextTurnWork
        nextTurnWork = []
        for item in work { item() }
        fireDisplayLinks()
        UndoManager.endTurn()
        CATransaction.state.finishAnimations(at: clock.now())
        CATransaction.commitAtEndOfTurn()
        if endsWithLastWindow, application.allWindowsClosed { application.terminate(exitCode: 0) }
        if clock.isVirtual {
            renderVirtualFrame()
        } else {
            takeScreenshotIfDue(at: clock.now() - startTime)
        }
        armTimer()
    }

    /// Sets the run-loop timer for the next moment the loop must wake without being woken: the
    /// next display frame while display links run, the next animation end, a recognizer's or a
    /// tracking control's deadline, the platform's next read (a key held under Wayland), the
    /// screenshot; at once while input is still queued or under the virtual clock; never with none.
    private func armTimer() {
        guard let hooks else { return }
        let now = clock.now()
        var next: Double?
        func consider(_ time: Double) { next = min(next ?? time, time) }
        if clock.isVirtual || application.platform.input.hasQueuedEvents || !nextTurnWork.isEmpty { consider(now) }
        if let end = CATransaction.state.nextAnimationEnd { consider(end) }
        if let deadline = application.nextInputDeadline { consider(deadline) }
        if let read = application.platform.input.nextReadTime { consider(read) }
        if displayLinks.isActive { consider(displayLinks.nextFrameTime(after: now, refreshInterval: refreshInterval)) }
        if application.launch.screenshotPath != nil, !clock.isVirtual { consider(startTime + application.launch.screenshotTime) }
        hooks.wake(after: next.map { max(0, $0 - now) })
    }

    /// Calls the display links due for the coming frame, in the run loop's current mode: under the
    /// virtual clock every turn is the frame at the current time (1/60 s after the previous one);
    /// on the real clock, frames sit on the display's refresh grid.
    private func fireDisplayLinks() {
        displayLinks.runningModes = MainRunLoopHooks.modesServed(whileRunning: RunLoop.main.currentMode ?? .default)
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
            try PlatformChoice.launch.imageCodec.writePNG(frame, to: path)
        } catch {
            Diagnostics.report("\(error)")
            application.terminate(exitCode: 1)
        }
        application.terminate(exitCode: 0)
    }
}
