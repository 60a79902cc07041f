/// A window's touches: its one touches `UIEvent`, the touches still down, the motion waiting for
/// the end of the main-loop turn, and the deliveries. Each delivery (a batch of changes) sets the
/// phases of the event's touches (the unchanged ones `.stationary`) and hands the event to the
/// application; a batch made while one is delivered (a view removed by a handler) waits its turn.
@MainActor
final class WindowTouches {
    /// One touch's change in a delivery, with its samples since the previous one.
    private struct Change {
        var touch: UITouch
        var phase: UITouch.Phase
        var samples: [UITouch]
    }

    private unowned let window: UIWindow
    /// The window's touches event, the same object from touch to touch.
    let event = UIEvent()
    /// Touches down and not yet ended or cancelled, in the order they began.
    private(set) var live: [UITouch] = []
    /// Touches that moved since their last delivery, each with its samples.
    private var motion: [(touch: UITouch, samples: [UITouch])] = []
    private var batches: [[Change]] = []
    private var isDelivering = false
    private var taps = TapCounter()

    init(window: UIWindow) { self.window = window }

    /// Whether `touch` is down in this window and delivered (not ended, cancelled, or outside every view).
    func isLive(_ touch: UITouch) -> Bool { live.contains { $0 === touch } }

    /// A touch goes down at `location` (window bounds coordinates): hit-tested once, here (Input rule 1).
    /// A touch that hits no view is not delivered.
    func begin(_ touch: UITouch, at location: CGPoint, timestamp: Double) {
        deliverMotion()
        touch.window = window
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        touch.beganLocationInWindow = location
        touch.timestamp = timestamp
        touch.tapCount = taps.touchBegan(at: location, time: timestamp)
        guard let view = window.hitTest(location, with: event) else { return }
        touch.view = view
        touch.isDeliveredToView = admits(view)
        live.append(touch)
        send([Change(touch: touch, phase: .began, samples: [touch.sample()])])
    }

    /// A live touch moved: the sample is kept, and delivered with the turn's others by `deliverMotion()`.
    func move(_ touch: UITouch, to location: CGPoint, timestamp: Double) {
        let sample = record(touch, at: location, timestamp: timestamp)
        if let index = motion.firstIndex(where: { $0.touch === touch }) {
            motion[index].samples.append(sample)
        } else {
            motion.append((touch, [sample]))
        }
    }

    /// A live touch lifted at `location`: the motion before it is delivered first.
    func end(_ touch: UITouch, at location: CGPoint, timestamp: Double) {
        deliverMotion()
        let sample = record(touch, at: location, timestamp: timestamp)
        live.removeAll { $0 === touch }
        taps.touchEnded(began: touch.beganLocationInWindow, at: location, time: timestamp, tapCount: touch.tapCount)
        send([Change(touch: touch, phase: .ended, samples: [sample])])
    }

    /// Cancels the live touches that `shouldCancel` picks (every one by default), in one delivery (Input rule 7).
    func cancel(at timestamp: Double, where shouldCancel: (UITouch) -> Bool = { _ in true }) {
        let cancelled = live.filter(shouldCancel)
        guard !cancelled.isEmpty else { return }
        live.removeAll { touch in cancelled.contains { $0 === touch } }
        motion.removeAll { entry in cancelled.contains { $0 === entry.touch } }
        send(cancelled.map { touch in
            touch.timestamp = timestamp
            let sample = touch.sample()
            sample.phase = .cancelled
            return Change(touch: touch, phase: .cancelled, samples: [sample])
        })
    }

    /// Delivers the motion since the last delivery: one `touchesMoved` per touch per turn, carrying
    /// every sample in `coalescedTouches(for:)`.
    func deliverMotion() {
        guard !motion.isEmpty else { return }
        let changes = motion.map { Change(touch: $0.touch, phase: .moved, samples: $0.samples) }
        motion = []
        send(changes)
    }

    /// Passes the deadlines due by `time`: the recognizers', then those of the controls tracking the
    /// event's touches (a stepper's autorepeat), including touches ending in the batch being delivered.
    /// The earliest deadline `passDeadlines(at:)` would pass: the main loop wakes for it.
    var nextDeadline: Double? {
        [window.gestureArena.nextDeadline, UIControl.nextTrackingDeadline(of: event.touchList)].compactMap { $0 }.min()
    }

    func passDeadlines(at time: Double) {
        window.gestureArena.expire(at: time)
        UIControl.passTrackingDeadlines(at: time, of: event.touchList)
    }

    /// Moves the touch to `location` and returns the sample; the touch's previous location stays
    /// where its last delivery left it.
    private func record(_ touch: UITouch, at location: CGPoint, timestamp: Double) -> UITouch {
        if !motion.contains(where: { $0.touch === touch }) { touch.previousLocationInWindow = touch.locationInWindow }
        let sample = touch.sample()
        sample.previousLocationInWindow = touch.locationInWindow
        sample.locationInWindow = location
        sample.timestamp = timestamp
        sample.phase = .moved
        touch.locationInWindow = location
        touch.timestamp = timestamp
        return sample
    }

    /// Whether a new touch on `view` reaches it: not a further one on a view without multiple touch
    /// (Input rule 5), none while another view tracks exclusively or on an exclusive view while another tracks (Input rule 6).
    private func admits(_ view: UIView) -> Bool {
        let tracking = live.filter(\.isDeliveredToView)
        if !view.isMultipleTouchEnabled && tracking.contains(where: { $0.view === view }) { return false }
        return !tracking.contains { $0.view !== view && (view.isExclusiveTouch || $0.view?.isExclusiveTouch == true) }
    }

    private func send(_ batch: [Change]) {
        batches.append(batch)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !batches.isEmpty { deliver(batches.removeFirst()) }
    }

    private func deliver(_ batch: [Change]) {
        for change in batch where change.phase == .began { event.touchList.append(change.touch) }
        for touch in event.touchList { touch.phase = .stationary }
        for change in batch {
            change.touch.phase = change.phase
            event.samples[ObjectIdentifier(change.touch)] = change.samples
        }
        event.timestamp = batch.map(\.touch.timestamp).max() ?? event.timestamp
        let input = UIApplication.shared.touchDispatcher
        event.buttonMask = batch.contains { $0.touch.type == .indirectPointer } ? UIEvent.ButtonMask(input.pointerButtons) : []
        event.modifierFlags = UIKeyModifierFlags(input.modifiers)
        // Deadlines before this moment pass first (a double tap's second tap came too late).
        passDeadlines(at: event.timestamp)
        UIApplication.shared.sendEvent(event)
        event.samples = [:]
        event.touchList.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }
}
