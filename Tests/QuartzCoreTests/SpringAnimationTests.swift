import Foundation
import Testing
@testable import QuartzCore

@Suite("CASpringAnimation", .serialized)
@MainActor
struct SpringAnimationTests {
    /// x'' = −(k x + c x') / m integrated with small RK4 steps: the reference for the closed form.
    private func integrated(_ spring: SpringMotion, to time: Double) -> Double {
        var x = 1.0, v = -spring.initialVelocity
        let steps = 20_000, h = time / Double(steps)
        func a(_ x: Double, _ v: Double) -> Double { -(spring.stiffness * x + spring.damping * v) / spring.mass }
        for _ in 0..<steps {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return 1 - x
    }

    @Test("The closed form matches the integrated oscillator: under-, critically and overdamped, with velocity", arguments: [
        (1.0, 100.0, 10.0, 0.0), (1.0, 100.0, 20.0, 0.0), (1.0, 100.0, 50.0, 0.0), (2.0, 300.0, 5.0, 8.0), (1.0, 100.0, 20.0, -5.0),
    ])
    func closedForm(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let spring = SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        for t in [0.05, 0.2, 0.5, 1.0] {
            #expect(abs(spring.fraction(at: t) - integrated(spring, to: t)) < 1e-6)
        }
    }

    @Test("It settles: within 0.1% from settlingDuration on, and not long before")
    func settles() {
        for spring in [SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
                       SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),
                       SpringMotion(mass: 1, stiffness: 200, damping: 60, initialVelocity: 3)] {
            let settle = spring.settlingDuration
            #expect(settle > 0.1 && settle < 10)
            for t in stride(from: settle, to: settle + 3, by: 0.01) { #expect(abs(1 - spring.fraction(at: t)) < 0.001 + 1e-12) }
            let before = stride(from: 0, to: settle * 0.8, by: 0.001).map { abs(1 - spring.fraction(at: $0)) }.max()!
            #expect(before >= 0.001)
        }
    }

    @Test("On a layer: the value follows the spring, overshooting when underdamped")
    func onLayer() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let animation = CASpringAnimation(keyPath: "position.x")
        animation.fromValue = 0.0
        animation.toValue = 100.0
        animation.duration = animation.settlingDuration
        #expect(abs(animation.settlingDuration - log(1000 * (4.0 / 3).squareRoot()) / 5) < 1e-6, "the default spring's envelope")
        let motion = SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let times = stride(from: 0.0, to: animation.duration, by: 0.05).map { $0 }
        let values = stage.present(animation, on: layer, at: times).map { Double($0.position.x) }
        for (t, x) in zip(times, values) { #expect(abs(x - 100 * motion.fraction(at: t)) < 1e-9) }
        #expect(values.max()! > 110, "overshoots")
        let copy = animation.copy() as! CASpringAnimation
        #expect(copy.damping == 10 && copy.stiffness == 100 && copy.mass == 1)
    }

    @Test("perceptualDuration and bounce: bounce 0 is critically damped, a higher bounce overshoots")
    func perceptual() {
        let calm = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        let ratio = Double(calm.damping) / (2 * Double(calm.stiffness * calm.mass).squareRoot())
        #expect(abs(ratio - 1) < 1e-9)
        let lively = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.5)
        let motion = lively.springMotion!
        #expect(stride(from: 0, to: 2, by: 0.01).contains { motion.fraction(at: $0) > 1.05 })
    }
}
