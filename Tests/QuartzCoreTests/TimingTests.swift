import Foundation
import Testing
@testable import QuartzCore

@Suite("Timing")
struct TimingTests {
    /// The curve's point at parameter t, straight from the Bézier definition.
    private func bezier(_ c: TimingCurve, _ t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        return (3 * u * u * t * c.c1x + 3 * u * t * t * c.c2x + t * t * t,
                3 * u * u * t * c.c1y + 3 * u * t * t * c.c2y + t * t * t)
    }

    @Test("Each named curve is the exact cubic Bézier (within 1e-9)", arguments: [
        CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func namedCurves(name: CAMediaTimingFunctionName) {
        let curve = CAMediaTimingFunction(name: name).curve
        for step in 0...200 {
            let point = bezier(curve, Double(step) / 200)
            #expect(abs(curve.value(at: point.x) - point.y) < 1e-9)
        }
    }

    @Test("Control points of easeInEaseOut are (0.42,0) and (0.58,1)")
    func controlPoints() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        var values: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &values)
        #expect(values == [0.42, 0])
        function.getControlPoint(at: 2, values: &values)
        #expect(values == [0.58, 1])
    }

    @Test("L9's nested animation: 0.2 s each way, 2.5 cycles: 1 at 1.4 s and 1.8 s, ends at 0 at 2.0 s")
    func fractionalRepeatWithAutoreverse() {
        let timing = AnimationTiming(beginTime: 1.0, duration: 0.2, repeatCount: 2.5, autoreverses: true, fillsForwards: true)
        let fade = RenderAnimation(keyPath: .opacity, from: .scalar(1), to: .scalar(0), timing: timing)
        func opacity(_ t: Double) -> Double? {
            if case .scalar(let v)? = fade.value(over: .scalar(0), at: t) { return v }
            return nil
        }
        #expect(abs(timing.endTime - 2.0) < 1e-12)
        #expect(abs(opacity(1.4)! - 1) < 1e-9)
        #expect(abs(opacity(1.8)! - 1) < 1e-9)
        #expect(abs(opacity(1.2)! - 0) < 1e-9)
        #expect(abs(opacity(1.1)! - 0.5) < 1e-9)
        #expect(abs(opacity(2.0)! - 0) < 1e-9)
        #expect(abs(opacity(5.0)! - 0) < 1e-9, "filled forwards")
        #expect(opacity(0.5) == nil, "no backwards fill before it begins")
    }

    @Test("from/to/by combine as Core Animation defines")
    func valueCombinations() {
        let timing = AnimationTiming(beginTime: 0, duration: 1)
        func at(_ from: Double?, _ to: Double?, _ by: Double?, model: Double = 10) -> Double {
            let a = RenderAnimation(keyPath: .opacity, from: from.map { .scalar($0) }, to: to.map { .scalar($0) },
                                    by: by.map { .scalar($0) }, timing: timing)
            guard case .scalar(let v)? = a.value(over: .scalar(model), at: 0.5) else { return .nan }
            return v
        }
        #expect(at(2, 4, nil) == 3)
        #expect(at(2, nil, 4) == 4)      // 2 → 6
        #expect(at(nil, 4, 2) == 3)      // 2 → 4
        #expect(at(2, nil, nil) == 6)    // 2 → model 10
        #expect(at(nil, 4, nil) == 7)    // model 10 → 4
        #expect(at(nil, nil, 4) == 12)   // 10 → 14
    }
}
