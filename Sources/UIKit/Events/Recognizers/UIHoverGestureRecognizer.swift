/// Follows the pointer over its view while no button is down (Input rule 20). Continuous: began when the
/// pointer comes over the view (the view is the hit view or one of its ancestors there), changed as
/// it moves there, ended when it leaves the view or the window; cancelled when the view leaves the
/// window. `location(in:)` is the pointer's location (at the end, its last one over the view). The
/// window's `WindowHover` tells it where the pointer is; it takes no touches.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Hovering goes on beside touch gestures and other hovers: it makes none fail (false).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Nor does any gesture make it fail (false).
    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: For the window's hover

    /// The pointer came over the view at `location` (window coordinates): the hover begins, unless
    /// the delegate or the view refuses it, through the window's arena like any gesture.
    func pointerEntered(at location: CGPoint, in arena: GestureArena) {
        self.arena = arena
        pointerLocation = location
        state = .began
    }

    /// The pointer moved to `location` over the view.
    func pointerMoved(to location: CGPoint) {
        guard storedState == .began || storedState == .changed else { return }
        pointerLocation = location
        state = .changed
    }

    /// The pointer left the view or the window: the hover ends, and the recognizer leaves the arena,
    /// reset (withdrawing an ended or failed recognizer only resets it).
    func pointerExited() {
        if storedState == .began || storedState == .changed { state = .ended }
        arena?.withdraw(self)
    }
}
