import Foundation

/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers, each tap
/// beginning within 0.35 s of the previous lift and every touch within 45 pt of where the first
/// went down; recognized at the last required lift (Input rule 20, the numbers `TapCounter` uses too).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps that make the gesture (1 by default).
    open var numberOfTapsRequired = 1
    /// Fingers each tap is made with (1 by default).
    open var numberOfTouchesRequired = 1

    private var taps = 0
    /// Where the first touch went down, in the window.
    private var origin: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        deadline = nil
        if origin == nil { origin = touches.first?.location(in: nil) }
        if self.touches.count > numberOfTouchesRequired || strays(touches) { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if strays(touches) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if strays(touches) {
            state = .failed
            return
        }
        // The tap is over when its last finger lifts.
        guard self.touches.allSatisfy({ $0.phase == .ended }) else { return }
        guard self.touches.count == numberOfTouchesRequired else {
            state = .failed
            return
        }
        taps += 1
        if taps == numberOfTapsRequired {
            state = .recognized
        } else {
            deadline = event.timestamp + TapCounter.interval
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func deadlinePassed() { state = .failed }

    open override func reset() {
        taps = 0
        origin = nil
    }

    /// A tap recognizer never prevents one that needs more taps (Input rule 17).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// Whether one of `touches` is farther than the tap distance from the first touch-down.
    private func strays(_ touches: Set<UITouch>) -> Bool {
        guard let origin else { return false }
        return touches.contains { touch in
            let point = touch.location(in: nil)
            return hypot(point.x - origin.x, point.y - origin.y) > TapCounter.distance
        }
    }
}
