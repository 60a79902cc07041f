/// The colour model of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown colour model.
    case unknown = -1
    /// A single luminance component (gray).
    case monochrome = 0
    /// Red, green and blue components.
    case rgb = 1
}

/// A profile that specifies how to interpret a colour value for display.
///
/// Casement renders everything in sRGB; gray spaces expand to r = g = b. Names are plain strings
/// (Apple's `CFString` constants) such as ``CGColorSpace/sRGB``.
public final class CGColorSpace: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The name of the standard sRGB colour space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended-range sRGB colour space (treated as sRGB).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the linear sRGB colour space (treated as sRGB).
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The name of the Display P3 colour space (treated as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of the generic RGB colour space (treated as sRGB).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The name of the generic gray colour space with a gamma of 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the linear gray colour space (treated as gamma 2.2 gray).
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The name of the extended-range gray colour space (treated as gamma 2.2 gray).
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The name of the device-dependent RGB space (`CGColorSpaceCreateDeviceRGB()`).
    package static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    /// The name of the device-dependent gray space (`CGColorSpaceCreateDeviceGray()`).
    package static let deviceGrayName = "kCGColorSpaceDeviceGray"

    private static let rgbNames: Set<String> = [sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear, deviceRGBName]
    private static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray, deviceGrayName]

    /// The name of the colour space.
    public let name: String?
    /// The colour model of the colour space.
    public let model: CGColorSpaceModel

    /// Creates a colour space from one of the known names, or returns nil for an unknown name.
    public init?(name: String) {
        if Self.rgbNames.contains(name) {
            model = .rgb
        } else if Self.grayNames.contains(name) {
            model = .monochrome
        } else {
            return nil
        }
        self.name = name
    }

    /// The number of colour components, excluding alpha (3 for RGB, 1 for gray).
    public var numberOfComponents: Int {
        switch model {
        case .rgb: 3
        case .monochrome: 1
        case .unknown: 0
        }
    }

    /// Whether the colour space can be used as the destination of drawing (always true here).
    public var supportsOutput: Bool { true }

    /// The shared sRGB colour space.
    package static let sharedSRGB = CGColorSpace(name: sRGB)!
    /// The shared gamma-2.2 gray colour space.
    package static let sharedGray = CGColorSpace(name: genericGrayGamma2_2)!
    /// The shared device RGB colour space.
    package static let sharedDeviceRGB = CGColorSpace(name: deviceRGBName)!
    /// The shared device gray colour space.
    package static let sharedDeviceGray = CGColorSpace(name: deviceGrayName)!

    /// Two colour spaces are equal when they have the same name and model.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.model == rhs.model)
    }

    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// A textual representation: the colour space name.
    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }
}

/// Returns the device-dependent RGB colour space (rendered as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace.sharedDeviceRGB
}

/// Returns the device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace.sharedDeviceGray
}
