import Foundation

/// What pinch and rotation share: the gesture's first two fingers (later ones are not part of it),
/// a measure of them followed as they move — their distance, or the angle from the first to the
/// second — the threshold that begins the gesture, its value since the second finger went down
/// (which the app may rebase), the value's velocity, and the state each touch change leads to
/// (Input rule 20). Like a pan's translation, the value counts from touch-down, so at began it already
/// holds the change that began it, and an app that applies and resets it loses nothing.
@MainActor
struct TwoTouchGesture {
    /// What the recognizer measures of its two fingers.
    enum Measure {
        /// The distance between them; the value is the ratio to their distance at touch-down (a scale).
        case distance
        /// The angle of the line from the first to the second, clockwise on screen (y is down); the
        /// value is the angle turned since touch-down, in radians.
        case angle
    }

    /// How much the fingers' distance changes (as a ratio) before a pinch begins: 5 %, a few points
    /// at a usual spread of the fingers — more than their jitter as they land, small enough that
    /// the pinch starts as soon as they deliberately move.
    static let scaleThreshold: CGFloat = 0.05
    /// How far the fingers turn before a rotation begins: 5°, for the same reasons.
    static let angleThreshold: CGFloat = .pi / 36

    let measure: Measure
    /// The measure when the second finger went down.
    private var start: CGFloat?
    /// The measure as last seen (an angle unwrapped: it goes past ±π as the fingers turn on).
    private var current: CGFloat = 0
    /// The measure the value is taken from, from began on: the touch-down measure, moved by
    /// setting the value.
    private var reference: CGFloat?
    /// The value at `reference`.
    private var base: CGFloat = 0
    private var velocityHistory = GestureVelocity<CGFloat>()

    init(_ measure: Measure) { self.measure = measure }

    /// The value before the gesture begins: scale 1, rotation 0.
    private var identity: CGFloat { measure == .distance ? 1 : 0 }

    /// The scale or rotation since touch-down; setting it rebases the gesture there. Before the
    /// gesture begins it is the identity and setting it does nothing.
    var value: CGFloat {
        get {
            guard let reference else { return identity }
            guard measure == .distance else { return base + current - reference }
            // Rebased with the fingers at one point: no ratio to take.
            return reference > 0 ? base * current / reference : base
        }
        set {
            guard reference != nil else { return }
            base = newValue
            reference = current
        }
    }

    /// The value's change per second, smoothed (`GestureVelocity`); 0 before two samples.
    var velocity: CGFloat {
        guard let change = velocityHistory.change else { return 0 }
        let rate = (change.to - change.from) / change.seconds
        guard measure == .distance else { return rate }
        // The scale is the measure over the reference, times the base.
        guard let reference, reference > 0 else { return 0 }
        return rate * base / reference
    }

    /// Fingers went down: the first two are the gesture's; once both are down the measure starts.
    mutating func touchesBegan(_ recognizer: UIGestureRecognizer, with event: UIEvent) {
        for touch in recognizer.touches.dropFirst(2) { recognizer.ignore(touch, for: event) }
        guard start == nil, recognizer.touches.count == 2 else { return }
        current = measured(recognizer)
        start = current
        velocityHistory.add(current, at: event.timestamp)
    }

    /// The fingers moved: the state to ask for — began once the measure passed its threshold,
    /// changed afterwards — or nil while it has not.
    mutating func touchesMoved(_ recognizer: UIGestureRecognizer, with event: UIEvent) -> UIGestureRecognizer.State? {
        guard let start, recognizer.touches.count == 2 else { return nil }
        current = measured(recognizer)
        velocityHistory.add(current, at: event.timestamp)
        if reference != nil { return .changed }
        guard passedThreshold(from: start) else { return nil }
        reference = start
        base = identity
        return .began
    }

    /// A finger lifted (or was cancelled): the gesture is over — ended (or cancelled) if it began,
    /// failed if not.
    func stateAfterLift(cancelled: Bool) -> UIGestureRecognizer.State {
        guard reference != nil else { return .failed }
        return cancelled ? .cancelled : .ended
    }

    /// Forgets the gesture.
    mutating func reset() { self = TwoTouchGesture(measure) }

    /// Whether the measure has gone far enough from `start` for the gesture to begin. Fingers at
    /// one point have no scale.
    private func passedThreshold(from start: CGFloat) -> Bool {
        switch measure {
        case .distance: start > 0 && current > 0 && abs(current / start - 1) >= Self.scaleThreshold
        case .angle: abs(current - start) >= Self.angleThreshold
        }
    }

    /// The measure of the recognizer's two fingers now; an angle continues from the last one.
    private func measured(_ recognizer: UIGestureRecognizer) -> CGFloat {
        let first = recognizer.touches[0].location(in: nil)
        let second = recognizer.touches[1].location(in: nil)
        let dx = second.x - first.x
        let dy = second.y - first.y
        switch measure {
        case .distance:
            return hypot(dx, dy)
        case .angle:
            // The turn since the last sample is the shortest one: less than half a turn a delivery.
            return current + remainder(atan2(dy, dx) - current, 2 * .pi)
        }
    }
}
