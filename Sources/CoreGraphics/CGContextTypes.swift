/// Styles for rendering the endpoints of stroked lines.
public enum CGLineCap: Int32, Sendable {
    /// The line ends exactly at its end point.
    case butt = 0
    /// The line ends with a semicircle around its end point.
    case round = 1
    /// The line extends by half the line width past its end point.
    case square = 2
}

/// Junction types for stroked lines.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners (subject to the miter limit).
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Squared-off corners.
    case bevel = 2
}

/// Options for rendering a path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill using the non-zero winding rule.
    case fill = 0
    /// Fill using the even-odd rule.
    case eoFill = 1
    /// Stroke the path.
    case stroke = 2
    /// Fill (non-zero winding), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// Levels of interpolation quality for rendering scaled images.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The default quality (bilinear-class filtering).
    case `default` = 0
    /// No interpolation (nearest neighbour).
    case none = 1
    /// A low, fast quality.
    case low = 2
    /// The highest quality.
    case high = 3
    /// A medium quality.
    case medium = 4
}

/// Compositing operations for drawing.
///
/// Every mode maps onto a cairo operator except `plusDarker`, which cairo lacks and which draws as `normal`.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Multiplies source and destination colours.
    case multiply
    /// Multiplies the inverses of source and destination colours.
    case screen
    /// Multiplies or screens depending on the destination colour.
    case overlay
    /// Keeps the darker of source and destination.
    case darken
    /// Keeps the lighter of source and destination.
    case lighten
    /// Brightens the destination to reflect the source.
    case colorDodge
    /// Darkens the destination to reflect the source.
    case colorBurn
    /// Darkens or lightens depending on the source, softly.
    case softLight
    /// Multiplies or screens depending on the source.
    case hardLight
    /// Subtracts the darker colour from the lighter.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// Source hue with destination saturation and luminosity.
    case hue
    /// Source saturation with destination hue and luminosity.
    case saturation
    /// Source hue and saturation with destination luminosity.
    case color
    /// Source luminosity with destination hue and saturation.
    case luminosity
    /// R = 0.
    case clear
    /// R = S.
    case copy
    /// R = S × Da.
    case sourceIn
    /// R = S × (1 − Da).
    case sourceOut
    /// R = S × Da + D × (1 − Sa).
    case sourceAtop
    /// R = S × (1 − Da) + D.
    case destinationOver
    /// R = D × Sa.
    case destinationIn
    /// R = D × (1 − Sa).
    case destinationOut
    /// R = S × (1 − Da) + D × Sa.
    case destinationAtop
    /// R = S × (1 − Da) + D × (1 − Sa).
    case xor
    /// R = max(0, 1 − ((1 − D) + (1 − S))) — drawn as `normal` (cairo has no equivalent).
    case plusDarker
    /// R = min(1, S + D).
    case plusLighter
}
