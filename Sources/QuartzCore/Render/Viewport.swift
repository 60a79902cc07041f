import CoreGraphics

/// A window's size in points and in pixels.
package struct Viewport: Sendable, Equatable {
    package var pointSize: CGSize
    package var pixelWidth: Int
    package var pixelHeight: Int

    package init(pointSize: CGSize, pixelWidth: Int, pixelHeight: Int) {
        self.pointSize = pointSize
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The window pixel (top-left origin, y down) where the clip-space point (x, y, w) falls; w > 0.
    @inline(__always)
    package func pixel(x: Float, y: Float, w: Float) -> (x: Float, y: Float) {
        ((x / w + 1) / 2 * Float(pixelWidth), (1 - y / w) / 2 * Float(pixelHeight))
    }
}
