import Foundation

/// The scroll view's own pinch (UIKit's `UIScrollViewPinchGestureRecognizer`), attached while
/// zooming is possible. It and the scroll view's pan do not prevent each other: two fingers may
/// begin either, and while the pinch goes on it moves the content (about the fingers' centre) and
/// the pan leaves it alone.
@MainActor
final class ScrollViewPinch: UIPinchGestureRecognizer {
    private func isOwnPan(_ other: UIGestureRecognizer) -> Bool { other === (view as? UIScrollView)?.scrollPan }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOwnPan(preventedGestureRecognizer) && super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOwnPan(preventingGestureRecognizer) && super.canBePrevented(by: preventingGestureRecognizer)
    }
}
