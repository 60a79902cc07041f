/// How a layer's local time follows media time: `local = media × scale + offset`, the composition of
/// each ancestor's and the layer's own `(parent − beginTime) × speed + timeOffset`. Animations on the
/// layer keep time in it, so pausing a layer (speed 0) holds them where they are.
package struct LayerTimeMap: Sendable, Equatable {
    package var scale: Double = 1
    package var offset: Double = 0

    package static let identity = LayerTimeMap()

    /// The map of a layer with these timing values under a layer whose map is `self`. Layer speeds
    /// below zero are taken as zero (Casement does not run layer time backwards).
    package func then(beginTime: Double, speed: Double, timeOffset: Double) -> LayerTimeMap {
        let speed = speed.isFinite ? max(0, speed) : 1
        let beginTime = beginTime.isFinite ? beginTime : 0, timeOffset = timeOffset.isFinite ? timeOffset : 0
        return LayerTimeMap(scale: scale * speed, offset: (offset - beginTime) * speed + timeOffset)
    }

    /// The local time at media time `media`.
    package func local(_ media: Double) -> Double { media * scale + offset }

    /// The media time at which local time reaches `local`: for a stopped clock, never (+∞) unless
    /// it already has (−∞).
    package func media(_ local: Double) -> Double {
        guard scale != 0 else { return local <= offset ? -.infinity : .infinity }
        return (local - offset) / scale
    }
}
