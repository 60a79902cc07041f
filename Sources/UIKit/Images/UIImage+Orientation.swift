extension UIImage {
    /// How a stored bitmap is turned to show upright (the EXIF orientations).
    public enum Orientation: Int, Sendable {
        /// Shown as stored.
        case up
        /// Turned 180°.
        case down
        /// Turned 90° counterclockwise to show upright.
        case left
        /// Turned 90° clockwise to show upright.
        case right
        /// Flipped horizontally.
        case upMirrored
        /// Flipped vertically.
        case downMirrored
        /// Flipped across the top-left to bottom-right diagonal.
        case leftMirrored
        /// Flipped across the top-right to bottom-left diagonal.
        case rightMirrored

        /// Whether upright width and height are the stored height and width.
        var swapsAxes: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            case .up, .down, .upMirrored, .downMirrored: false
            }
        }

        /// The stored pixel shown at upright pixel (`x`, `y`) of a bitmap stored `width` × `height`.
        func storedPixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
            switch self {
            case .up: (x, y)
            case .down: (width - 1 - x, height - 1 - y)
            case .left: (width - 1 - y, x)
            case .right: (y, height - 1 - x)
            case .upMirrored: (width - 1 - x, y)
            case .downMirrored: (x, height - 1 - y)
            case .leftMirrored: (y, x)
            case .rightMirrored: (width - 1 - y, height - 1 - x)
            }
        }
    }

    /// The bitmap as it shows upright: `cgImage` itself for `.up`, else a turned copy.
    package var uprightCGImage: CGImage? {
        guard let cgImage, imageOrientation != .up else { return cgImage }
        let width = imageOrientation.swapsAxes ? cgImage.height : cgImage.width
        let height = imageOrientation.swapsAxes ? cgImage.width : cgImage.height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        cgImage.withUnsafeBytes { stored in
            let source = stored.bindMemory(to: UInt32.self)
            let sourceRow = cgImage.bytesPerRow / 4
            pixels.withUnsafeMutableBytes { upright in
                let destination = upright.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    for x in 0..<width {
                        let from = imageOrientation.storedPixel(x: x, y: y, width: cgImage.width, height: cgImage.height)
                        destination[y * width + x] = source[from.y * sourceRow + from.x]
                    }
                }
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: pixels)
    }
}
