/// A rectangle of whole pixels, top-left origin.
package struct PixelRect: Equatable, Sendable {
    package var x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    package var isEmpty: Bool { width <= 0 || height <= 0 }

    package func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    package func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle grown by `margin` on every side.
    package func insetBy(_ margin: Int) -> PixelRect { insetBy(dx: margin, dy: margin) }

    /// The rectangle grown by `dx` left and right and `dy` above and below.
    package func insetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    package func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }

    /// `value` rounded by `rule` to whole pixels, clamped to ±2³⁰ (NaN to 0): far beyond any surface,
    /// yet sums of two stay within GL's 32-bit integers, so a layer placed absurdly far away (x = 1e30)
    /// or a product that overflowed cannot trap a conversion. Every pixel count the compositor derives
    /// from geometry goes through it.
    package static func pixels(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        let rounded = value.rounded(rule)
        return rounded.isNaN ? 0 : Int(max(-pixelLimit, min(pixelLimit, rounded)))
    }

    private static let pixelLimit = Double(1 << 30)
}
