extension CGContext {
    /// Creates a bitmap context `width × height` pixels in size (Core Graphics' bitmap-context initializer).
    ///
    /// User space is in pixels with Casement's y-down orientation (origin top-left, identity CTM).
    /// With `data == nil` the context owns cleared memory in its own layout (premultiplied
    /// host-endian ARGB32, whatever 8-bit layout `bitmapInfo` asks for); read it with `makeImage()`.
    /// With caller memory, which must stay valid while the context is used, only that native layout
    /// (`premultipliedFirst` with `byteOrder32Little` on little-endian hosts) is drawn into directly.
    /// Returns nil, with a diagnostic, for other layouts, other component sizes, or refused sizes.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard bitsPerComponent == 8 else {
            Diagnostics.report("CGContext: \(bitsPerComponent) bits per component is not supported (only 8)", .oncePerMessage)
            return nil
        }
        let backing: CairoSurface?
        if let data {
            let info = CGBitmapInfo(rawValue: bitmapInfo)
            let alpha = info.intersection(.alphaInfoMask).rawValue
            let order = info.intersection(.byteOrderMask)
            guard alpha == CGImageAlphaInfo.premultipliedFirst.rawValue, order == .byteOrder32Host else {
                Diagnostics.report("CGContext: caller-owned bitmap memory must be premultipliedFirst with byteOrder32Host (bitmapInfo \(bitmapInfo) is not)", .oncePerMessage)
                return nil
            }
            backing = CairoSurface(data: data, width: width, height: height, bytesPerRow: bytesPerRow == 0 ? width &* 4 : bytesPerRow)
        } else {
            backing = CairoSurface(width: width, height: height)
        }
        guard let backing else {
            Diagnostics.report("CGContext: a \(width)×\(height) bitmap (\(bytesPerRow) bytes per row) is refused", .oncePerMessage)
            return nil
        }
        self.init(backing: backing, scale: 1)
    }
}
