import Foundation

/// Recognizes a press: `numberOfTouchesRequired` fingers held `minimumPressDuration` without moving
/// more than `allowableMovement`, after `numberOfTapsRequired` taps (Input rule 20). Continuous: it begins
/// while the fingers are still down, changes as they move (as far as they like), and ends when one
/// lifts; lifting or moving too far before it began fails it. The taps before the press have the tap
/// recognizer's numbers (`TapCounter`): each touch-down within 0.35 s of the previous lift and 45 pt
/// of where the first tap went down.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must be held before the press begins (0.5 by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points each finger may move before the press begins (10 by default); farther fails it.
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (0 by default).
    open var numberOfTapsRequired = 0
    /// Fingers the press is made with (1 by default).
    open var numberOfTouchesRequired = 1

    private var taps = 0
    /// Where the first touch went down, in the window: the taps and the press stay near it.
    private var origin: CGPoint?

    /// Whether the taps are done: the fingers down make the press.
    private var isPressing: Bool { taps == numberOfTapsRequired }
    /// Whether every finger of the last touch-down has lifted: a tap is over.
    private var isLifted: Bool { touches.allSatisfy { $0.phase == .ended } }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fingers added once the press began take part in it without changing it.
        guard state == .possible else { return }
        deadline = nil
        if origin == nil { origin = touches.first?.locationInWindow }
        if self.touches.count > numberOfTouchesRequired || strays(touches) {
            state = .failed
        } else if isPressing && self.touches.count == numberOfTouchesRequired {
            // The press is timed from the touch-down that completes it.
            deadline = event.timestamp + minimumPressDuration
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if isPressing ? movesTooFar(touches) : strays(touches) { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .ended
            return
        }
        // Lifted before the press began, or a tap that strayed.
        if isPressing || strays(touches) {
            state = .failed
            return
        }
        guard isLifted else { return }
        guard self.touches.count == numberOfTouchesRequired else {
            state = .failed
            return
        }
        taps += 1
        deadline = event.timestamp + TapCounter.interval
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    /// The fingers were held long enough, or the next touch-down (a tap or the press) did not come in time.
    override func deadlinePassed() { state = isLifted ? .failed : .began }

    open override func reset() {
        taps = 0
        origin = nil
    }

    /// Whether one of `touches` is farther than the tap distance from where the first touch went down.
    private func strays(_ touches: Set<UITouch>) -> Bool {
        guard let origin else { return false }
        return touches.contains { Self.span($0.locationInWindow, origin) > TapCounter.distance }
    }

    /// Whether one of `touches` moved more than `allowableMovement` from where it went down.
    private func movesTooFar(_ touches: Set<UITouch>) -> Bool {
        touches.contains { Self.span($0.locationInWindow, $0.beganLocationInWindow) > allowableMovement }
    }

    private static func span(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}
