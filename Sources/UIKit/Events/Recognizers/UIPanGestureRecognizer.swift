import Foundation

/// Recognizes a drag: it begins once the centroid of its fingers has moved 10 pt on either axis
/// from where they went down, changes as they move, ends when the last one lifts, and fails if they
/// lift before it began (Input rule 20). With `allowedScrollTypesMask` it recognizes scrolling too
/// (`ScrollInput`): began at the first wheel event, changed at each further one, ended after a pause.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fingers needed before the pan can begin (1 by default).
    open var minimumNumberOfTouches = 1
    /// Fingers the pan follows (no limit by default); further ones are not part of it.
    open var maximumNumberOfTouches = Int.max
    /// The kinds of scrolling the pan recognizes too; none by default (Input rule 20).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far the centroid moves on one axis before the pan begins *(observed)*.
    static let beginDistance: CGFloat = 10

    /// Whether the gesture is a scroll, not fingers.
    private(set) var isScrolling = false
    /// How far the gesture has gone since it started, in the window: the fingers' motion (not the
    /// centroid's jump when a finger is added or lifts) or the scrolled distance. Velocity follows it.
    private var path = CGPoint.zero
    /// Where on `path` the translation is zero: the start, or where `setTranslation` put it.
    private var anchor = CGPoint.zero
    /// Where the centroid would be with `path` zero: the touch-down centroid, moved by each jump of
    /// the centroid when a finger is added or lifts, so a one-finger path is exact, not a running sum.
    private var origin = CGPoint.zero
    /// The centroid of the fingers, or the pointer while scrolling, in the window, as last seen.
    private var centroid = CGPoint.zero
    private var velocityHistory = GestureVelocity<CGPoint>()

    /// How far the gesture has moved since touch-down (or since `setTranslation`), in `view`'s
    /// coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        Self.vector(CGPoint(x: path.x - anchor.x, y: path.y - anchor.y), from: nil, to: view)
    }

    /// Makes the translation `translation` (in `view`'s coordinates) from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = Self.vector(translation, from: view, to: nil)
        anchor = CGPoint(x: path.x - inWindow.x, y: path.y - inWindow.y)
    }

    /// How fast the gesture moves, in points per second of `view`'s coordinates, over its last
    /// tenth of a second (`GestureVelocity`).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let change = velocityHistory.change else { return .zero }
        let perSecond = CGPoint(x: (change.to.x - change.from.x) / change.seconds, y: (change.to.y - change.from.y) / change.seconds)
        return Self.vector(perSecond, from: nil, to: view)
    }

    /// The centroid of the pan's fingers — the pointer while scrolling, where the fingers lifted
    /// once they have — in `view` (the window when nil).
    open override func location(in view: UIView?) -> CGPoint {
        view?.convert(centroid, from: nil) ?? centroid
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fingers beyond the maximum, and any while scrolling, are not the pan's: their views get them.
        let extra = isScrolling ? Array(touches) : Array(self.touches.dropFirst(max(0, maximumNumberOfTouches)))
        for touch in extra { ignore(touch, for: event) }
        guard !self.touches.isEmpty, !isScrolling, touches.contains(where: self.touches.contains) else { return }
        rebase()
        velocityHistory.add(path, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(event)
        let count = self.touches.count
        let enough = count >= minimumNumberOfTouches && count <= maximumNumberOfTouches
        if state == .possible {
            // Motion with too few fingers down does not count towards beginning.
            if !enough { anchor = path }
            let moved = translation(in: nil)
            if enough && max(abs(moved.x), abs(moved.y)) >= Self.beginDistance { state = .began }
        } else {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(event)
        self.touches.removeAll(where: touches.contains)
        if self.touches.isEmpty {
            state = state == .possible ? .failed : .ended
        } else {
            rebase()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    /// The scroll paused: it is over.
    override func deadlinePassed() { state = state == .possible ? .failed : .ended }

    open override func reset() {
        isScrolling = false
        path = .zero
        anchor = .zero
        origin = .zero
        centroid = .zero
        velocityHistory.removeAll()
    }

    /// A scroll moved the content by `delta` (points, in the window) with the pointer at `location`
    /// (the window's): the pan begins at the first, changes at each further one, and ends when none
    /// came for `ScrollInput.quietInterval`.
    func scroll(by delta: CGPoint, at location: CGPoint, timestamp: Double) {
        isScrolling = true
        centroid = location
        path = CGPoint(x: path.x + delta.x, y: path.y + delta.y)
        velocityHistory.add(path, at: timestamp)
        state = state == .possible ? .began : .changed
        // Set after the state: beginning clears a recognizer's deadline.
        deadline = timestamp + ScrollInput.quietInterval
    }

    /// The fingers moved: the path follows their centroid, lifted fingers at where they lifted.
    private func follow(_ event: UIEvent) {
        centroid = fingerCentroid
        path = CGPoint(x: centroid.x - origin.x, y: centroid.y - origin.y)
        velocityHistory.add(path, at: event.timestamp)
    }

    /// A finger went down or lifted: the centroid jumps, the path stays where it is.
    private func rebase() {
        centroid = fingerCentroid
        origin = CGPoint(x: centroid.x - path.x, y: centroid.y - path.y)
    }

    /// The centroid of the pan's fingers now, in the window.
    private var fingerCentroid: CGPoint { super.location(in: nil) }

    /// `vector` (a distance, not a point) from `source`'s coordinates to `target`'s (nil: the window).
    private static func vector(_ vector: CGPoint, from source: UIView?, to target: UIView?) -> CGPoint {
        func convert(_ point: CGPoint) -> CGPoint {
            if let target { return target.convert(point, from: source) }
            return source?.convert(point, to: nil) ?? point
        }
        let origin = convert(.zero)
        let end = convert(vector)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}
