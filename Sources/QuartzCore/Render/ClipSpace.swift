import CoreGraphics

/// Where a layer's rectangle lands in a window, from its layer-to-clip-space matrix: the pure math
/// the frame builder uses to choose scissors, cull back faces and size shadows.
package enum ClipSpace {
    /// The window pixels covering `rect` (layer space) under `matrix` (see `PixelBounds.pixelRect`
    /// for `exact`), or nil when part of it lies behind the viewer.
    package static func pixelRect(of rect: CGRect, through m: CATransform3D, viewport: Viewport, exact: Bool = false) -> PixelRect? {
        var bounds = PixelBounds(), behind = false
        func add(_ x: CGFloat, _ y: CGFloat) {
            let w = x * m.m14 + y * m.m24 + m.m44
            if w <= 0 { behind = true }
            bounds.add(x: Float(x * m.m11 + y * m.m21 + m.m41), y: Float(x * m.m12 + y * m.m22 + m.m42), w: Float(w), viewport: viewport)
        }
        add(rect.minX, rect.minY); add(rect.maxX, rect.minY); add(rect.minX, rect.maxY); add(rect.maxX, rect.maxY)
        if behind { return nil }
        return bounds.pixelRect(in: viewport, exact: exact)
    }

    /// Whether `rect` (layer space) shows its back under `matrix`: its corners wind the other way on
    /// screen. Computed on homogeneous coordinates, so it holds under perspective without dividing.
    package static func facesAway(_ rect: CGRect, through m: CATransform3D) -> Bool {
        func clip(_ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
            (x * m.m11 + y * m.m21 + m.m41, x * m.m12 + y * m.m22 + m.m42, x * m.m14 + y * m.m24 + m.m44)
        }
        let (x0, y0, w0) = clip(rect.minX, rect.minY)
        let (x1, y1, w1) = clip(rect.maxX, rect.minY)
        let (x2, y2, w2) = clip(rect.minX, rect.maxY)
        let determinant = x0 * (y1 * w2 - w1 * y2) - y0 * (x1 * w2 - w1 * x2) + w0 * (x1 * y2 - y1 * x2)
        // Clip space has y up, layer space y down: a layer facing the viewer has a negative determinant.
        return determinant > 0
    }

    /// Near `point` (layer space) under `matrix`: window pixels per layer point (the mean of the two
    /// axes' stretch) and the displacement, in window pixels, of `offset`. Nil behind the viewer.
    package static func pixelMetrics(at point: CGPoint, offset: CGSize, through m: CATransform3D,
                                     viewport: Viewport) -> (scale: CGFloat, dx: CGFloat, dy: CGFloat)? {
        func pixel(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            let w = x * m.m14 + y * m.m24 + m.m44
            guard w > 0 else { return nil }
            return CGPoint(x: ((x * m.m11 + y * m.m21 + m.m41) / w + 1) / 2 * CGFloat(viewport.pixelWidth),
                           y: (1 - (x * m.m12 + y * m.m22 + m.m42) / w) / 2 * CGFloat(viewport.pixelHeight))
        }
        guard let origin = pixel(point.x, point.y), let right = pixel(point.x + 1, point.y),
              let down = pixel(point.x, point.y + 1),
              let moved = pixel(point.x + offset.width, point.y + offset.height) else { return nil }
        let scale = (hypot(right.x - origin.x, right.y - origin.y) + hypot(down.x - origin.x, down.y - origin.y)) / 2
        return (scale, moved.x - origin.x, moved.y - origin.y)
    }
}
