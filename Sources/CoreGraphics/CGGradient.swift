/// A smooth transition between colours, drawn with `CGContext.drawLinearGradient` or
/// `drawRadialGradient`.
///
/// Immutable and therefore `Sendable`. Colours are kept as sRGB stops sorted by location.
public final class CGGradient: Sendable {
    /// One colour at one location (0…1) along the gradient.
    package struct Stop: Sendable, Equatable {
        /// Where the colour sits, 0 (start) to 1 (end).
        package var location: Double
        /// The colour there.
        package var color: CGColorRGBA
    }

    /// The colour stops, sorted by location (equal locations keep their given order).
    package let stops: [Stop]

    private init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from colours and their locations (0…1).
    ///
    /// With `locations == nil` the colours are spread evenly from 0 to 1. Returns nil (with no
    /// gradient to draw) when there are no colours, the counts differ, or a location is not finite.
    /// Locations outside 0…1 are clamped; the colour space is informational (every colour is
    /// converted to sRGB).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard let stops = Self.stops(colors: colors.map(\.rgba), locations: locations) else { return nil }
        self.init(stops: stops)
    }

    /// Creates a gradient from `count` colours given as flat components in `space` (each colour is
    /// `space.numberOfComponents` values followed by alpha) and their locations.
    ///
    /// Returns nil when `count` is not positive, the component or location counts do not match
    /// `count`, or the colour space has no components.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat],
                             locations: [CGFloat]?, count: Int) {
        let perColor = space.numberOfComponents + 1
        guard count > 0, perColor > 1, components.count == count * perColor else { return nil }
        var colors: [CGColorRGBA] = []
        colors.reserveCapacity(count)
        for index in 0..<count {
            let slice = Array(components[index * perColor..<(index + 1) * perColor])
            guard let color = CGColor(colorSpace: space, components: slice) else { return nil }
            colors.append(color.rgba)
        }
        guard let stops = Self.stops(colors: colors, locations: locations) else { return nil }
        self.init(stops: stops)
    }

    /// Pairs colours with locations, validated, clamped to 0…1 and stably sorted.
    private static func stops(colors: [CGColorRGBA], locations: [CGFloat]?) -> [Stop]? {
        guard !colors.isEmpty else { return nil }
        let positions: [Double]
        if let locations {
            guard locations.count == colors.count, locations.allSatisfy(\.isFinite) else { return nil }
            positions = locations.map { Swift.min(Swift.max(Double($0), 0), 1) }
        } else if colors.count == 1 {
            positions = [0]
        } else {
            positions = colors.indices.map { Double($0) / Double(colors.count - 1) }
        }
        let indexed = zip(positions, colors).enumerated()
        let sorted = indexed.sorted { lhs, rhs in
            lhs.element.0 != rhs.element.0 ? lhs.element.0 < rhs.element.0 : lhs.offset < rhs.offset
        }
        return sorted.map { Stop(location: $0.element.0, color: $0.element.1) }
    }
}

/// Whether a gradient's end colours continue past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bit pattern.
    public let rawValue: UInt32
    /// Creates options from their raw bit pattern.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extends the first colour before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the last colour past the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
