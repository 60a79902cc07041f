import CoreGraphics

/// A drag under way on a scroll view.
struct ScrollDrag {
    /// Where the content would be without the rubber band when the drag began (its offset then,
    /// unless it was past an edge) — plus, after a wheel hit an edge, what the wheel lost there.
    var start: CGPoint
    /// The offset when the drag began: paging moves at most one page from it.
    let startOffset: CGPoint
    /// The pan's translation when the drag began: a finger's first 10 pt only start the drag.
    var startTranslation: CGPoint
    /// The axes the drag moves: those that scroll, narrowed by the directional lock.
    let axes: (horizontal: Bool, vertical: Bool)
    /// Whether a pinch moved the content since the drag last followed the pan: it carries on from there.
    var followsZoom = false
}
