/// Recognizes two fingers moving apart or together: it begins once their distance has changed by
/// 5 % (`TwoTouchGesture`), and ends when a finger lifts; it fails if one lifts before (Input rule 20).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var gesture = TwoTouchGesture(.distance)

    /// The fingers' distance as a ratio to their distance at touch-down (already past 5 % at
    /// began); setting it rebases.
    open var scale: CGFloat {
        get { gesture.value }
        set { gesture.value = newValue }
    }

    /// How fast `scale` changes, per second.
    open var velocity: CGFloat { gesture.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { gesture.touchesBegan(self, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = gesture.touchesMoved(self, with: event) { state = next }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = gesture.stateAfterLift(cancelled: false) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = gesture.stateAfterLift(cancelled: true) }
    open override func reset() { gesture.reset() }
}
