import Foundation

/// A pan that starts at an edge: the touch must go down within `edgeWidth` of one of `edges`, and
/// the pan begins only if it first moves away from that edge. On a desktop the edges are those of
/// the recognizer's view (the window's when the view fills it, as a root controller's does), so a
/// navigation controller hosted in part of a window still pops from its own left edge.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from (none by default: set it).
    open var edges: UIRectEdge = []

    /// How close to the edge the touch must go down, in points (Navigation rule 21: unmeasured
    /// on iOS, Casement's choice).
    static let edgeWidth: CGFloat = 20

    /// The edge the touch went down at, and where (in the window).
    private var startEdge: UIRectEdge = []
    private var start = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, startEdge.isEmpty {
            guard let touch = touches.first, let window = touch.window,
                  let edge = edge(near: touch.location(in: window), in: view.map { $0.convert($0.bounds, to: nil) } ?? window.bounds) else {
                state = .failed
                return
            }
            startEdge = edge
            start = touch.location(in: window)
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        // About to begin: only if the motion so far leads away from the edge more than along it.
        if state == .possible, let touch = touches.first, let window = touch.window {
            let point = touch.location(in: window)
            let moved = CGPoint(x: point.x - start.x, y: point.y - start.y)
            let away: CGFloat = switch startEdge {
            case .left: moved.x
            case .right: -moved.x
            case .top: moved.y
            default: -moved.y
            }
            let along = startEdge == .left || startEdge == .right ? abs(moved.y) : abs(moved.x)
            if max(abs(moved.x), abs(moved.y)) >= Self.beginDistance, away <= along {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = []
        start = .zero
    }

    /// The one of `edges` that `point` is within `edgeWidth` of in `bounds`.
    private func edge(near point: CGPoint, in bounds: CGRect) -> UIRectEdge? {
        let width = Self.edgeWidth
        let candidates: [(UIRectEdge, Bool)] = [
            (.left, point.x - bounds.minX < width), (.right, bounds.maxX - point.x < width),
            (.top, point.y - bounds.minY < width), (.bottom, bounds.maxY - point.y < width),
        ]
        return candidates.first { edges.contains($0.0) && $0.1 }?.0
    }
}
