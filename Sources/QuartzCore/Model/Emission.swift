import CoreGraphics

/// An emitter layer's particle system as the compositor simulates it: the layer's emitter values and
/// each cell's. Particles are not stored anywhere: each is a pure function of the seed, its cell,
/// its birth number and the time since emission began (`ParticleSimulation`).
package struct Emission: Sendable, Equatable {
    package var cells: [EmitterCellValues] = []
    package var position = CGPoint.zero
    package var size = CGSize.zero
    package var shape = CAEmitterLayerEmitterShape.point
    package var mode = CAEmitterLayerEmitterMode.volume
    package var renderMode = CAEmitterLayerRenderMode.unordered
    /// Multipliers of the cells' values.
    package var birthRate: Float = 1
    package var lifetime: Float = 1
    package var velocity: Float = 1
    package var scale: Float = 1
    package var spin: Float = 1
    package var seed: UInt32 = 0
    /// The layer's local time as a map of media time, and the media time emission began at.
    package var timeMap = LayerTimeMap.identity
    package var start: Double = 0

    package init() {}

    /// Seconds of the layer's time since emission began, at media time `media`.
    package func elapsed(at media: Double) -> Double { timeMap.local(media) - timeMap.local(start) }

    /// Whether particles are born at all (else none is ever alive, and nothing moves).
    package var emits: Bool {
        birthRate > 0 && lifetime > 0 && cells.contains { $0.isEnabled && $0.birthRate > 0 && $0.lifetime + abs($0.lifetimeRange) > 0 }
    }
}

/// One `CAEmitterCell`'s values, as the simulation reads them.
package struct EmitterCellValues: Sendable, Equatable {
    /// The layer holding the cell's image (never in a layer tree), whose texture particles show.
    package var image: LayerID?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: CGFloat = 1
    package var isEnabled = true
    package var birthRate: Float = 0
    package var lifetime: Float = 0
    package var lifetimeRange: Float = 0
    package var emissionLatitude: CGFloat = 0
    package var emissionLongitude: CGFloat = 0
    package var emissionRange: CGFloat = 0
    package var velocity: CGFloat = 0
    package var velocityRange: CGFloat = 0
    package var xAcceleration: CGFloat = 0
    package var yAcceleration: CGFloat = 0
    package var scale: CGFloat = 1
    package var scaleRange: CGFloat = 0
    package var scaleSpeed: CGFloat = 0
    package var spin: CGFloat = 0
    package var spinRange: CGFloat = 0
    package var color = CGColorRGBA(red: 1, green: 1, blue: 1, alpha: 1)
    /// How far each component may vary from `color` (±), and how fast it changes per second.
    package var colorRange = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 0)
    package var colorSpeed = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 0)

    package init() {}
}
