/// A set of components that define a colour, with a colour space specifying how to interpret them.
///
/// Immutable and therefore `Sendable`. The components array includes alpha as its last element.
public final class CGColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The colour space of the colour.
    public let colorSpace: CGColorSpace?
    private let storedComponents: [CGFloat]

    private init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        storedComponents = components
    }

    /// Creates a colour in the sRGB colour space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedSRGB, components: [red, green, blue, alpha])
    }

    /// Creates a colour in the sRGB colour space (Apple's explicit sRGB initializer).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedSRGB, components: [red, green, blue, alpha])
    }

    /// Creates a colour in the generic gray (gamma 2.2) colour space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedGray, components: [gray, alpha])
    }

    /// Creates a colour from `space.numberOfComponents + 1` components (the last is alpha).
    ///
    /// Returns nil when the component count does not match the colour space.
    public convenience init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
        guard space.numberOfComponents > 0, components.count == space.numberOfComponents + 1 else { return nil }
        self.init(space: space, components: components)
    }

    /// Creates a colour by reading `space.numberOfComponents + 1` values (the last is alpha) from `components`.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.numberOfComponents > 0 else { return nil }
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        self.init(space: space, components: values)
    }

    /// The colour components, including alpha as the last element.
    public var components: [CGFloat]? { storedComponents }

    /// The number of components, including alpha.
    public var numberOfComponents: Int { storedComponents.count }

    /// The alpha (opacity) component.
    public var alpha: CGFloat { storedComponents.last ?? 1 }

    /// Returns a copy of the colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var values = storedComponents
        values[values.count - 1] = alpha
        return CGColor(space: colorSpace ?? .sharedSRGB, components: values)
    }

    /// Opaque black (gray colour space).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white (gray colour space).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black (gray colour space).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Two colours are equal when they have equal colour spaces and components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.storedComponents == rhs.storedComponents)
    }

    /// Hashes the colour space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(storedComponents)
    }

    /// A textual representation: colour space and components.
    public var description: String {
        "<CGColor \(colorSpace?.name ?? "unnamed") \(storedComponents)>"
    }

    /// The colour as unpremultiplied sRGB with every component clamped to 0…1 (gray expands to r = g = b).
    package var rgba: CGColorRGBA {
        func clamp(_ value: CGFloat) -> Double {
            guard !value.isNaN else { return 0 }
            return Double(Swift.min(Swift.max(value, 0), 1))
        }
        let values = storedComponents
        if values.count == 2 {
            let gray = clamp(values[0])
            return CGColorRGBA(red: gray, green: gray, blue: gray, alpha: clamp(values[1]))
        }
        if values.count >= 4 {
            return CGColorRGBA(red: clamp(values[0]), green: clamp(values[1]), blue: clamp(values[2]), alpha: clamp(values[3]))
        }
        return CGColorRGBA(red: 0, green: 0, blue: 0, alpha: clamp(alpha))
    }
}

/// An unpremultiplied sRGB colour with components in 0…1, as the renderers consume it.
package struct CGColorRGBA: Sendable, Equatable, Hashable {
    /// The red component, 0…1.
    package var red: Double
    /// The green component, 0…1.
    package var green: Double
    /// The blue component, 0…1.
    package var blue: Double
    /// The alpha component, 0…1.
    package var alpha: Double

    /// Creates a colour from its four components.
    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
