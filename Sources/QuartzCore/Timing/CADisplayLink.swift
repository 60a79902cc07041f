import Foundation

/// A timer that calls its handler on the main thread once per display frame, so an app can
/// update what it shows in step with the screen.
///
/// Apple's initializer takes a target and an Objective-C selector, which needs the Objective-C
/// runtime that Linux lacks; Casement offers `init(handler:)` instead: the closure receives the
/// link, as the selector's method would. Like Apple's, an added link is kept alive by its run
/// loop until `invalidate()`, and it holds its handler (and whatever that captures) until then.
/// Links fire only on the main run loop, in the modes they were added for (`.common`: the default
/// and tracking modes). Under `CASEMENT_CLOCK=virtual` timestamps follow the virtual clock.
@preconcurrency @MainActor
open class CADisplayLink {
    private var handler: ((CADisplayLink) -> Void)?
    private var modes: Set<RunLoop.Mode> = []
    private var hasFired = false

    /// The time of the last frame shown, in media time (`CACurrentMediaTime()`); 0 before the first call.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame to be shown: what the handler should prepare the screen for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between the display's refreshes.
    open private(set) var duration: CFTimeInterval = 0
    /// How often the handler should run, in calls per second (0: every display frame). The link
    /// calls every n-th frame, n chosen to come closest to it; never faster than the display.
    open var preferredFramesPerSecond = 0 {
        didSet { preferredFramesPerSecond = max(0, preferredFramesPerSecond) }
    }
    /// Whether the link skips its calls for now (it stays on its run loop).
    open var isPaused = false

    /// A link that calls `handler` once per frame once it is added to the main run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts calling the handler from `runloop` in `mode`; only the main run loop is served.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil else {
            Diagnostics.report("CADisplayLink.add(to:forMode:) after invalidate(); the link does not fire")
            return
        }
        guard runloop === RunLoop.main else {
            Diagnostics.report("CADisplayLink.add(to:forMode:) with a run loop other than RunLoop.main; Casement only serves the main run loop, so the link does not fire")
            return
        }
        modes.insert(mode)
        DisplayLinkScheduler.shared.register(self)
    }

    /// Stops calling the handler from `runloop` in `mode`; the link is released once in no mode.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runloop === RunLoop.main else { return }
        modes.remove(mode)
        if modes.isEmpty { DisplayLinkScheduler.shared.unregister(self) }
    }

    /// Removes the link from every run loop and releases its handler; it never fires again.
    open func invalidate() {
        modes.removeAll()
        handler = nil
        DisplayLinkScheduler.shared.unregister(self)
    }

    /// Whether the link was added for one of `runningModes`.
    func fires(inAnyOf runningModes: Set<RunLoop.Mode>) -> Bool { !modes.isDisjoint(with: runningModes) }

    /// Calls the handler for the frame shown at `target` when this link is due for it.
    func fire(timestamp frameTime: CFTimeInterval, target: CFTimeInterval, refreshInterval: CFTimeInterval) {
        guard !isPaused, let handler else { return }
        let interval = DisplayLinkScheduler.interval(preferredFramesPerSecond: preferredFramesPerSecond,
                                                     refreshInterval: refreshInterval)
        // Due when a whole link interval has passed since the last call (half a frame of slack).
        guard !hasFired || target >= targetTimestamp + interval - refreshInterval / 2 else { return }
        hasFired = true
        timestamp = frameTime
        targetTimestamp = target
        duration = refreshInterval
        handler(self)
    }
}
