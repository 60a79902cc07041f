/// The window pixels covered by clip-space points, as they are added (unbounded once a point lies
/// behind the viewer, where w ≤ 0).
package struct PixelBounds {
    private var minX = Float.infinity, minY = Float.infinity
    private var maxX = -Float.infinity, maxY = -Float.infinity
    private var unbounded = false

    package init() {}

    package mutating func add(x: Float, y: Float, w: Float, viewport: Viewport) {
        guard w > 0 else { unbounded = true; return }
        let (px, py) = viewport.pixel(x: x, y: y, w: w)
        minX = min(minX, px); maxX = max(maxX, px)
        minY = min(minY, py); maxY = max(maxY, py)
    }

    package mutating func intersect(_ rect: PixelRect) {
        if unbounded {
            unbounded = false
            minX = Float(rect.x); minY = Float(rect.y)
            maxX = Float(rect.x + rect.width); maxY = Float(rect.y + rect.height)
            return
        }
        minX = max(minX, Float(rect.x)); minY = max(minY, Float(rect.y))
        maxX = min(maxX, Float(rect.x + rect.width)); maxY = min(maxY, Float(rect.y + rect.height))
    }

    package mutating func formUnion(_ other: PixelBounds) {
        unbounded = unbounded || other.unbounded
        minX = min(minX, other.minX); minY = min(minY, other.minY)
        maxX = max(maxX, other.maxX); maxY = max(maxY, other.maxY)
    }

    /// Whole pixels covering the points, cut to the window: with `exact`, edges rounded to the
    /// nearest pixel boundary (an axis-aligned clip, as the pixels' centres fall); otherwise rounded
    /// outwards with one pixel of margin for smoothed edges.
    package func pixelRect(in viewport: Viewport, exact: Bool = false) -> PixelRect {
        let window = PixelRect(x: 0, y: 0, width: viewport.pixelWidth, height: viewport.pixelHeight)
        if unbounded { return window }
        guard minX <= maxX, minY <= maxY else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = exact ? PixelRect.pixels(Double(minX)) : PixelRect.pixels(Double(minX), .down) - 1
        let y0 = exact ? PixelRect.pixels(Double(minY)) : PixelRect.pixels(Double(minY), .down) - 1
        let x1 = exact ? PixelRect.pixels(Double(maxX)) : PixelRect.pixels(Double(maxX), .up) + 1
        let y1 = exact ? PixelRect.pixels(Double(maxY)) : PixelRect.pixels(Double(maxY), .up) + 1
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(window)
    }
}
