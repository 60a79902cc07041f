import CCairo

/// A font: a family (through fontconfig and Pango) at a size in points.
public final class UIFont: Sendable, Equatable, Hashable {
    /// The family name (e.g. "DejaVu Sans").
    public let familyName: String
    /// The face name, family plus style (e.g. "DejaVu Sans Bold").
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    package let isBold: Bool

    private init(family: String, size: CGFloat, bold: Bool) {
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        isBold = bold
        fontName = bold ? "\(family) Bold" : family
    }

    /// The font called `fontName` ("Family" or "Family Bold") at `fontSize`; nil if fontconfig has no such family.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let bold = fontName.hasSuffix(" Bold") || fontName.hasSuffix("-Bold")
        let family = bold ? String(fontName.dropLast(5)) : fontName
        guard FontCatalog.families.contains(family.lowercased()) else { return nil }
        self.init(family: family, size: fontSize, bold: bold)
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(family: systemFamily, size: fontSize, bold: false) }
    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(family: systemFamily, size: fontSize, bold: true) }
    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(family: familyName, size: fontSize, bold: isBold) }

    /// The size of the standard system font.
    public static let systemFontSize: CGFloat = 17
    /// The size of a label's default font.
    public static let labelFontSize: CGFloat = 17
    static let systemFamily = "DejaVu Sans"

    /// The font families fontconfig knows.
    public static var familyNames: [String] { FontCatalog.families.sorted() }

    /// A Pango description of this font, sized in user-space units (points).
    package func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, familyName)
        pango_font_description_set_weight(description, isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        return description
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.isBold == rhs.isBold
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(fontName); hasher.combine(pointSize) }
}

/// The font families installed, from Pango's fontconfig font map (read once).
enum FontCatalog {
    static let families: Set<String> = {
        guard let fontMap = pango_cairo_font_map_get_default() else { return [] }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        defer { g_free(list) }
        var names: Set<String> = []
        for i in 0..<Int(count) {
            if let family = list?[i], let name = pango_font_family_get_name(family) {
                names.insert(String(cString: name).lowercased())
            }
        }
        return names
    }()
}
