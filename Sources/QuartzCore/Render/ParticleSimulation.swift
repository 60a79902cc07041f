import CoreGraphics
import Foundation

/// One particle of an emitter at some moment: where its cell's image is centred (layer space), how
/// large and how far turned it is, and its colour (multiplying the image).
package struct Particle: Equatable {
    package var position: CGPoint
    package var scale: CGFloat
    package var angle: CGFloat
    package var color: CGColorRGBA
}

/// The particles of an emitter, computed in closed form rather than stepped: particle k of a cell is
/// born at k / birth rate seconds, its random draws come from hashing (seed, cell, k), and its state
/// at any age follows from them. So a frame at any time is exact and repeatable (same seed, same
/// picture), and its cost is the number of particles alive, not the time elapsed.
package enum ParticleSimulation {
    /// The most particles of one cell drawn in a frame; older ones are left out beyond it.
    package static let maximumParticles = 20_000

    /// Calls `body` with every particle of cell `index` alive `elapsed` seconds after emission
    /// began, in the order the emitter's render mode draws them.
    package static func forEachParticle(of emission: Emission, cell index: Int, at elapsed: Double, _ body: (Particle) -> Void) {
        let cell = emission.cells[index]
        let rate = Double(cell.birthRate) * Double(emission.birthRate)
        let longest = (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * Double(emission.lifetime)
        guard cell.isEnabled, elapsed >= 0, rate > 0, rate.isFinite, longest > 0, longest.isFinite else { return }
        let newest = Int(min(elapsed * rate, 1e15).rounded(.down))
        var oldest = max(0, Int(min((elapsed - longest) * rate, 1e15).rounded(.up)))
        if newest - oldest >= maximumParticles {
            Diagnostics.report("an emitter cell has more than \(maximumParticles) live particles; the oldest are not drawn", .oncePerMessage)
            oldest = newest - maximumParticles + 1
        }
        guard oldest <= newest else { return }
        let births = emission.renderMode == .oldestLast ? stride(from: newest, through: oldest, by: -1) : stride(from: oldest, through: newest, by: 1)
        for k in births {
            if let particle = particle(k, of: cell, cellIndex: index, in: emission, age: elapsed - Double(k) / rate) { body(particle) }
        }
    }

    /// Particle `k` of `cell` at `age` seconds, or nil when it has died (or shrunk away) by then.
    private static func particle(_ k: Int, of cell: EmitterCellValues, cellIndex: Int, in emission: Emission, age: Double) -> Particle? {
        let random = Draws(seed: emission.seed, cell: cellIndex, birth: k)
        let lifetime = (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed(0)) * Double(emission.lifetime)
        guard age < lifetime else { return nil }
        let t = CGFloat(age)
        let scale = (cell.scale + cell.scaleRange * CGFloat(random.signed(1))) * CGFloat(emission.scale) + cell.scaleSpeed * t
        guard scale > 0 else { return nil }
        let origin = birthPoint(emission, random)
        let longitude = cell.emissionLongitude + cell.emissionRange * CGFloat(random.unit(2) - 0.5)
        let speed = (cell.velocity + cell.velocityRange * CGFloat(random.signed(3))) * CGFloat(emission.velocity)
        // The velocity's part in the layer's plane (latitude tilts it towards the viewer).
        let planar = speed * cos(cell.emissionLatitude)
        let position = CGPoint(x: origin.x + planar * cos(longitude) * t + cell.xAcceleration * t * t / 2,
                               y: origin.y + planar * sin(longitude) * t + cell.yAcceleration * t * t / 2)
        let spin = (cell.spin + cell.spinRange * CGFloat(random.signed(4))) * CGFloat(emission.spin)
        func channel(_ base: Double, _ range: Double, _ speed: Double, _ draw: UInt64) -> Double {
            min(1, max(0, base + range * random.signed(draw) + speed * age))
        }
        let (c, range, change) = (cell.color, cell.colorRange, cell.colorSpeed)
        let color = CGColorRGBA(red: channel(c.red, range.red, change.red, 5), green: channel(c.green, range.green, change.green, 6),
                                blue: channel(c.blue, range.blue, change.blue, 7), alpha: channel(c.alpha, range.alpha, change.alpha, 8))
        guard color.alpha > 0 else { return nil }
        return Particle(position: position, scale: scale, angle: spin * t, color: color)
    }

    /// Where a particle is born on the emitter's shape, centred on its position: at the shape's
    /// vertices (`points`), on its edge (`outline`) or anywhere inside (`surface`, `volume`). Depth
    /// is not drawn: a cuboid emits as its rectangle, a sphere as its circle.
    private static func birthPoint(_ emission: Emission, _ random: Draws) -> CGPoint {
        let center = emission.position
        let w = emission.size.width, h = emission.size.height
        let u = CGFloat(random.unit(9)), v = CGFloat(random.unit(10))
        switch emission.shape {
        case .line:
            let along = emission.mode == .points ? (u < 0.5 ? 0 : 1) : u
            return CGPoint(x: center.x + (along - 0.5) * w, y: center.y)
        case .rectangle, .cuboid:
            switch emission.mode {
            case .points:
                return CGPoint(x: center.x + (u < 0.5 ? -w : w) / 2, y: center.y + (v < 0.5 ? -h : h) / 2)
            case .outline:
                // A distance along the perimeter, clockwise from the top-left corner.
                var d = u * 2 * (w + h)
                if d < w { return CGPoint(x: center.x - w / 2 + d, y: center.y - h / 2) }
                d -= w
                if d < h { return CGPoint(x: center.x + w / 2, y: center.y - h / 2 + d) }
                d -= h
                if d < w { return CGPoint(x: center.x + w / 2 - d, y: center.y + h / 2) }
                return CGPoint(x: center.x - w / 2, y: center.y + h / 2 - (d - w))
            default:
                return CGPoint(x: center.x + (u - 0.5) * w, y: center.y + (v - 0.5) * h)
            }
        case .circle, .sphere:
            let radius: CGFloat
            switch emission.mode {
            case .points: return center
            case .outline: radius = w / 2
            default: radius = w / 2 * sqrt(v)
            }
            return CGPoint(x: center.x + radius * cos(2 * .pi * u), y: center.y + radius * sin(2 * .pi * u))
        default:
            return center
        }
    }

    /// A particle's random draws: numbered values, uniform in 0..<1, from a hash of the emitter's
    /// seed, the cell and the particle's birth number.
    private struct Draws {
        let base: UInt64

        init(seed: UInt32, cell: Int, birth: Int) {
            base = Draws.mix(UInt64(seed) << 32 ^ UInt64(truncatingIfNeeded: cell)) ^ Draws.mix(UInt64(truncatingIfNeeded: birth) &+ 0x632B_E59B_D9B4_E019)
        }

        /// Draw `n`, uniform in 0..<1.
        func unit(_ n: UInt64) -> Double { Double(Draws.mix(base &+ n &* 0x9E37_79B9_7F4A_7C15) >> 11) / Double(1 << 53) }

        /// Draw `n`, uniform in −1..<1.
        func signed(_ n: UInt64) -> Double { 2 * unit(n) - 1 }

        /// SplitMix64's finaliser: every input bit affects every output bit.
        private static func mix(_ value: UInt64) -> UInt64 {
            var z = value &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
