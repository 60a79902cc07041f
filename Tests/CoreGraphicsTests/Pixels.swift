import Testing

/// Reads back a context and reports which pixels match a colour.
struct Pixels {
    let image: CGImage

    init(_ context: CGContext) throws {
        image = try #require(context.makeImage())
    }

    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [p.red, p.green, p.blue, p.alpha]
    }

    /// Pixels whose alpha is non-zero.
    var painted: [(x: Int, y: Int)] {
        var result: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y)!.alpha != 0 {
                result.append((x, y))
            }
        }
        return result
    }

    /// The bounding box of painted pixels, in pixels.
    var paintedBounds: CGRect {
        let points = painted
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

extension Pixels {
    /// Whether the pixel at (`x`, `y`) is within `tolerance` of `expected` in every channel.
    func rgba(_ x: Int, _ y: Int, isNear expected: [UInt8], tolerance: Int = 3) -> Bool {
        let actual = rgba(x, y)
        return actual.count == expected.count
            && zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }
}

/// Opaque and clear pixels as `Pixels.rgba` reports them.
let red: [UInt8] = [255, 0, 0, 255]
let green: [UInt8] = [0, 255, 0, 255]
let blue: [UInt8] = [0, 0, 255, 255]
let black: [UInt8] = [0, 0, 0, 255]
let clear: [UInt8] = [0, 0, 0, 0]
