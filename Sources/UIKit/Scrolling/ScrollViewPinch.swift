import Foundation

/// The scroll view's own pinch (UIKit's `UIScrollViewPinchGestureRecognizer`), attached while
/// zooming is possible. It and the scroll view's pan do not prevent each other: two fingers may
/// begin either, and while the pinch goes on it moves the content (about the fingers' centre) and
/// the pan leaves it alone.
@MainActor
final class ScrollViewPinch: UIPinchGestureRecognizer {
    /// Where the fingers' centre was when the second one went down, in the scroll view's bounds:
    /// the content under it is what the fingers hold.
    private(set) var downLocation: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if downLocation == nil, self.touches.count == 2 { downLocation = location(in: view) }
    }

    override func reset() {
        super.reset()
        downLocation = nil
    }

    private func isOwnPan(_ other: UIGestureRecognizer) -> Bool { other === (view as? UIScrollView)?.scrollPan }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOwnPan(preventedGestureRecognizer) && super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOwnPan(preventingGestureRecognizer) && super.canBePrevented(by: preventingGestureRecognizer)
    }
}
