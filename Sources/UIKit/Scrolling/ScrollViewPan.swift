import Foundation

/// The scroll view's own pan (UIKit's `UIScrollViewPanGestureRecognizer`): a pan that also notes
/// when the gesture's last input came, which is where the motion after it starts, and tells its
/// scroll view when the fingers have lifted (tracking ends).
@MainActor
final class ScrollViewPan: UIPanGestureRecognizer {
    /// Media time of the last input: a touch's move or lift, a wheel event, or the pause ending a scroll.
    private(set) var lastInputTime = 0.0

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastInputTime = event.timestamp
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastInputTime = event.timestamp
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastInputTime = event.timestamp
        super.touchesEnded(touches, with: event)
        if self.touches.isEmpty { scrollView?.tracking = false }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lastInputTime = event.timestamp
        super.touchesCancelled(touches, with: event)
        scrollView?.tracking = false
    }

    override func scroll(by delta: CGPoint, at location: CGPoint, timestamp: Double) {
        lastInputTime = timestamp
        let steps = (dx: Double(-delta.x / ScrollInput.pointsPerStep), dy: Double(delta.y / ScrollInput.pointsPerStep))
        isWheel = ScrollInput.type(dx: steps.dx, dy: steps.dy) == .discrete
        super.scroll(by: delta, at: location, timestamp: timestamp)
    }

    /// A scroll ends a pause after its last wheel event: the content moves on from then.
    override func deadlinePassed() {
        lastInputTime += ScrollInput.quietInterval
        super.deadlinePassed()
    }

    override func reset() {
        super.reset()
        scrollView?.tracking = false
    }

    /// Whether the last scroll event was a wheel's (whole steps), not a trackpad's (fractions).
    private(set) var isWheel = false
}
