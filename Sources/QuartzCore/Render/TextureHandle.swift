import CoreGraphics

/// A texture as the render side names it. The executor decides what the number stands for (the GL
/// compositor uses the GL texture's name), so the display list refers to textures without any GL.
package struct TextureID: Hashable, Sendable {
    package let rawValue: UInt32

    package init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// A texture holding one bitmap, made by the executor; shared by every layer showing the same `CGImage`.
package final class TextureHandle {
    package let id: TextureID
    /// The bitmap's size in pixels, which places it in its layer (the texture may hold fewer).
    package let width: Int
    package let height: Int
    /// How many bitmap pixels, each way, one texel averages (1 unless the bitmap was too large).
    package let reduction: Int
    /// How many layers show it: the executor frees the texture with its last user.
    package var users = 1
    /// The image it was made from, by identity, for the executor to find it again.
    package let key: ObjectIdentifier?

    package init(id: TextureID, width: Int, height: Int, reduction: Int, key: ObjectIdentifier?) {
        self.id = id; self.width = width; self.height = height; self.reduction = reduction; self.key = key
    }
}
