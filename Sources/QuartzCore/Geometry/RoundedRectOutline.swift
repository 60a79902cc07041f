import CoreGraphics
import Foundation

/// Recognises a path that outlines a rectangle, a rounded rectangle or a circle (the usual
/// `shadowPath`s), so the compositor can draw its shadow analytically instead of blurring offscreen.
package enum RoundedRectOutline {
    /// The rectangle and corner radius `path` outlines (every vertex and edge on the outline, once
    /// around), within `tolerance` points; nil for any other shape.
    package static func match(_ path: CGPath, tolerance: CGFloat = 0.25) -> (rect: CGRect, radius: CGFloat)? {
        let box = path.boundingBoxOfPath
        guard !box.isNull, box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
        // The vertex nearest a corner of the box sits r(√2 − 1) from it on a rounded rectangle of radius r.
        var nearest = CGFloat.infinity
        path.forEachFlattenedEdge { a, _ in
            let dx = min(abs(a.x - box.minX), abs(a.x - box.maxX)), dy = min(abs(a.y - box.minY), abs(a.y - box.maxY))
            nearest = min(nearest, hypot(dx, dy))
        }
        let radius = min(nearest / (2.0.squareRoot() - 1), min(box.width, box.height) / 2)
        let half = CGSize(width: box.width / 2, height: box.height / 2)
        let center = CGPoint(x: box.midX, y: box.midY)
        /// Distance from `p` to the outline (negative inside).
        func distance(_ p: CGPoint) -> CGFloat {
            let qx = abs(p.x - center.x) - half.width + radius, qy = abs(p.y - center.y) - half.height + radius
            return min(max(qx, qy), 0) + hypot(max(qx, 0), max(qy, 0)) - radius
        }
        var onOutline = true
        var twiceArea: CGFloat = 0
        path.forEachFlattenedEdge { a, b in
            let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            if abs(distance(a)) > tolerance || abs(distance(middle)) > tolerance { onOutline = false }
            twiceArea += a.x * b.y - b.x * a.y
        }
        // Vertices and edges on the outline and the area it encloses: the outline, once around.
        let area = box.width * box.height - (4 - .pi) * radius * radius
        guard onOutline, abs(abs(twiceArea) / 2 - area) <= tolerance * (box.width + box.height) * 2 else { return nil }
        return (box, radius < tolerance ? 0 : radius)
    }
}
