import CoreGraphics
import Foundation

/// A layer that draws a path: filled, stroked, and with the stroke trimmed to `strokeStart`…`strokeEnd`
/// of its length. The path is in layer coordinates and may reach outside the bounds: the layer's
/// bitmap covers the path (and its stroke) wherever it is. Changing a property draws it again.
open class CAShapeLayer: CALayer {
    /// The shape; nil draws nothing.
    open var path: CGPath? { didSet { setNeedsDisplay() } }
    /// The colour filling the path (opaque black by default; nil: no fill).
    open var fillColor: CGColor? = .black { didSet { setNeedsDisplay() } }
    /// Which areas of the path count as inside when filling.
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { setNeedsDisplay() } }
    /// The colour stroking the path (nil by default: no stroke).
    open var strokeColor: CGColor? { didSet { setNeedsDisplay() } }
    /// Where the stroke starts, as a fraction of the path's length (0…1).
    open var strokeStart: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Where the stroke ends, as a fraction of the path's length (0…1).
    open var strokeEnd: CGFloat = 1 { didSet { setNeedsDisplay() } }
    /// The stroke's width in points.
    open var lineWidth: CGFloat = 1 { didSet { setNeedsDisplay() } }
    /// How the stroke's open ends look.
    open var lineCap = CAShapeLayerLineCap.butt { didSet { setNeedsDisplay() } }
    /// How the stroke turns corners.
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { setNeedsDisplay() } }
    /// The longest a mitred corner may reach, in multiples of half the line width, before it is bevelled.
    open var miterLimit: CGFloat = 10 { didSet { setNeedsDisplay() } }
    /// Lengths of alternating dashes and gaps, in points; nil or empty: a solid stroke.
    open var lineDashPattern: [NSNumber]? { didSet { setNeedsDisplay() } }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { setNeedsDisplay() } }

    open override var contentsScale: CGFloat {
        didSet { setNeedsDisplay() }
    }

    /// Copies `source`'s shape properties into a copy.
    package override func setUp(copying source: CALayer?) {
        super.setUp(copying: source)
        guard let other = source as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }

    /// The path's box, grown by how far the stroke can reach past it, in whole points; nil (the
    /// bounds) when it is not finite.
    package override var drawingExtent: CGRect? {
        guard let path, !path.isEmpty else { return .zero }
        var box = path.boundingBoxOfPath
        if strokeColor != nil, lineWidth > 0 {
            // A mitred corner reaches at most miterLimit half-widths out (counted up to 10); a square cap √2.
            let reach = max(lineJoin == .miter ? min(max(miterLimit, 1), 10) : 1, lineCap == .square ? 2.squareRoot() : 1)
            box = box.insetBy(dx: -lineWidth / 2 * reach, dy: -lineWidth / 2 * reach)
        }
        // A path through a NaN or infinite point (or an infinite line width) has no box to place a
        // bitmap over: the bounds stand in, and cairo draws nothing of such a path.
        guard box.isFiniteGeometry else { return nil }
        return box.insetBy(dx: -1, dy: -1).integral
    }

    /// Fills the whole path, then strokes the trimmed part of it.
    open override func draw(in ctx: CGContext) {
        guard let path else { return }
        if let fillColor, fillColor.alpha > 0 {
            ctx.addPath(path)
            ctx.setFillColor(fillColor)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, lineWidth > 0, strokeStart < strokeEnd else { return }
        ctx.addPath(PathTrimming.trim(path, from: strokeStart, to: strokeEnd))
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap.cgLineCap)
        ctx.setLineJoin(lineJoin.cgLineJoin)
        ctx.setMiterLimit(miterLimit)
        if let dashes = lineDashPattern, !dashes.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
        }
        ctx.strokePath()
    }
}

/// How `CAShapeLayer` decides which areas of its path are inside.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds a non-zero number of times.
    public static let nonZero = Self(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times.
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// How `CAShapeLayer` draws the open ends of its stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt")
    public static let round = Self(rawValue: "round")
    public static let square = Self(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How `CAShapeLayer` draws the corners of its stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter")
    public static let round = Self(rawValue: "round")
    public static let bevel = Self(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
