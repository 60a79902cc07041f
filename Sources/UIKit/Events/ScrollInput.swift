import Foundation

/// Scrolling — a mouse wheel, a trackpad — as UIKit gives it: a gesture of the pan recognizers that
/// allow its kind in `allowedScrollTypesMask` (Input rule 20), on the view under the pointer and its
/// ancestors. It goes through the window's arena as touches do, so actions, the delegate and
/// conflicts behave the same (the innermost pan begins and prevents the others). Once a scroll has
/// begun, the window's wheel events go to its pans until it pauses, wherever the pointer goes.
enum ScrollInput {
    /// Points the content moves per wheel step: about three lines of text, what desktop toolkits
    /// scroll per notch of a mouse wheel, so a turn of a few notches moves a screenful.
    static let pointsPerStep: CGFloat = 50
    /// The pause that ends a scroll gesture: longer than the gap between the notches of a wheel
    /// turned steadily (tens of milliseconds), short enough that the end — where a scroll view
    /// starts to decelerate — follows the last notch without a noticeable wait.
    static let quietInterval = 0.15

    /// The kind of a wheel event: a mouse wheel moves in whole steps; fractions are a trackpad's.
    static func type(dx: Double, dy: Double) -> UIScrollTypeMask {
        dx == dx.rounded() && dy == dy.rounded() ? .discrete : .continuous
    }

    /// The steps a wheel event scrolls: with Shift, a wheel that turns only vertically scrolls
    /// horizontally, as desktop toolkits do (down scrolls right).
    static func steps(dx: Double, dy: Double, modifiers: KeyModifiers) -> (dx: Double, dy: Double) {
        modifiers.contains(.shift) && dx == 0 ? (-dy, 0) : (dx, dy)
    }

    /// The pan translation of a wheel event (SDL's steps, dx positive to the right, dy away from the
    /// user): the content moves as if dragged — down for a wheel pushed away, left for a scroll right.
    static func translation(dx: Double, dy: Double) -> CGPoint {
        CGPoint(x: -dx * pointsPerStep, y: dy * pointsPerStep)
    }
}

extension UIApplication {
    /// A wheel event (SDL's steps, at a point from the window's top left corner): given to the
    /// window's pans; with `zooming` (Ctrl held), it zooms the nearest zoomable scroll view under the
    /// pointer instead, if there is one. One for a window that is not open, or that is not a number,
    /// is reported and ignored.
    func scroll(in id: PlatformWindowID, dx: Double, dy: Double, at location: CGPoint, zooming: Bool, timestamp: Double) {
        guard let window = openWindows[id] else {
            Diagnostics.report("the wheel scrolled in window \(id.rawValue), which is not open; ignored", .oncePerMessage)
            return
        }
        guard dx.isFinite, dy.isFinite, location.x.isFinite, location.y.isFinite else {
            Diagnostics.report("the wheel scrolled by (\(dx), \(dy)) at (\(location.x), \(location.y)), which is not a number; ignored", .oncePerMessage)
            return
        }
        guard dx != 0 || dy != 0 else { return }
        let point = CGPoint(x: location.x + window.bounds.minX, y: location.y + window.bounds.minY)
        let view = window.hitTest(point, with: nil)
        // The keys scroll what the wheel last went to.
        if let scrollView = view?.innermostScrollView { window.keyboardScrollView = scrollView }
        let scrollViews = view.map { sequence(first: $0, next: \.superviewRef).compactMap { $0 as? UIScrollView } } ?? []
        if zooming, let zoomable = scrollViews.first(where: { $0.zoomingView != nil }) {
            zoomable.wheelZoom(steps: dy, at: window.convert(point, to: zoomable))
            return
        }
        window.gestureArena.scroll(by: ScrollInput.translation(dx: dx, dy: dy), type: ScrollInput.type(dx: dx, dy: dy),
                                   over: view, at: point, timestamp: timestamp)
    }
}

extension GestureArena {
    /// Gives a scroll to the pans of the window already scrolling, else to the idle pans of `view`
    /// and its ancestors that allow `type`; then settles the arena as after a touch delivery.
    func scroll(by translation: CGPoint, type: UIScrollTypeMask, over view: UIView?, at location: CGPoint, timestamp: Double) {
        // Deadlines before this moment pass first: a scroll that paused ends before a new one begins.
        expire(at: timestamp)
        var pans = active.compactMap { $0 as? UIPanGestureRecognizer }.filter(\.isScrolling)
        if pans.isEmpty {
            let chain = view.map { sequence(first: $0, next: \.superviewRef).flatMap(\.recognizerList) } ?? []
            pans = chain.compactMap { $0 as? UIPanGestureRecognizer }
                .filter { $0.arena == nil && $0.allowedScrollTypesMask.contains(type) && isReceiving($0) }
            pans.forEach(admit)
        }
        for pan in pans where isReceiving(pan) {
            pan.scroll(by: translation, at: location, timestamp: timestamp)
        }
        settle()
    }
}
