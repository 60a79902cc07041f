import Foundation

/// One mode a screen's display can be driven in: its size in pixels and the shape of its pixels.
/// Modes are values at heart: two modes of the same size and aspect ratio are equal.
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The mode's size in pixels.
    public let size: CGSize
    /// The width of a pixel divided by its height (1 on every display SDL reports).
    public let pixelAspectRatio: CGFloat

    package init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIScreenMode else { return false }
        return other.size == size && other.pixelAspectRatio == pixelAspectRatio
    }

    open override var hash: Int { size.width.hashValue ^ (size.height.hashValue &* 31) ^ pixelAspectRatio.hashValue }

    open override var description: String { "<UIScreenMode: size = \(Int(size.width))×\(Int(size.height))>" }
}
