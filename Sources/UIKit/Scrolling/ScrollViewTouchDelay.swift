import Foundation

/// The scroll view's touch watcher (UIKit's private delayed-touches-began recognizer, 
/// Scrolling rules 15–17): it holds a touch-down back from the content for 150 ms (`delaysContentTouches`)
/// so a drag that starts at once scrolls without the content ever seeing it; then asks
/// `touchesShouldBegin` and fails, releasing the touch to the content, or recognizes, swallowing
/// it. A touch that stops a deceleration is swallowed. It never prevents the scroll view's pan.
@MainActor
final class ScrollViewTouchDelay: UIGestureRecognizer {
    /// How long the content waits for its touch-down *(observed: about 150 ms)*.
    static let delay = 0.15

    private var scrollView: UIScrollView? { view as? UIScrollView }
    /// The event of the touch-down, for `touchesShouldBegin`.
    private var downEvent: UIEvent?

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, self.touches.count == touches.count, state == .possible else { return }
        let stopsMotion = scrollView.isDecelerating
        scrollView.touchWentDown(on: touches.first?.view)
        downEvent = event
        if stopsMotion {
            state = .ended
        } else if scrollView.delaysContentTouches && scrollView.isScrollEnabled {
            deadline = event.timestamp + Self.delay
        } else {
            decide()
        }
    }

    /// A touch that lifts before the delay still reaches the content (a quick tap).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { decide() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func deadlinePassed() { decide() }

    /// The content gets the touch-down if the scroll view agrees.
    private func decide() {
        guard let scrollView, let view = touches.first?.view else { return state = .failed }
        state = scrollView.touchesShouldBegin(Set(touches), with: downEvent, in: view) ? .failed : .ended
    }

    /// Whether the content has had the touch-down: then scrolling must cancel it.
    var releasedTouches: Bool { storedState == .failed }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func reset() {
        downEvent = nil
        scrollView?.tracking = false
    }
}
