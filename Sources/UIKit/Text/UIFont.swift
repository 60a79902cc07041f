import CCairo
import Synchronization

/// A font: a family (through fontconfig and Pango) at a size in points, with a weight and slant.
public final class UIFont: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The family name (e.g. "DejaVu Sans").
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// How heavy the strokes are.
    package let weight: Weight
    /// Whether the face is italic (or oblique).
    package let isItalic: Bool

    private init(family: String, size: CGFloat, weight: Weight, italic: Bool) {
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        self.weight = weight
        isItalic = italic
    }

    /// The font called `fontName` at `fontSize`: a family name optionally followed by styles, as
    /// fontconfig writes them ("DejaVu Serif", "DejaVu Sans Bold", "DejaVu Sans Mono Bold Oblique",
    /// "DejaVu Sans-Bold"). Nil if fontconfig has no such family.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let normalized = fontName.replacingOccurrences(of: "-", with: " ")
        guard let description = pango_font_description_from_string(normalized) else { return nil }
        defer { pango_font_description_free(description) }
        guard let familyPointer = pango_font_description_get_family(description) else { return nil }
        let family = String(cString: familyPointer)
        guard let installed = FontCatalog.installedName(of: family) else { return nil }
        let style = pango_font_description_get_style(description)
        self.init(family: installed, size: fontSize, weight: Weight(pango: pango_font_description_get_weight(description)),
                  italic: style != PANGO_STYLE_NORMAL)
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The system font at `fontSize` with `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: weight, italic: false)
    }
    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: .regular, italic: true)
    }
    /// The monospaced system font at `fontSize` with `weight` (every glyph has the same advance).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: monospacedFamily, size: fontSize, weight: weight, italic: false)
    }
    /// The system font at `fontSize` with digits of equal width (the monospaced family here).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        monospacedSystemFont(ofSize: fontSize, weight: weight)
    }
    /// The font for a text style at the default content size (iOS's "Large" sizes and weights).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }
    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(family: familyName, size: fontSize, weight: weight, italic: isItalic) }

    /// The size of the standard system font.
    public static let systemFontSize: CGFloat = 17
    /// The size of a label's default font.
    public static let labelFontSize: CGFloat = 17
    /// The size of a small system font.
    public static let smallSystemFontSize: CGFloat = 12
    /// The size of a button's default font.
    public static let buttonFontSize: CGFloat = 18
    static let systemFamily = "DejaVu Sans"
    static let monospacedFamily = "DejaVu Sans Mono"

    /// The font families fontconfig knows.
    public static var familyNames: [String] { FontCatalog.familyNames }

    /// The face name: the family followed by its styles (e.g. "DejaVu Sans Bold Italic"), as
    /// `init(name:size:)` accepts it.
    public var fontName: String {
        var name = familyName
        if let style = weight.styleName { name += " " + style }
        if isItalic { name += " Italic" }
        return name
    }

    // MARK: Metrics (points; y up from the baseline, as UIKit reports them)

    /// The distance from the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat { metrics.ascender }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative).
    public var descender: CGFloat { -metrics.descender }
    /// The distance from one baseline to the next when lines are set solid.
    public var lineHeight: CGFloat { metrics.ascender + metrics.descender }
    /// Extra space between lines the font asks for (0: Pango's line height already includes it).
    public var leading: CGFloat { 0 }
    /// The height of capital letters (the ink of "H").
    public var capHeight: CGFloat { metrics.capHeight }
    /// The height of lower-case letters without ascenders (the ink of "x").
    public var xHeight: CGFloat { metrics.xHeight }

    private var metrics: FontMetrics { FontMetrics.of(self) }

    /// A Pango description of this font, sized in user-space units (points).
    package func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, familyName)
        pango_font_description_set_weight(description, weight.pangoWeight)
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        return description
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
    }
    public var description: String { "<UIFont \"\(fontName)\" \(pointSize)pt>" }
}

extension UIFont {
    /// A font weight, as UIKit numbers them (−1 lightest … 1 heaviest, 0 regular).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// UIKit's weights with the CSS/OpenType weights Pango uses, lightest first.
        private static let scale: [(Weight, Int32)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]

        /// The Pango weight closest to this one.
        var pangoWeight: PangoWeight {
            let nearest = Self.scale.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!
            return PangoWeight(rawValue: UInt32(nearest.1))
        }

        /// The UIKit weight closest to a Pango weight.
        init(pango: PangoWeight) {
            let value = Int32(pango.rawValue)
            self = Self.scale.min { abs($0.1 - value) < abs($1.1 - value) }!.0
        }

        /// The style word fontconfig uses for the weight, nil for regular.
        var styleName: String? {
            switch pangoWeight.rawValue {
            case ..<150: "Thin"
            case ..<250: "Ultra-Light"
            case ..<350: "Light"
            case ..<450: nil
            case ..<550: "Medium"
            case ..<650: "Semi-Bold"
            case ..<750: "Bold"
            case ..<850: "Ultra-Bold"
            default: "Heavy"
            }
        }
    }

    /// The Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's sizes and weights at the default ("Large") content size.
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}

/// The font families installed, from Pango's fontconfig font map (read once).
enum FontCatalog {
    private static let families: [String: String] = {
        guard let fontMap = pango_cairo_font_map_get_default() else { return [:] }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        defer { g_free(list) }
        var names: [String: String] = [:]
        for i in 0..<Int(count) {
            if let family = list?[i], let name = pango_font_family_get_name(family) {
                let string = String(cString: name)
                names[string.lowercased()] = string
            }
        }
        return names
    }()

    /// The installed spelling of `family` (matched ignoring case), or nil if it is not installed.
    static func installedName(of family: String) -> String? { families[family.lowercased()] }

    /// Every installed family, sorted.
    static var familyNames: [String] { families.values.sorted() }
}

/// A font's vertical metrics in points, measured once per font through Pango.
struct FontMetrics: Sendable {
    var ascender: CGFloat
    var descender: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat

    private static let cache = Mutex<[UIFont: FontMetrics]>([:])

    static func of(_ font: UIFont) -> FontMetrics {
        if let known = cache.withLock({ $0[font] }) { return known }
        let measured = measure(font)
        cache.withLock { $0[font] = measured }
        return measured
    }

    private static func measure(_ font: UIFont) -> FontMetrics {
        let context = TextLayout.makeMeasuringContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = font.makeDescription()
        defer { pango_font_description_free(description) }
        let points = { (units: Int32) in CGFloat(units) / CGFloat(PANGO_SCALE) }
        var ascender = font.pointSize * 0.8, descender = font.pointSize * 0.2
        if let metrics = pango_context_get_metrics(context, description, nil) {
            ascender = points(pango_font_metrics_get_ascent(metrics))
            descender = points(pango_font_metrics_get_descent(metrics))
            pango_font_metrics_unref(metrics)
        }
        /// The height of the ink of `sample` above the baseline.
        func inkHeight(_ sample: String) -> CGFloat {
            let layout = pango_layout_new(context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, sample, -1)
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            return points(pango_layout_get_baseline(layout) - ink.y)
        }
        return FontMetrics(ascender: ascender, descender: descender, capHeight: inkHeight("H"), xHeight: inkHeight("x"))
    }
}
