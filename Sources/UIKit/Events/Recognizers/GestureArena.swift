/// A window's gesture recognizers at work: which recognizers see a touch (Input rule 12), which of them
/// may leave possible and when (Input rules 16, 17), and what the views get meanwhile — touches held back
/// while recognizers decide, replayed when they fail, cancelled when one recognizes (Input rules 13–15).
/// `UIWindow.sendEvent` routes each delivery through it, recognizers first.
@MainActor
final class GestureArena {
    /// How one touch reaches its view while recognizers decide.
    private struct ViewTouch {
        /// Its began waits for recognizers that delay began touches.
        var beganHeld = false
        var beganDelivered = false
        /// Its end waits for recognizers that delay ended touches.
        var endHeld = false
        /// The view has had the touch's end (or cancellation), or will never get more of it.
        var isFinished = false
    }

    private unowned let window: UIWindow
    /// Recognizers with touches (or a scroll) since their last reset, in the order they got their first.
    private(set) var active: [UIGestureRecognizer] = []
    private var viewTouches: [ObjectIdentifier: ViewTouch] = [:]

    init(window: UIWindow) { self.window = window }

    /// Gives the delivery's changed touches to their recognizers, and returns those the views get now.
    func route(_ changed: [UITouch], with event: UIEvent) -> [UITouch] {
        for touch in changed where touch.phase == .began {
            // A new touch has no history: an ended touch's entry can outlive it, and its identifier be reused.
            viewTouches[ObjectIdentifier(touch)] = nil
            enroll(touch)
        }
        for recognizer in active {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let touches = Set(changed.filter { $0.phase == phase && recognizer.gestureTouches.contains($0) })
                guard !touches.isEmpty, isReceiving(recognizer) else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(touches, with: event)
                case .moved: recognizer.touchesMoved(touches, with: event)
                case .ended: recognizer.touchesEnded(touches, with: event)
                default: recognizer.touchesCancelled(touches, with: event)
                }
            }
        }
        return changed.filter { $0.isDeliveredToView && viewGets($0) }
    }

    /// The earliest deadline of the recognizers in play: the main loop wakes for it.
    var nextDeadline: Double? { active.compactMap(\.deadline).min() }

    /// Calls the deadlines due by `time` (media time); recognizers they ended are reset.
    func expire(at time: Double) {
        let due = active.filter { $0.deadline.map { $0 <= time } == true }
        for recognizer in due {
            recognizer.deadline = nil
            recognizer.deadlinePassed()
        }
        if !due.isEmpty { resetFinished() }
    }

    /// The end of a delivery: a recognizer still possible with no touch down and nothing to wait
    /// for fails; those whose gesture is over are reset (Input rule 11).
    func settle() {
        for recognizer in active where recognizer.storedState == .possible && recognizer.pendingState == nil
            && recognizer.deadline == nil && !hasLiveTouches(recognizer) {
            fail(recognizer)
        }
        resetFinished()
        let kept = Set((window.touchState.event.touchList + active.flatMap(\.gestureTouches)).map(ObjectIdentifier.init))
        viewTouches = viewTouches.filter { kept.contains($0.key) }
    }

    /// Resets the recognizers whose gesture is over and whose touches have all lifted.
    private func resetFinished() {
        for recognizer in active where [.ended, .cancelled, .failed].contains(recognizer.storedState) && !hasLiveTouches(recognizer) {
            finish(recognizer)
        }
    }

    /// A recognizer asks to change state; the arena decides (Input rules 11, 16, 17).
    func transition(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        switch (old, state) {
        case (.possible, .began), (.possible, .ended):
            guard recognizer.pendingState == nil else { return }
            attempt(recognizer, state)
        case (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            recognizer.storedState = state
            recognizer.sendActions()
        default:
            Diagnostics.report("a \(type(of: recognizer)) went from \(old) to \(state), which a recognizer cannot; ignored", .oncePerMessage)
        }
    }

    /// A recognizer leaves mid-gesture (removed from its view, or disabled): cancelled if it began,
    /// failed if it had not, then reset (Input rule 19).
    func withdraw(_ recognizer: UIGestureRecognizer) {
        switch recognizer.storedState {
        case .began, .changed:
            recognizer.storedState = .cancelled
            recognizer.sendActions()
        case .possible:
            fail(recognizer)
        default:
            break
        }
        finish(recognizer)
    }

    // MARK: Recognizers

    /// Gives a new touch to the recognizers on its view and the view's ancestors that take it.
    private func enroll(_ touch: UITouch) {
        var chain: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            chain += current.recognizerList
            view = current.superviewRef
        }
        // Hover recognizers follow the pointer (`WindowHover`), never touches.
        for recognizer in chain where !(recognizer is UIHoverGestureRecognizer) && isReceiving(recognizer)
            && (recognizer.arena == nil || recognizer.arena === self) {
            if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
            admit(recognizer)
            // A new touch-down after every touch lifted starts a new set of touches (a second tap).
            if !hasLiveTouches(recognizer) { recognizer.touches = [] }
            recognizer.touches.append(touch)
            recognizer.gestureTouches.append(touch)
        }
    }

    /// Takes the recognizer in, for a touch or a scroll, until its gesture is over.
    func admit(_ recognizer: UIGestureRecognizer) {
        recognizer.arena = self
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
    }

    /// Whether the recognizer takes input (touches, a scroll) now: enabled, not decided, not waiting for others.
    func isReceiving(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.pendingState == nil && [.possible, .began, .changed].contains(recognizer.storedState)
    }

    private func hasLiveTouches(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.gestureTouches.contains { window.touchState.isLive($0) }
    }

    /// Leaving possible: prevented by one that already recognized, waiting for required failures,
    /// or refused by `gestureRecognizerShouldBegin` of the delegate or of a view asked — else it begins.
    private func attempt(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        if active.contains(where: { $0 !== recognizer && [.began, .changed, .ended].contains($0.storedState) && prevents($0, recognizer) }) {
            fail(recognizer)
        } else if active.contains(where: { $0 !== recognizer && $0.storedState == .possible && recognizer.requiresFailure(of: $0) }) {
            recognizer.pendingState = state
        } else if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false
                    || viewsAsked(about: recognizer).contains(where: { !$0.gestureRecognizerShouldBegin(recognizer) }) {
            fail(recognizer)
        } else {
            begin(recognizer, state)
        }
    }

    /// The recognizer's view, then the views its touches hit, each once: a control hit refuses its
    /// ancestors' single taps (Input rule 18), as UIKit's slider refuses swipes along it.
    private func viewsAsked(about recognizer: UIGestureRecognizer) -> [UIView] {
        var views: [UIView] = []
        for case let view? in [recognizer.view] + recognizer.gestureTouches.map(\.view) where !views.contains(where: { $0 === view }) {
            views.append(view)
        }
        return views
    }

    /// The recognizer begins (or recognizes): the view's touches are cancelled, those waiting for it
    /// and those it prevents fail, then its actions run.
    private func begin(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        recognizer.deadline = nil
        recognizer.storedState = state
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) } else { release(recognizer.gestureTouches) }
        for other in active where other !== recognizer && other.storedState == .possible
            && (other.requiresFailure(of: recognizer) || prevents(recognizer, other)) {
            fail(other)
        }
        recognizer.sendActions()
    }

    /// The recognizer fails: the touches it held back go to the view, and those waiting for it try again.
    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.pendingState = nil
        recognizer.deadline = nil
        recognizer.storedState = .failed
        release(recognizer.gestureTouches)
        for waiting in active where waiting.pendingState != nil && waiting.requiresFailure(of: recognizer) {
            let state = waiting.pendingState!
            waiting.pendingState = nil
            attempt(waiting, state)
        }
    }

    /// The recognizer is done with: out of the arena, reset, back to possible.
    private func finish(_ recognizer: UIGestureRecognizer) {
        active.removeAll { $0 === recognizer }
        recognizer.arena = nil
        recognizer.pendingState = nil
        recognizer.deadline = nil
        recognizer.touches = []
        recognizer.gestureTouches = []
        recognizer.pointerLocation = nil
        recognizer.storedState = .possible
        recognizer.reset()
    }

    /// Whether `winner`, recognizing, makes `loser` fail: both agree and neither delegate allows both.
    private func prevents(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer) -> Bool {
        winner.canPrevent(loser) && loser.canBePrevented(by: winner)
            && winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: loser) != true
            && loser.delegate?.gestureRecognizer(loser, shouldRecognizeSimultaneouslyWith: winner) != true
    }

    // MARK: What the views get

    /// Whether the view gets the touch's change now; held back while a recognizer delays it.
    private func viewGets(_ touch: UITouch) -> Bool {
        let id = ObjectIdentifier(touch)
        var state = viewTouches[id] ?? ViewTouch()
        defer { viewTouches[id] = state }
        guard !state.isFinished else { return false }
        switch touch.phase {
        case .began:
            if isDelayed(touch, by: \.delaysTouchesBegan) {
                state.beganHeld = true
                return false
            }
            state.beganDelivered = true
            return true
        case .ended:
            if !state.beganDelivered || isDelayed(touch, by: \.delaysTouchesEnded) {
                state.endHeld = true
                return false
            }
            state.isFinished = true
            return true
        case .cancelled:
            state.isFinished = true
            return state.beganDelivered
        default:
            return state.beganDelivered
        }
    }

    /// Whether a recognizer of the touch that has not decided holds it back.
    private func isDelayed(_ touch: UITouch, by delays: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        active.contains { $0[keyPath: delays] && $0.storedState == .possible && $0.gestureTouches.contains(touch) }
    }

    /// Delivers what was held back of `touches` that nothing holds any more (Input rules 14, 15).
    private func release(_ touches: [UITouch]) {
        var deliveries: [(UITouch, UITouch.Phase)] = []
        for touch in touches {
            let id = ObjectIdentifier(touch)
            guard var state = viewTouches[id], !state.isFinished else { continue }
            if state.beganHeld && !isDelayed(touch, by: \.delaysTouchesBegan) {
                state.beganHeld = false
                state.beganDelivered = true
                deliveries.append((touch, .began))
            }
            if state.endHeld && state.beganDelivered && !isDelayed(touch, by: \.delaysTouchesEnded) {
                state.isFinished = true
                deliveries.append((touch, .ended))
            }
            viewTouches[id] = state
        }
        window.deliver(deliveries, with: window.touchState.event)
    }

    /// The view's touches of the gesture are cancelled (Input rule 13): each whose end was held back in a
    /// call of its own, then the others together; those it never saw begin are dropped.
    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var lifted: [UITouch] = []
        var down: [UITouch] = []
        for touch in recognizer.gestureTouches where touch.isDeliveredToView {
            let id = ObjectIdentifier(touch)
            var state = viewTouches[id] ?? ViewTouch()
            guard !state.isFinished else { continue }
            state.isFinished = true
            viewTouches[id] = state
            if state.beganDelivered { state.endHeld ? lifted.append(touch) : down.append(touch) }
        }
        let event = window.touchState.event
        for touch in lifted { window.deliver([(touch, .cancelled)], with: event) }
        window.deliver(down.map { ($0, .cancelled) }, with: event)
    }
}
