import CoreGraphics
import Foundation

/// One kind of particle an emitter layer sends out: its image, how many are born a second, how long
/// they live, how they move, turn, grow and change colour, each with a random range around it.
/// Changing a cell changes every emitter showing it at the next commit.
@preconcurrency @MainActor
open class CAEmitterCell {
    /// The values the compositor simulates; each emitter showing the cell is told when they change.
    package private(set) var values = EmitterCellValues() {
        didSet { if values != oldValue { for emitter in emitters { emitter.layer?.emissionChanged() } } }
    }
    /// The emitters showing this cell.
    private var emitters: [WeakEmitter] = []
    private struct WeakEmitter { weak var layer: CAEmitterLayer? }
    /// The layer carrying `contents` to the compositor, which keeps it as a texture (never in a layer tree).
    private var imageLayer: CALayer?

    /// A cell with Core Animation's defaults: no births, white, scale 1. Required, so that
    /// `emitterCell()` makes any subclass.
    public required init() {}

    /// A new cell (Core Animation's class factory).
    public class func emitterCell() -> Self { self.init() }

    /// The cell's name, for finding it among an emitter's cells.
    open var name: String?
    /// Whether the cell emits (true by default).
    open var isEnabled: Bool {
        get { values.isEnabled }
        set { values.isEnabled = newValue }
    }
    /// Cells the particles themselves emit. Kept; Casement's emitters draw only the top level (a diagnostic says so).
    open var emitterCells: [CAEmitterCell]? {
        didSet { if emitterCells?.isEmpty == false { Diagnostics.report("CAEmitterCell.emitterCells (particles that emit) are not drawn", .oncePerMessage) } }
    }

    // MARK: Image

    /// The particle's image: a `CGImage`.
    open var contents: Any? {
        didSet {
            if contents != nil, !(contents is CGImage) { Diagnostics.report("CAEmitterCell.contents must be a CGImage; \(type(of: contents!)) shows nothing") }
            let carrier = imageLayer ?? CALayer()
            imageLayer = carrier
            carrier.contents = contents as? CGImage
            values.image = carrier.layerID
        }
    }
    /// The part of the image shown, in unit coordinates.
    open var contentsRect: CGRect {
        get { values.contentsRect }
        set { values.contentsRect = newValue }
    }
    /// Pixels of the image per point of a particle.
    open var contentsScale: CGFloat {
        get { values.contentsScale }
        set { values.contentsScale = newValue > 0 && newValue.isFinite ? newValue : 1 }
    }

    // MARK: Birth and life

    /// Particles born a second (times the layer's `birthRate`).
    open var birthRate: Float {
        get { values.birthRate }
        set { values.birthRate = newValue.isFinite ? max(0, newValue) : 0 }
    }
    /// Seconds a particle lives (times the layer's `lifetime`).
    open var lifetime: Float {
        get { values.lifetime }
        set { values.lifetime = newValue.isFinite ? max(0, newValue) : 0 }
    }
    /// How far a particle's lifetime may differ from `lifetime`, either way.
    open var lifetimeRange: Float {
        get { values.lifetimeRange }
        set { values.lifetimeRange = newValue.isFinite ? newValue : 0 }
    }

    // MARK: Motion

    /// The direction particles leave in, in radians from the x axis towards the y axis.
    open var emissionLongitude: CGFloat { get { values.emissionLongitude } set { values.emissionLongitude = finite(newValue) } }
    /// The angle of the direction out of the layer's plane (only its part in the plane is drawn).
    open var emissionLatitude: CGFloat { get { values.emissionLatitude } set { values.emissionLatitude = finite(newValue) } }
    /// The width, in radians, of the cone of directions around the emission angle.
    open var emissionRange: CGFloat { get { values.emissionRange } set { values.emissionRange = finite(newValue) } }
    /// The starting speed, in points a second (times the layer's `velocity`).
    open var velocity: CGFloat { get { values.velocity } set { values.velocity = finite(newValue) } }
    /// How far a particle's speed may differ from `velocity`, either way.
    open var velocityRange: CGFloat { get { values.velocityRange } set { values.velocityRange = finite(newValue) } }
    /// The acceleration along x, in points a second squared.
    open var xAcceleration: CGFloat { get { values.xAcceleration } set { values.xAcceleration = finite(newValue) } }
    /// The acceleration along y, in points a second squared (positive falls down the screen).
    open var yAcceleration: CGFloat { get { values.yAcceleration } set { values.yAcceleration = finite(newValue) } }
    /// The acceleration along z. Kept; depth is not drawn.
    open var zAcceleration: CGFloat = 0

    // MARK: Size and rotation

    /// The size of the image drawn, as a multiple of its own (times the layer's `scale`).
    open var scale: CGFloat { get { values.scale } set { values.scale = finite(newValue) } }
    /// How far a particle's scale may differ from `scale`, either way.
    open var scaleRange: CGFloat { get { values.scaleRange } set { values.scaleRange = finite(newValue) } }
    /// How fast the scale changes, per second.
    open var scaleSpeed: CGFloat { get { values.scaleSpeed } set { values.scaleSpeed = finite(newValue) } }
    /// How fast particles turn, in radians a second (times the layer's `spin`).
    open var spin: CGFloat { get { values.spin } set { values.spin = finite(newValue) } }
    /// How far a particle's spin may differ from `spin`, either way.
    open var spinRange: CGFloat { get { values.spinRange } set { values.spinRange = finite(newValue) } }

    // MARK: Colour

    /// The colour multiplying the image (opaque white by default).
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { values.color = color?.rgba ?? CGColorRGBA(red: 1, green: 1, blue: 1, alpha: 1) }
    }
    /// How far each particle's red may differ from the colour's, either way.
    open var redRange: Float { get { component(\.colorRange.red) } set { setComponent(\.colorRange.red, newValue) } }
    /// How far each particle's green may differ from the colour's, either way.
    open var greenRange: Float { get { component(\.colorRange.green) } set { setComponent(\.colorRange.green, newValue) } }
    /// How far each particle's blue may differ from the colour's, either way.
    open var blueRange: Float { get { component(\.colorRange.blue) } set { setComponent(\.colorRange.blue, newValue) } }
    /// How far each particle's alpha may differ from the colour's, either way.
    open var alphaRange: Float { get { component(\.colorRange.alpha) } set { setComponent(\.colorRange.alpha, newValue) } }
    /// How fast the red changes, per second.
    open var redSpeed: Float { get { component(\.colorSpeed.red) } set { setComponent(\.colorSpeed.red, newValue) } }
    /// How fast the green changes, per second.
    open var greenSpeed: Float { get { component(\.colorSpeed.green) } set { setComponent(\.colorSpeed.green, newValue) } }
    /// How fast the blue changes, per second.
    open var blueSpeed: Float { get { component(\.colorSpeed.blue) } set { setComponent(\.colorSpeed.blue, newValue) } }
    /// How fast the alpha changes, per second (negative fades particles out).
    open var alphaSpeed: Float { get { component(\.colorSpeed.alpha) } set { setComponent(\.colorSpeed.alpha, newValue) } }

    // MARK: Emitters

    /// Notes that `layer` shows this cell.
    package func attach(to layer: CAEmitterLayer) {
        emitters.removeAll { $0.layer == nil || $0.layer === layer }
        emitters.append(WeakEmitter(layer: layer))
    }

    /// Notes that `layer` no longer shows this cell.
    package func detach(from layer: CAEmitterLayer) {
        emitters.removeAll { $0.layer == nil || $0.layer === layer }
    }

    private func component(_ path: KeyPath<EmitterCellValues, Double>) -> Float { Float(values[keyPath: path]) }

    private func setComponent(_ path: WritableKeyPath<EmitterCellValues, Double>, _ value: Float) {
        values[keyPath: path] = Double(finite(value))
    }

    /// `value`, or 0 with a diagnostic when it is NaN or infinite.
    private func finite<Value: BinaryFloatingPoint>(_ value: Value) -> Value {
        guard value.isFinite else {
            Diagnostics.report("a CAEmitterCell value of \(value) is not finite; 0 is used")
            return 0
        }
        return value
    }
}
