import Foundation
@testable import UIKit

/// Draws `body` into a transparent `size`-point image at scale 1.
@MainActor
func renderText(size: CGSize = CGSize(width: 240, height: 120), _ body: (CGContext) -> Void) -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { body($0.cgContext) }.cgImage!
}

extension CGImage {
    /// The bounding box of pixels with noticeable ink (alpha above `threshold`) inside `area`
    /// (the whole image by default), or nil when there are none.
    func inkBounds(in area: CGRect? = nil, threshold: UInt8 = 60) -> CGRect? {
        let region = (area ?? CGRect(x: 0, y: 0, width: width, height: height)).intersection(CGRect(x: 0, y: 0, width: width, height: height))
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in Int(region.minY)..<Int(region.maxY) {
            for x in Int(region.minX)..<Int(region.maxX) where pixel(x: x, y: y)!.alpha > threshold {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The number of pixels with noticeable ink.
    var inkCount: Int {
        var count = 0
        for y in 0..<height { for x in 0..<width where pixel(x: x, y: y)!.alpha > 60 { count += 1 } }
        return count
    }
}
