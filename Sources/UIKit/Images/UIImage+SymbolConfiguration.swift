import CoreGraphics

extension UIImage {
    /// What an image is drawn for: the base of `SymbolConfiguration`.
    open class Configuration: @unchecked Sendable {  // immutable: subclasses hold only `let`s
        init() {}
    }

    /// The size, weight and scale a symbol image (`init(systemName:withConfiguration:)`) is drawn at.
    /// Adwaita's icons come in one weight: heavier weights than regular thicken their lines, lighter
    /// ones draw them as they are.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The glyph's point size; nil: unspecified (the body text size, 17 points).
        package let pointSize: CGFloat?
        package let weight: SymbolWeight
        package let scale: SymbolScale

        package init(points: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = points
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// A configuration that specifies nothing.
        public class var unspecified: SymbolConfiguration {
            SymbolConfiguration(points: nil, weight: .unspecified, scale: .unspecified)
        }

        /// Symbols drawn for text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(points: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// Symbols drawn for text of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(points: pointSize, weight: weight, scale: .unspecified)
        }

        /// Symbols drawn for text of `pointSize` points and `weight`, at `scale` relative to that text.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(points: pointSize, weight: weight, scale: scale)
        }

        /// Symbols of `weight`, at the default size.
        public convenience init(weight: SymbolWeight) {
            self.init(points: nil, weight: weight, scale: .unspecified)
        }

        /// Symbols at `scale` relative to text of the default size.
        public convenience init(scale: SymbolScale) {
            self.init(points: nil, weight: .unspecified, scale: scale)
        }

        /// Symbols drawn for text in `font`: its point size.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// Symbols drawn for text in `font` (its point size), at `scale` relative to that text.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(points: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// Symbols drawn for text of `textStyle` at the default content size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        /// Symbols drawn for text of `textStyle`, at `scale` relative to that text.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(font: .preferredFont(forTextStyle: textStyle), scale: scale)
        }

        /// This configuration with what `other` specifies put over it.
        func overridden(by other: SymbolConfiguration) -> SymbolConfiguration {
            SymbolConfiguration(points: other.pointSize ?? pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                                scale: other.scale == .unspecified ? scale : other.scale)
        }

        /// The side of the square symbol image in points: the point size (17 unspecified), times
        /// 0.78 for `.small` and 1.29 for `.large`, about the ratios of Apple's symbol scales.
        package var side: CGFloat {
            let size = pointSize ?? 17
            switch scale {
            case .small: return (size * 0.78).rounded()
            case .large: return (size * 1.29).rounded()
            default: return size
            }
        }
    }

    /// The weights of symbol images, as of the text they stand beside.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// How large a symbol is relative to the text it stands beside.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }
}
