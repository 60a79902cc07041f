import Foundation
import Testing
@testable import QuartzCore

@Suite("CABasicAnimation", .serialized)
@MainActor
struct BasicAnimationTests {
    @Test("Every from/to/by combination, relative to the value beneath where one is missing")
    func fromToByCombinations() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        layer.zPosition = 10
        CATransaction.flush()
        func halfway(_ from: Double?, _ to: Double?, _ by: Double?) -> CGFloat {
            stage.present(basic("zPosition", from: from, to: to, by: by), on: layer, at: [0.5])[0].zPosition
        }
        #expect(halfway(2, 4, nil) == 3)       // from → to
        #expect(halfway(2, 4, 100) == 3)       // by is ignored with both
        #expect(halfway(2, nil, 4) == 4)       // 2 → 6
        #expect(halfway(nil, 4, 2) == 3)       // 2 → 4
        #expect(halfway(2, nil, nil) == 6)     // 2 → model 10
        #expect(halfway(nil, 4, nil) == 7)     // model 10 → 4
        #expect(halfway(nil, nil, 4) == 12)    // 10 → 14
        #expect(halfway(nil, nil, nil) == 10)  // nothing moves
    }

    @Test("A plain animation (fixed ends, nothing added), evaluated in place, shows exactly what the general evaluation shows")
    func plainMatchesGeneral() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let times = [0, 0.3, 0.77, 1.5]
        for (path, from, to) in [("position", CGPoint(x: 3, y: -7) as Any, CGPoint(x: 101.5, y: 40) as Any),
                                 ("transform.rotation.z", 0.0, 2 * Double.pi), ("bounds.size.width", 10.0, 47.3),
                                 ("opacity", Float(0.1), Float(0.95))] {
            let plain = basic(path, from: from, to: to)
            plain.fillMode = .forwards
            // Cumulative takes the general path; in its first cycle it adds nothing.
            let general = basic(path, from: from, to: to)
            general.fillMode = .forwards
            general.isCumulative = true
            let shown = stage.present(plain, on: layer, at: times)
            #expect(shown == stage.present(general, on: layer, at: times), "\(path)")
            #expect(shown[1] != shown[2], "\(path) moves")
        }
    }

    @Test("An additive animation adds its value to the model value")
    func additive() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()   // position (35, 35)
        let shake = basic("position.x", from: -10.0, to: 10.0)
        shake.isAdditive = true
        let values = stage.present(shake, on: layer, at: [0, 0.25, 1.5])
        #expect(values.map(\.position.x) == [25, 30, 35])
        let turn = basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        turn.isAdditive = true
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        CATransaction.flush()
        let turned = stage.present(turn, on: layer, at: [0.5])[0].transform
        #expect(close(turned, CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 0, 1), CATransform3DMakeScale(2, 2, 1))))
    }

    @Test("A cumulative animation starts each repeat where the last one ended")
    func cumulative() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let climb = basic("position.y", from: 0.0, to: 10.0)
        climb.isCumulative = true
        climb.repeatCount = 3
        climb.fillMode = .forwards
        let values = stage.present(climb, on: layer, at: [0.5, 1.5, 2.5, 9]).map(\.position.y)
        #expect(values == [5, 15, 25, 30])
        let spin = basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        spin.isCumulative = true
        spin.repeatCount = 4
        let angle = stage.present(spin, on: layer, at: [2.5])[0].transform
        #expect(close(angle, CATransform3DMakeRotation(.pi * 1.25, 0, 0, 1)), "2.5 quarter turns")
        climb.isCumulative = false
        #expect(stage.present(climb, on: layer, at: [2.5]).map(\.position.y) == [5])
    }

    @Test("Value functions turn the interpolated numbers into a transform", arguments: [
        (CAValueFunctionName.rotateZ, [0], [Double.pi], CATransform3DMakeRotation(.pi / 2, 0, 0, 1)),
        (.rotateX, [0], [Double.pi], CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
        (.rotateY, [0], [Double.pi], CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
        (.scale, [1, 1, 1], [3, 5, 1], CATransform3DMakeScale(2, 3, 1)),
        (.scaleX, [1], [3], CATransform3DMakeScale(2, 1, 1)),
        (.scaleY, [1], [3], CATransform3DMakeScale(1, 2, 1)),
        (.scaleZ, [1], [3], CATransform3DMakeScale(1, 1, 2)),
        (.translate, [0, 0, 0], [10, 20, 30], CATransform3DMakeTranslation(5, 10, 15)),
        (.translateX, [0], [10], CATransform3DMakeTranslation(5, 0, 0)),
        (.translateY, [0], [10], CATransform3DMakeTranslation(0, 5, 0)),
        (.translateZ, [0], [10], CATransform3DMakeTranslation(0, 0, 5)),
    ] as [(CAValueFunctionName, [Double], [Double], CATransform3D)])
    func valueFunctions(name: CAValueFunctionName, from: [Double], to: [Double], halfway: CATransform3D) {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        // One number is passed as a number, three as an array (as Core Animation takes them).
        let animation = basic("transform", from: from.count == 1 ? from[0] as Any : from, to: to.count == 1 ? to[0] as Any : to)
        animation.valueFunction = CAValueFunction(name: name)
        #expect(close(stage.present(animation, on: layer, at: [0.5])[0].transform, halfway))
    }

    @Test("L13's layer: rotateZ from 0 to 2π (by π ignored) over 2 s turns a full circle, then lets go")
    func l13LayerTurn() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.duration = 2.0
        animation.beginTime = 0
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.fromValue = 0.0
        animation.toValue = 2 * Double.pi
        animation.byValue = Double.pi
        let values = stage.present(animation, on: layer, at: [0.5, 1.0, 1.5, 2.5]).map(\.transform)
        #expect(close(values[0], CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        #expect(close(values[1], CATransform3DMakeRotation(.pi, 0, 0, 1)))
        #expect(close(values[2], CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1)))
        #expect(values[3] == CATransform3DIdentity, "removed after 2 s: the model transform")
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
    }

    @Test("Transforms interpolate by decomposition: 0 → 180° passes through 90° at full size")
    func transformDecomposition() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let half = basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi, 0, 0, 1))
        let values = stage.present(half, on: layer, at: [0.25, 0.5]).map(\.transform)
        #expect(close(values[0], CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
        #expect(close(values[1], CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), "not the collapsed element-wise midpoint")
        let counter = basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: -.pi)))
        #expect(close(stage.present(counter, on: layer, at: [0.5])[0].transform, CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)),
                "UIKit's rotation by −π turns counter-clockwise (the sign of sin(−π) decides, as in Core Animation)")
        let mixed = basic("transform", from: CATransform3DIdentity,
                          to: CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeTranslation(40, 0, 0)))
        #expect(close(stage.present(mixed, on: layer, at: [0.5])[0].transform,
                      CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(20, 0, 0))))
        let flat = basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeScale(0, 0, 1))
        #expect(close(stage.present(flat, on: layer, at: [0.5])[0].transform, CATransform3DMakeScale(0.5, 0.5, 1)),
                "a matrix without a decomposition interpolates element by element")
    }

    @Test("Values that do not fit the key path are reported and change nothing; the timing still runs")
    func badValues() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        let wrong = basic("opacity", from: "bright", to: CGPoint(x: 1, y: 1))
        wrong.delegate = LoggingDelegate("wrong", log)
        let unknown = basic("wobble", from: 0.0, to: 1.0)
        #expect(stage.present(wrong, on: layer, at: [0.5])[0] == layer.properties)
        #expect(stage.present(unknown, on: layer, at: [0.5])[0] == layer.properties)
        layer.add(wrong, forKey: "wrong")
        CATransaction.flush()
        stage.turn(at: stage.time + 1)
        #expect(log.entries.suffix(2) == ["start wrong", "stop wrong true"])
    }

    @Test("Colours interpolate per component; copies keep every setting")
    func colorsAndCopies() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let tint = basic("backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1), to: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        tint.autoreverses = true
        tint.timeOffset = 0.1
        let copy = tint.copy() as! CABasicAnimation
        #expect(copy.autoreverses && copy.timeOffset == 0.1 && copy.keyPath == "backgroundColor" && copy.toValue is CGColor)
        let color = stage.present(copy, on: layer, at: [0.4])[0].backgroundColor!
        #expect(abs(color.red - 0.5) < 1e-9 && color.green == 0 && abs(color.blue - 0.5) < 1e-9 && abs(color.alpha - 0.75) < 1e-9)
    }
}
