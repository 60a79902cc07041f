/// A window's hover: the hover recognizers the pointer is over while no button is down — those of the
/// view hit there and of its ancestors — told when it comes over their view, moves, and leaves it or
/// the window (Input rule 20). Motion is coalesced as touches' is (Input rule 4): the last position of a
/// main-loop turn is delivered at its end. Over a text field or view the pointer is an I-beam (Text rule 40).
@MainActor
final class WindowHover {
    private unowned let window: UIWindow
    /// The recognizers the pointer is over, the hit view's first.
    private var hovering: [UIHoverGestureRecognizer] = []
    /// Where the pointer went since the last delivery, in window bounds coordinates.
    private var pendingLocation: CGPoint?

    init(window: UIWindow) { self.window = window }

    /// The pointer moved to `point` (from the window's top left corner) with no button down; a point
    /// that is not a number is reported and ignored.
    func move(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.report("the pointer hovered at (\(point.x), \(point.y)), which is not a point; ignored", .oncePerMessage)
            return
        }
        pendingLocation = CGPoint(x: point.x + window.bounds.minX, y: point.y + window.bounds.minY)
    }

    /// Delivers the turn's last position: the hovers the pointer left end (the deepest view's first),
    /// then those it is over change or begin (the hit view's first).
    func deliverMotion() {
        guard let location = pendingLocation else { return }
        pendingLocation = nil
        forgetWithdrawn()
        let hit = window.hitTest(location, with: nil)
        UIApplication.shared.platform.pointerShape = hit is any TextEditingView ? .iBeam : .arrow
        let over = recognizers(from: hit)
        let left = hovering.filter { recognizer in !over.contains { $0 === recognizer } }
        let entered = over.filter { recognizer in !hovering.contains { $0 === recognizer } }
        hovering = over
        for recognizer in left { recognizer.pointerExited() }
        for recognizer in over where isStillOver(recognizer) {
            if entered.contains(where: { $0 === recognizer }) {
                recognizer.pointerEntered(at: location, in: window.gestureArena)
            } else {
                recognizer.pointerMoved(to: location)
            }
        }
    }

    /// The pointer left the window: every hover ends.
    func exit() {
        pendingLocation = nil
        UIApplication.shared.platform.pointerShape = .arrow
        forgetWithdrawn()
        let left = hovering
        hovering = []
        for recognizer in left { recognizer.pointerExited() }
    }

    /// Cancels the hovers of the recognizers `shouldCancel` picks (every one by default): their view
    /// left the window, or the window closed.
    func cancel(where shouldCancel: (UIGestureRecognizer) -> Bool = { _ in true }) {
        let cancelled = hovering.filter(shouldCancel)
        hovering.removeAll(where: shouldCancel)
        for recognizer in cancelled { recognizer.arena?.withdraw(recognizer) }
    }

    /// Drops the recognizers withdrawn since they began (removed from their view, or disabled).
    private func forgetWithdrawn() {
        hovering.removeAll { $0.arena !== window.gestureArena }
    }

    /// Whether `recognizer` is still over the pointer: an earlier action may have cancelled its hover,
    /// removed it or disabled it.
    private func isStillOver(_ recognizer: UIHoverGestureRecognizer) -> Bool {
        hovering.contains { $0 === recognizer } && recognizer.isEnabled && recognizer.view?.window === window
    }

    /// The enabled hover recognizers of the view `hit` and of its ancestors.
    private func recognizers(from hit: UIView?) -> [UIHoverGestureRecognizer] {
        var found: [UIHoverGestureRecognizer] = []
        var view = hit
        while let current = view {
            found += current.recognizerList.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
            view = current.superviewRef
        }
        return found
    }
}
