import CoreGraphics
import Foundation

/// A layer filled with a colour gradient over its bounds: along a line (axial), out from a point
/// (radial) or around it (conic). Points are in unit coordinates of the bounds. Changing a property
/// draws it again; resizing does too (the gradient always spans the bounds).
open class CAGradientLayer: CALayer {
    /// The gradient's colours, as `CGColor`s; other values are ignored with a diagnostic.
    open var colors: [Any]? { didSet { setNeedsDisplay() } }
    /// Where each colour sits, 0…1 along the gradient; nil spreads them evenly.
    open var locations: [NSNumber]? { didSet { setNeedsDisplay() } }
    /// Where the gradient starts (axial), or its centre (radial, conic), in unit coordinates.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { setNeedsDisplay() } }
    /// Where the gradient ends (axial), its radii from the centre (radial), or its starting direction (conic).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { setNeedsDisplay() } }
    /// The gradient's shape.
    open var type = CAGradientLayerType.axial { didSet { setNeedsDisplay() } }

    open override var contentsScale: CGFloat {
        didSet { setNeedsDisplay() }
    }

    /// Gradient layers redraw when their size changes; a copy takes `source`'s gradient properties.
    package override func setUp(copying source: CALayer?) {
        super.setUp(copying: source)
        needsDisplayOnBoundsChange = true
        guard let other = source as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// Paints the gradient across the bounds.
    open override func draw(in ctx: CGContext) {
        guard let gradient = makeGradient() else { return }
        let b = bounds
        func inBounds(_ p: CGPoint) -> CGPoint { CGPoint(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height) }
        let start = inBounds(startPoint), end = inBounds(endPoint)
        switch type {
        case .radial:
            // An ellipse centred on startPoint whose radii reach endPoint along each axis.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return }
            ctx.saveGState()
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: max(rx, 1e-6), y: max(ry, 1e-6))
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                   options: .drawsAfterEndLocation)
            ctx.restoreGState()
        case .conic:
            ConicGradient.paint(gradient, center: start, startDirection: CGPoint(x: end.x - start.x, y: end.y - start.y), over: b, in: ctx)
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    private func makeGradient() -> CGGradient? {
        guard let colors, !colors.isEmpty else { return nil }
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else {
            Diagnostics.report("CAGradientLayer.colors must hold CGColors; the gradient is not drawn")
            return nil
        }
        let stops = locations.map { $0.map { CGFloat($0.doubleValue) } }
        if let stops, stops.count != cgColors.count {
            Diagnostics.report("CAGradientLayer has \(cgColors.count) colours but \(stops.count) locations; spreading them evenly")
            return CGGradient(colorsSpace: nil, colors: cgColors, locations: nil)
        }
        return CGGradient(colorsSpace: nil, colors: cgColors, locations: stops)
    }
}

/// The shapes a `CAGradientLayer` can take.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint`.
    public static let axial = Self(rawValue: "axial")
    /// Colours change outwards from `startPoint` to an ellipse through `endPoint`.
    public static let radial = Self(rawValue: "radial")
    /// Colours change clockwise around `startPoint`, starting towards `endPoint`.
    public static let conic = Self(rawValue: "conic")
}
