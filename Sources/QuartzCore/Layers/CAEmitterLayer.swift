import CoreGraphics
import Foundation

/// The shape particles are born on (Core Animation's `emitterShape` values).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let point = Self(rawValue: "point")
    public static let line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle")
    public static let cuboid = Self(rawValue: "cuboid")
    public static let circle = Self(rawValue: "circle")
    public static let sphere = Self(rawValue: "sphere")
}

/// Where on the shape particles are born (Core Animation's `emitterMode` values).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let points = Self(rawValue: "points")
    public static let outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

/// How particles are composited (Core Animation's `renderMode` values).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast")
    public static let backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}

/// A layer that emits particles of its cells. The compositor simulates them on the render thread
/// from `seed` and the time since the layer got its first cells, and draws each as a textured quad
/// above the layer's contents and below its sublayers; the main thread does nothing per frame.
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted.
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            for cell in oldValue ?? [] { cell.detach(from: self) }
            for cell in emitterCells ?? [] { cell.attach(to: self) }
            if emissionStart == nil, emitterCells?.isEmpty == false { emissionStart = CATransaction.state.clock() }
            emissionChanged()
        }
    }
    /// Multiplies the cells' birth rates (0 stops emission).
    open var birthRate: Float = 1 { didSet { emissionChanged() } }
    /// Multiplies the cells' lifetimes.
    open var lifetime: Float = 1 { didSet { emissionChanged() } }
    /// The centre of the emitter's shape, in the layer's coordinates.
    open var emitterPosition = CGPoint.zero { didSet { emissionChanged() } }
    /// The emitter's z position. Kept; depth is not drawn.
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter's shape (a line's length is the width, a circle's diameter too).
    open var emitterSize = CGSize.zero { didSet { emissionChanged() } }
    /// The depth of a cuboid or sphere shape. Kept; depth is not drawn.
    open var emitterDepth: CGFloat = 0
    /// The shape particles are born on.
    open var emitterShape = CAEmitterLayerEmitterShape.point { didSet { emissionChanged() } }
    /// Where on the shape particles are born.
    open var emitterMode = CAEmitterLayerEmitterMode.volume { didSet { emissionChanged() } }
    /// How particles are composited: in birth order (newest on top), newest first (`oldestLast`), or added (`additive`).
    open var renderMode = CAEmitterLayerRenderMode.unordered { didSet { emissionChanged() } }
    /// Whether particles keep their depth. Kept; particles are drawn in the layer's plane.
    open var preservesDepth = false
    /// Multiplies the cells' velocities.
    open var velocity: Float = 1 { didSet { emissionChanged() } }
    /// Multiplies the cells' scales.
    open var scale: Float = 1 { didSet { emissionChanged() } }
    /// Multiplies the cells' spins.
    open var spin: Float = 1 { didSet { emissionChanged() } }
    /// The seed of the particles' random values: the same seed shows the same particles.
    open var seed: UInt32 = 0 { didSet { emissionChanged() } }

    /// The media time emission began: when the layer got its first cells.
    private var emissionStart: Double?

    /// A copy takes `source`'s emitter properties (the cells are shared).
    package override func setUp(copying source: CALayer?) {
        super.setUp(copying: source)
        guard let other = source as? CAEmitterLayer else { return }
        birthRate = other.birthRate
        lifetime = other.lifetime
        emitterPosition = other.emitterPosition
        emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize
        emitterDepth = other.emitterDepth
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
        velocity = other.velocity
        scale = other.scale
        spin = other.spin
        seed = other.seed
        emissionStart = other.emissionStart
        emitterCells = other.emitterCells
    }

    /// Sends the emitter's current values to the compositor at the next commit.
    package func emissionChanged() {
        var emission = Emission()
        emission.cells = (emitterCells ?? []).map(\.values)
        emission.position = emitterPosition
        emission.size = emitterSize
        emission.shape = emitterShape
        emission.mode = emitterMode
        emission.renderMode = renderMode
        emission.birthRate = birthRate.isFinite ? max(0, birthRate) : 0
        emission.lifetime = lifetime.isFinite ? max(0, lifetime) : 0
        emission.velocity = velocity.isFinite ? velocity : 0
        emission.scale = scale.isFinite ? scale : 0
        emission.spin = spin.isFinite ? spin : 0
        emission.seed = seed
        emission.timeMap = timeMap
        emission.start = emissionStart ?? 0
        update { $0.effect = .emitter(emission) }
    }
}
