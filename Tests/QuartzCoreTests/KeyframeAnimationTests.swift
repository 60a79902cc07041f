import Foundation
import Testing
@testable import QuartzCore

@Suite("CAKeyframeAnimation", .serialized)
@MainActor
struct KeyframeAnimationTests {
    private func keyframes(_ keyPath: String, _ values: [Any]?, times: [NSNumber]? = nil,
                           mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = times
        animation.calculationMode = mode
        animation.duration = 1
        return animation
    }

    /// The presentation values of `animation` on a fresh on-screen layer at each of `times`.
    private func run(_ animation: CAAnimation, at times: [Double]) -> [LayerProperties] {
        let stage = Stage()
        defer { stage.tearDown() }
        return stage.present(animation, on: stage.committedLayer(), at: times)
    }

    private func xs(_ animation: CAAnimation, at times: [Double]) -> [Double] {
        run(animation, at: times).map { Double($0.position.x) }
    }

    @Test("Linear: straight between values at their key times (evenly spaced without any)")
    func linear() {
        #expect(xs(keyframes("position.x", [0, 100, 200], times: [0, 0.2, 1]), at: [0.1, 0.2, 0.6, 1 - 1e-9]).map { $0.rounded() }
                == [50, 100, 150, 200])
        #expect(xs(keyframes("position.x", [0, 100, 400]), at: [0.25, 0.75]) == [50, 250])
        #expect(xs(keyframes("position.x", [0, 100, 400], times: [0, 1]), at: [0.75]) == [250], "key times that do not fit: even")
        #expect(xs(keyframes("position.x", [7]), at: [0.5]) == [7])
    }

    @Test("Per-segment timing functions pace each segment")
    func segmentTiming() {
        let animation = keyframes("position.x", [0, 100, 200])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let easeIn = CAMediaTimingFunction(name: .easeIn).curve.value(at: 0.5)
        let values = xs(animation, at: [0.25, 0.75])
        #expect(abs(values[0] - 100 * easeIn) < 1e-9 && abs(values[1] - 150) < 1e-9)
    }

    @Test("Discrete: each value held until the next key time, no in-betweens")
    func discrete() {
        #expect(xs(keyframes("position.x", [0, 10, 20], mode: .discrete), at: [0.2, 0.4, 0.7]) == [0, 10, 20])
        #expect(xs(keyframes("position.x", [0, 10, 20], times: [0, 0.5, 0.9, 1], mode: .discrete), at: [0.45, 0.6, 0.95]) == [0, 10, 20])
    }

    @Test("Paced: a constant rate over the whole distance, whatever the key times")
    func paced() {
        #expect(xs(keyframes("position.x", [0, 10, 40], times: [0, 0.9, 1], mode: .paced), at: [0.125, 0.5]) == [5, 20])
    }

    @Test("Cubic: a Catmull–Rom spline through every value; tension 1 makes corners")
    func cubic() {
        let values = xs(keyframes("position.x", [0, 10, 30, 60], mode: .cubic), at: [1.0 / 3, 0.5])
        #expect(abs(values[0] - 10) < 1e-9, "passes through the keyframe")
        #expect(abs(values[1] - 18.75) < 1e-9, "Hermite with tangents 15 and 25, not the linear 20")
        let tight = keyframes("position.x", [0, 10, 30, 60], mode: .cubic)
        tight.tensionValues = [1, 1, 1, 1]
        #expect(abs(xs(tight, at: [0.5])[0] - 20) < 1e-9, "zero tangents: the smoothstep midpoint")
    }

    @Test("A path: its vertices at the key times (linear), or a constant speed along it (paced)")
    func path() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 100))
        let linear = keyframes("position", nil)
        linear.path = path
        #expect(run(linear, at: [0.25, 0.75]).map(\.position) == [CGPoint(x: 150, y: 0), CGPoint(x: 300, y: 50)])
        linear.calculationMode = .paced
        #expect(run(linear, at: [0.375, 0.875]).map(\.position) == [CGPoint(x: 150, y: 0), CGPoint(x: 300, y: 50)])
        linear.calculationMode = .discrete
        #expect(run(linear, at: [0.2, 0.5, 0.9]).map(\.position) == [CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 100)])
    }

    @Test("A curved path is followed exactly, and paced by arc length")
    func curvedPath() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let animation = keyframes("position", nil)
        animation.path = path
        let middle = run(animation, at: [0.5])[0].position
        #expect(abs(middle.x - 50) < 1e-9 && abs(middle.y - 75) < 1e-9, "the Bézier at t = 0.5")
        animation.calculationMode = .paced
        let paced = run(animation, at: [0.5, 0.25])
        #expect(abs(paced[0].position.x - 50) < 1e-3 && abs(paced[0].position.y - 75) < 1e-3, "symmetric: half the length is the middle")
        #expect(paced[1].position.y > 40, "a quarter of the length is already high up the first arc")
    }

    @Test("rotationMode turns the layer along the path's direction")
    func rotationMode() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = keyframes("position", nil)
        animation.path = path
        animation.rotationMode = .rotateAuto
        let turned = run(animation, at: [0.25, 0.75]).map(\.transform)
        #expect(close(turned[0], CATransform3DIdentity) && close(turned[1], CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        animation.rotationMode = .rotateAutoReverse
        #expect(close(run(animation, at: [0.75])[0].transform, CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1)))
    }

    @Test("Keyframes of colours and transforms, cumulative repeats, and values that do not fit")
    func otherValues() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(run(keyframes("backgroundColor", [red, green, red]), at: [0.25])[0].backgroundColor
                == CGColorRGBA(red: 0.5, green: 0.5, blue: 0, alpha: 1))
        let spin = keyframes("transform", [CATransform3DIdentity, CATransform3DMakeRotation(.pi, 0, 0, 1)])
        #expect(close(run(spin, at: [0.5])[0].transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        let steps = keyframes("position.x", [0, 10, 20])
        steps.isCumulative = true
        steps.repeatCount = 2
        #expect(xs(steps, at: [1.25]) == [25])
        let wrong = keyframes("position.x", [0, "far", 20])
        #expect(xs(wrong, at: [0.5]) == [35], "nothing changes")
    }
}
