/// Recognizes two fingers turning: it begins once the line between them has turned 5°
/// (`TwoTouchGesture`), and ends when a finger lifts; it fails if one lifts before (Input rule 20).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var gesture = TwoTouchGesture(.angle)

    /// The angle the fingers turned since touch-down, in radians, clockwise on screen positive
    /// (already past 5° at began); setting it rebases.
    open var rotation: CGFloat {
        get { gesture.value }
        set { gesture.value = newValue }
    }

    /// How fast `rotation` changes, in radians per second.
    open var velocity: CGFloat { gesture.velocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { gesture.touchesBegan(self, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = gesture.touchesMoved(self, with: event) { state = next }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = gesture.stateAfterLift(cancelled: false) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = gesture.stateAfterLift(cancelled: true) }
    open override func reset() { gesture.reset() }
}
