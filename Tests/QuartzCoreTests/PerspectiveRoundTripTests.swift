import Foundation
import Testing
@testable import QuartzCore

/// Issue 30: converting a point to another layer and back gives the point again, over random trees
/// whose paths carry perspective, wherever the composed map is well conditioned (`PlaneMap.isWellConditioned`).
@Suite("Perspective round trips")
@MainActor
struct PerspectiveRoundTripTests {
    /// A seeded generator (Knuth's MMIX linear congruence, its high bits), so a failure can be replayed.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let high = state >> 32
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return high << 32 | state >> 32
        }
        mutating func value(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &self)) }
    }

    /// A perspective seen from `distance` points in front of the plane, as `m34 = -1 / distance` gives it.
    private static func perspective(_ distance: CGFloat) -> CATransform3D {
        var m = CATransform3DIdentity
        m.m34 = -1 / distance
        return m
    }

    /// A random transform: turned about a random axis, scaled, moved in depth, with perspective half the time.
    private static func transform(_ random: inout Seeded) -> CATransform3D {
        // Half the time a round turn about x or y, as programs write them (a quarter turn's sine is exactly 1).
        let roundTurns: [CGFloat] = [.pi / 2, -.pi / 2, .pi / 3, .pi / 4]
        var t: CATransform3D
        if Bool.random(using: &random) {
            t = CATransform3DMakeRotation(roundTurns.randomElement(using: &random)!, 0, 1, 0)
        } else {
            let angle: CGFloat = random.value(-3...3)
            t = CATransform3DMakeRotation(angle, random.value(-1...1), random.value(-1...1), random.value(-1...1))
        }
        if Bool.random(using: &random) { t = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), t) }
        t = CATransform3DConcat(CATransform3DMakeScale(random.value(0.3...3), random.value(0.3...3), 1), t)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(random.value(-50...50), random.value(-50...50), random.value(-100...100)))
        if Bool.random(using: &random) { t = CATransform3DConcat(t, perspective(distance(&random))) }
        return t
    }

    /// A perspective distance, a round one half the time, as programs write them: with round
    /// positions, a point then lands exactly on a vanishing line (w = 0) on the way.
    private static func distance(_ random: inout Seeded) -> CGFloat {
        Bool.random(using: &random) ? [100, 200, 250, 400, 500, 1000].randomElement(using: &random)! : random.value(100...1000)
    }

    /// A coordinate in `range`, a whole number half the time.
    private static func coordinate(_ range: ClosedRange<Double>, _ random: inout Seeded) -> CGFloat {
        let value = random.value(range)
        return Bool.random(using: &random) ? value.rounded() : value
    }

    /// A tree of 2…12 layers of random sizes and places, each hung under a random earlier one, with
    /// random transforms (half with perspective) and, for 40 % of them, perspective sublayer transforms.
    private static func tree(_ random: inout Seeded) -> [CALayer] {
        var layers: [CALayer] = []
        for n in 0..<Int.random(in: 2...12, using: &random) {
            let layer = CALayer()
            layer.bounds = CGRect(x: coordinate(-20...20, &random), y: coordinate(-20...20, &random),
                                  width: coordinate(10...400, &random), height: coordinate(10...400, &random))
            layer.position = CGPoint(x: coordinate(-300...300, &random), y: coordinate(-300...300, &random))
            layer.anchorPoint = Bool.random(using: &random) ? CGPoint(x: 0.5, y: 0.5) : CGPoint(x: random.value(0...1), y: random.value(0...1))
            if n == 0 || Double.random(in: 0...1, using: &random) < 0.7 { layer.transform = transform(&random) }
            if Double.random(in: 0...1, using: &random) < 0.4 { layer.sublayerTransform = perspective(distance(&random)) }
            if n > 0 { layers[Int.random(in: 0..<n, using: &random)].addSublayer(layer) }
            layers.append(layer)
        }
        return layers
    }

    @Test("100,000 round trips a → b → a over random trees with perspective: within 1e-9 relative where well conditioned")
    func roundTrips() {
        var random = Seeded(state: 0x0CA5_E3E7)
        var trips = 0, conditioned = 0, worst = 0.0, worstTrip = ""
        while trips < 100_000 {
            let layers = Self.tree(&random)
            for _ in 0..<20 {
                let a = layers.randomElement(using: &random)!, b = layers.randomElement(using: &random)!
                let p = CGPoint(x: Self.coordinate(-1000...1000, &random), y: Self.coordinate(-1000...1000, &random))
                let q = a.convert(p, to: b)
                let back = b.convert(q, to: a)
                trips += 1
                guard let map = a.map(to: b, through: a.commonAncestor(with: b)), map.isWellConditioned(at: p) else { continue }
                conditioned += 1
                let error = hypot(back.x - p.x, back.y - p.y) / max(1, hypot(p.x, p.y))
                if !(error <= worst) { worst = error; worstTrip = "trip \(trips): \(p) → \(q) → \(back)" }
            }
        }
        print("perspective round trips: \(conditioned) of \(trips) well conditioned; worst relative error \(worst) (\(worstTrip))")
        #expect(worst <= 1e-9, "worst relative error \(worst): \(worstTrip)")
        #expect(conditioned > trips * 4 / 5, "\(conditioned) of \(trips) well conditioned: the test would prove little")
    }
}

extension PlaneMap {
    /// Whether a round trip through this map at `p` can be asked to come back within 1e-9: the map,
    /// measured in units of 1000 points (the size of the trees' layers), has a condition number
    /// ‖M‖‖M⁻¹‖ (Frobenius norms) of at most 10⁶, and w is not near 0 at `p` on the way there nor at
    /// its image on the way back (at least a thousandth of the largest term that sums to it).
    func isWellConditioned(at p: CGPoint) -> Bool {
        guard let inverse else { return false }
        let unit = 1000.0
        func scaled(_ m: PlaneMap) -> PlaneMap {
            PlaneMap(x: m.x * SIMD3(1, 1, unit), y: m.y * SIMD3(1, 1, unit), origin: m.origin * SIMD3(1 / unit, 1 / unit, 1))
        }
        func norm(_ m: PlaneMap) -> Double { ((m.x * m.x).sum() + (m.y * m.y).sum() + (m.origin * m.origin).sum()).squareRoot() }
        let forward = scaled(self), backward = scaled(inverse)
        // The backward map is the inverse times some k, which the product's first entry reads back.
        let k = abs((forward.x * SIMD3(backward.x.x, backward.y.x, backward.origin.x)).sum())
        guard norm(forward) * norm(backward) / k <= 1e6 else { return false }
        func wClear(_ m: PlaneMap, _ p: CGPoint) -> Bool {
            let terms = [Double(p.x) * m.x.z, Double(p.y) * m.y.z, m.origin.z]
            return abs(terms.reduce(0, +)) >= 1e-3 * terms.map(abs).max()!
        }
        return wClear(self, p) && wClear(inverse, apply(p))
    }
}
