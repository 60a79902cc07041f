extension UIImage {
    /// The image as PNG file data, upright; nil for an empty image.
    public func pngData() -> Data? {
        guard let bitmap = uprightCGImage else { return nil }
        return PlatformChoice.launch.imageCodec.encodePNG(rgba: bitmap.unpremultipliedRGBA(), width: bitmap.width, height: bitmap.height)
    }

    /// The image as JPEG file data, upright, at `compressionQuality` from 0 (smallest) to 1 (best);
    /// transparent pixels become black. Nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let bitmap = uprightCGImage else { return nil }
        let quality = compressionQuality.isNaN ? 100 : Int((max(0, min(1, compressionQuality)) * 100).rounded())
        return PlatformChoice.launch.imageCodec.encodeJPEG(rgba: bitmap.unpremultipliedRGBA(), width: bitmap.width, height: bitmap.height,
                                        quality: quality)
    }
}

extension CGImage {
    /// The pixels as tightly packed, unpremultiplied R, G, B, A bytes (what encoders take).
    func unpremultipliedRGBA() -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width {
                    guard let p = pixel(x: x, y: y), p.alpha > 0 else { continue }
                    let alpha = UInt32(p.alpha)
                    @inline(__always) func unpremultiply(_ value: UInt8) -> UInt8 {
                        UInt8(min(255, (UInt32(value) * 255 + alpha / 2) / alpha))
                    }
                    let i = (y * width + x) * 4
                    out[i] = unpremultiply(p.red)
                    out[i + 1] = unpremultiply(p.green)
                    out[i + 2] = unpremultiply(p.blue)
                    out[i + 3] = p.alpha
                }
            }
        }
        return rgba
    }
}
