import CoreGraphics

/// Bitmaps larger than the textures allow, shown at a whole fraction of their resolution.
package enum TextureReduction {
    /// The smallest whole factor that brings both sides within `maximumSide`.
    package static func factor(width: Int, height: Int, maximumSide: Int) -> Int {
        let side = max(width, height, 1), limit = max(maximumSide, 1)
        return (side + limit - 1) / limit
    }

    /// `image` with each `factor`×`factor` block of pixels averaged into one (premultiplied, so the
    /// average is right for colour and alpha alike): tightly packed rows, and their size.
    package static func reduce(_ image: CGImage, by factor: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        let width = (image.width + factor - 1) / factor, height = (image.height + factor - 1) / factor
        var reduced = [UInt8](repeating: 0, count: width * height * 4)
        image.withUnsafeBytes { source in
            for row in 0..<height {
                let top = row * factor, bottom = min(top + factor, image.height)
                for column in 0..<width {
                    let left = column * factor, right = min(left + factor, image.width)
                    var sums = (0, 0, 0, 0)
                    for y in top..<bottom {
                        var index = y * image.bytesPerRow + left * 4
                        for _ in left..<right {
                            sums.0 += Int(source[index]); sums.1 += Int(source[index + 1])
                            sums.2 += Int(source[index + 2]); sums.3 += Int(source[index + 3])
                            index += 4
                        }
                    }
                    let count = (bottom - top) * (right - left), target = (row * width + column) * 4
                    reduced[target] = UInt8(sums.0 / count); reduced[target + 1] = UInt8(sums.1 / count)
                    reduced[target + 2] = UInt8(sums.2 / count); reduced[target + 3] = UInt8(sums.3 / count)
                }
            }
        }
        return (reduced, width, height)
    }
}
