/// A bitmap image: 8-bit, premultiplied, in cairo's native ARGB32 layout.
///
/// Each pixel is a host-endian 32-bit word `0xAARRGGBB`, so on little-endian machines the bytes
/// in memory are B, G, R, A. Immutable after creation and therefore `Sendable`.
public final class CGImage: Sendable {
    /// The largest pixel buffer an image may hold (1 GiB).
    package static let maximumByteCount = 1 << 30

    /// The width of the image, in pixels.
    public let width: Int
    /// The height of the image, in pixels.
    public let height: Int
    /// The number of bytes in one row of pixels (at least `4 × width`).
    public let bytesPerRow: Int
    private let pixels: [UInt8]

    /// The number of bits per colour component (always 8).
    public var bitsPerComponent: Int { 8 }
    /// The number of bits per pixel (always 32).
    public var bitsPerPixel: Int { 32 }
    /// How alpha is stored: premultiplied, in the most significant byte of each host-endian word.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// The bitmap layout: premultiplied-first alpha, host 32-bit byte order.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Host)
    }
    /// The colour space of the image (sRGB).
    public var colorSpace: CGColorSpace? { .sharedSRGB }
    /// Whether the image is a mask (never, here).
    public var isMask: Bool { false }
    /// Whether interpolation is used when the image is scaled (always true).
    public var shouldInterpolate: Bool { true }

    /// Creates an image from premultiplied host-endian ARGB32 pixels (`bytesPerRow × height` bytes).
    ///
    /// Returns nil for non-positive sizes, rows narrower than `4 × width` or not a multiple of 4,
    /// a byte count other than `bytesPerRow × height`, or more than 1 GiB of pixels.
    package init?(width: Int, height: Int, bytesPerRow: Int, premultipliedBGRA: [UInt8]) {
        guard let byteCount = Self.validatedByteCount(width: width, height: height, bytesPerRow: bytesPerRow),
              premultipliedBGRA.count == byteCount else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = premultipliedBGRA
    }

    /// Returns `bytesPerRow × height` if the geometry is acceptable, nil otherwise.
    package static func validatedByteCount(width: Int, height: Int, bytesPerRow: Int) -> Int? {
        guard width > 0, height > 0, bytesPerRow > 0, bytesPerRow % 4 == 0 else { return nil }
        let (minimumRow, rowOverflow) = width.multipliedReportingOverflow(by: 4)
        guard !rowOverflow, bytesPerRow >= minimumRow else { return nil }
        let (total, overflow) = bytesPerRow.multipliedReportingOverflow(by: height)
        guard !overflow, total <= maximumByteCount else { return nil }
        return total
    }

    /// Creates an image from tightly packed, unpremultiplied R, G, B, A bytes (as image decoders produce).
    ///
    /// Returns nil if `bytes.count != width × height × 4` or the size is refused.
    package static func fromUnpremultipliedRGBA(width: Int, height: Int, bytes: [UInt8]) -> CGImage? {
        guard width > 0, height > 0,
              let byteCount = validatedByteCount(width: width, height: height, bytesPerRow: width &* 4),
              bytes.count == byteCount else { return nil }
        var converted = [UInt8](repeating: 0, count: byteCount)
        converted.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                var i = 0
                while i < byteCount {
                    let alpha = UInt32(input[i + 3])
                    @inline(__always) func premultiply(_ value: UInt8) -> UInt8 {
                        if alpha == 255 { return value }
                        return UInt8((UInt32(value) * alpha + 127) / 255)
                    }
                    let r = premultiply(input[i]), g = premultiply(input[i + 1]), b = premultiply(input[i + 2])
                    #if _endian(little)
                    out[i] = b; out[i + 1] = g; out[i + 2] = r; out[i + 3] = UInt8(alpha)
                    #else
                    out[i] = UInt8(alpha); out[i + 1] = r; out[i + 2] = g; out[i + 3] = b
                    #endif
                    i += 4
                }
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: converted)
    }

    /// Calls `body` with the raw pixel bytes (`bytesPerRow × height`, premultiplied host-endian ARGB32).
    package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes(body)
    }

    /// Returns the premultiplied pixel at (`x`, `y`) as (red, green, blue, alpha), or nil outside the image.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = y * bytesPerRow + x * 4
        #if _endian(little)
        return (pixels[i + 2], pixels[i + 1], pixels[i], pixels[i + 3])
        #else
        return (pixels[i + 1], pixels[i + 2], pixels[i + 3], pixels[i])
        #endif
    }

    /// Returns the pixels inside `rect` (in pixel coordinates, origin top-left, rounded outwards and
    /// clamped to the image), or nil if that area is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let r = rect.standardized
        let minX = Swift.max(0, Int(Swift.max(Swift.min(r.minX.rounded(.down), CGFloat(width)), 0)))
        let minY = Swift.max(0, Int(Swift.max(Swift.min(r.minY.rounded(.down), CGFloat(height)), 0)))
        let maxX = Swift.min(width, Int(Swift.max(Swift.min(r.maxX.rounded(.up), CGFloat(width)), 0)))
        let maxY = Swift.min(height, Int(Swift.max(Swift.min(r.maxY.rounded(.up), CGFloat(height)), 0)))
        guard maxX > minX, maxY > minY else { return nil }
        if minX == 0, minY == 0, maxX == width, maxY == height { return self }
        let newWidth = maxX - minX, newHeight = maxY - minY
        let rowBytes = newWidth * 4
        var out = [UInt8](repeating: 0, count: rowBytes * newHeight)
        out.withUnsafeMutableBytes { destination in
            pixels.withUnsafeBytes { source in
                for row in 0..<newHeight {
                    let from = (minY + row) * bytesPerRow + minX * 4
                    destination.baseAddress!.advanced(by: row * rowBytes)
                        .copyMemory(from: source.baseAddress!.advanced(by: from), byteCount: rowBytes)
                }
            }
        }
        return CGImage(width: newWidth, height: newHeight, bytesPerRow: rowBytes, premultipliedBGRA: out)
    }
}
