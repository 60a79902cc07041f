/// A Gaussian blur of an 8-bit plane, approximated by three box blurs (for CGContext shadows).
///
/// Three successive box blurs of well-chosen widths are within a few percent of a true Gaussian
/// and cost the same per pixel whatever the radius.
package enum GaussianBlur {
    /// The radii of the three box blurs approximating a Gaussian of standard deviation `sigma`
    /// (pixels); all zero for no blur.
    package static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0.3 else { return [0, 0, 0] }
        let passes = 3.0
        var lower = Int((12 * sigma * sigma / passes + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        let lowerCount = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < lowerCount ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// How far the blur spreads a pixel, in pixels (the sum of the box radii).
    package static func reach(sigma: Double) -> Int {
        boxRadii(sigma: sigma).reduce(0, +)
    }

    /// Blurs `plane` (`height` rows of `width` bytes, `bytesPerRow` apart) in place; pixels outside
    /// the plane count as zero.
    package static func blur(_ plane: UnsafeMutableRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, sigma: Double) {
        guard width > 0, height > 0, bytesPerRow >= width, plane.count >= bytesPerRow * height,
              let base = plane.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var line = [UInt8](repeating: 0, count: Swift.max(width, height))
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            for row in 0..<height {
                boxBlurLine(base + row * bytesPerRow, count: width, step: 1, radius: radius, scratch: &line)
            }
            for column in 0..<width {
                boxBlurLine(base + column, count: height, step: bytesPerRow, radius: radius, scratch: &line)
            }
        }
    }

    /// Replaces each of `count` values (`step` apart) by the mean of the `2 × radius + 1` values
    /// around it, with a running sum.
    private static func boxBlurLine(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt8]) {
        for i in 0..<count { scratch[i] = start[i * step] }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<Swift.min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(scratch[entering]) }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            start[i * step] = UInt8((sum + window / 2) / window)
        }
    }
}
