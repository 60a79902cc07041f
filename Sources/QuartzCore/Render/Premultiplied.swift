import CoreGraphics

/// A premultiplied RGBA tint, as the shaders take it.
package struct Premultiplied: Equatable {
    package var red: Float, green: Float, blue: Float, alpha: Float

    package init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `color` at `opacity`, premultiplied.
    package init(_ color: CGColorRGBA, opacity: Float) {
        let a = Float(color.alpha) * opacity
        self.init(red: Float(color.red) * a, green: Float(color.green) * a, blue: Float(color.blue) * a, alpha: a)
    }

    /// White at `opacity`: how a texture is shown at an opacity.
    package init(opacity: Float) { self.init(red: opacity, green: opacity, blue: opacity, alpha: opacity) }

    package static let clear = Premultiplied(opacity: 0)
    package static let opaqueWhite = Premultiplied(opacity: 1)
}
