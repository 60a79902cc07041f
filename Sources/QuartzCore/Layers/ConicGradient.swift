import CoreGraphics
import Foundation

/// Conic gradients, which cairo does not draw: computed per pixel into a bitmap that is then drawn
/// like any image (so the context's clip, transform and alpha still apply).
enum ConicGradient {
    /// Paints `gradient` clockwise around `center`, starting towards `startDirection`, over `rect` (user space).
    static func paint(_ gradient: CGGradient, center: CGPoint, startDirection: CGPoint, over rect: CGRect, in ctx: CGContext) {
        let area = rect.intersection(ctx.boundingBoxOfClipPath)
        let scale = ctx.scale
        let width = Int((area.width * scale).rounded(.up)), height = Int((area.height * scale).rounded(.up))
        guard !area.isNull, width > 0, height > 0,
              let byteCount = CGImage.validatedByteCount(width: width, height: height, bytesPerRow: width * 4) else { return }
        let startAngle = atan2(Double(startDirection.y), Double(startDirection.x))
        var pixels = [UInt8](repeating: 0, count: byteCount)
        pixels.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for row in 0..<height {
                let y = Double(area.minY) + (Double(row) + 0.5) / Double(scale) - Double(center.y)
                for column in 0..<width {
                    let x = Double(area.minX) + (Double(column) + 0.5) / Double(scale) - Double(center.x)
                    var turn = (atan2(y, x) - startAngle) / (2 * .pi)
                    turn -= turn.rounded(.down)
                    words[row * width + column] = premultipliedWord(color(of: gradient, at: turn))
                }
            }
        }
        guard let image = CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: pixels) else { return }
        ctx.draw(image, in: CGRect(x: area.minX, y: area.minY, width: CGFloat(width) / scale, height: CGFloat(height) / scale))
    }

    /// The gradient's colour at `t` (0…1): its stops interpolated, the end colours held beyond them.
    static func color(of gradient: CGGradient, at t: Double) -> CGColorRGBA {
        let stops = gradient.stops
        guard let first = stops.first, let last = stops.last else { return CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        guard t > first.location else { return first.color }
        guard t < last.location else { return last.color }
        let upper = stops.firstIndex { $0.location > t }!
        let a = stops[upper - 1], b = stops[upper]
        let f = (t - a.location) / (b.location - a.location)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return CGColorRGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                           blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// `color` as one premultiplied host-endian ARGB32 pixel.
    private static func premultipliedWord(_ color: CGColorRGBA) -> UInt32 {
        let alpha = min(max(color.alpha, 0), 1)
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * alpha * 255).rounded()) }
        return UInt32((alpha * 255).rounded()) << 24 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
    }
}
