import CoreGraphics

extension UIImage {
    /// How a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle. Casement stretches it instead: the compositor shows images through
        /// `contentsCenter`, which stretches, and a tiled middle would need a bitmap drawn per size.
        case tile
        /// Stretches the middle.
        case stretch
    }

    /// This image, resizable: the `capInsets` edges keep their size and the middle stretches when
    /// an image view shows it larger or smaller than it is (under a scaling content mode).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        guard let cgImage else { return self }
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets, resizingMode: resizingMode,
                       renderingMode: renderingMode, symbol: symbol)
    }

    /// This image, resizable with `capInsets` and the default (tiling) mode, shown stretched.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The stretchable middle in unit coordinates of the upright image: the layer's `contentsCenter`
    /// (the unit rectangle, all of it, when the image has no caps).
    package var stretchableCenter: CGRect {
        let size = self.size
        guard capInsets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let left = min(max(0, capInsets.left), size.width), top = min(max(0, capInsets.top), size.height)
        let right = min(max(0, capInsets.right), size.width - left), bottom = min(max(0, capInsets.bottom), size.height - top)
        return CGRect(x: left / size.width, y: top / size.height,
                      width: (size.width - left - right) / size.width, height: (size.height - top - bottom) / size.height)
    }
}
