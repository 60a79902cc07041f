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

    /// The fraction shown at `time`, or nil when the timing has no effect then.
    private func fraction(_ timing: AnimationTiming, _ time: Double) -> Double? { timing.sample(at: time)?.fraction }

    @Test("L9's nested animation: 0.2 s each way, 2.5 cycles: 1 at 1.4 s and 1.8 s, ends at 0 at 2.0 s")
    func fractionalRepeatWithAutoreverse() {
        // Opacity 1 → 0: the value shown is 1 − fraction.
        let timing = AnimationTiming(beginTime: 1.0, duration: 0.2, repeatCount: 2.5, autoreverses: true, fillsForwards: true)
        #expect(abs(timing.endTime - 2.0) < 1e-12)
        #expect(abs(fraction(timing, 1.4)! - 0) < 1e-9)
        #expect(abs(fraction(timing, 1.8)! - 0) < 1e-9)
        #expect(abs(fraction(timing, 1.2)! - 1) < 1e-9)
        #expect(abs(fraction(timing, 1.1)! - 0.5) < 1e-9)
        #expect(abs(fraction(timing, 1.5)! - 0.5) < 1e-9)
        #expect(abs(fraction(timing, 2.0)! - 1) < 1e-9, "the extra half cycle lands on the new value")
        #expect(abs(fraction(timing, 5.0)! - 1) < 1e-9, "filled forwards")
        #expect(fraction(timing, 0.5) == nil, "no backwards fill before it begins")
    }

    @Test("Fill modes: removed, forwards, backwards, both")
    func fillModes() {
        func timing(backwards: Bool, forwards: Bool) -> AnimationTiming {
            AnimationTiming(beginTime: 10, duration: 2, fillsBackwards: backwards, fillsForwards: forwards)
        }
        let removed = timing(backwards: false, forwards: false)
        #expect(fraction(removed, 9) == nil && fraction(removed, 11) == 0.5 && fraction(removed, 12) == nil)
        let forwards = timing(backwards: false, forwards: true)
        #expect(fraction(forwards, 9) == nil && fraction(forwards, 12) == 1 && fraction(forwards, 100) == 1)
        let backwards = timing(backwards: true, forwards: false)
        #expect(fraction(backwards, 0) == 0 && fraction(backwards, 12) == nil)
        let both = timing(backwards: true, forwards: true)
        #expect(fraction(both, 0) == 0 && fraction(both, 11.5) == 0.75 && fraction(both, 50) == 1)
    }

    @Test("Whole repeats end on the cycle's end; fractional ones on the fraction; repeatDuration counts time")
    func repeats() {
        let three = AnimationTiming(beginTime: 0, duration: 1, repeatCount: 3, fillsForwards: true)
        #expect(three.endTime == 3)
        #expect(fraction(three, 1) == 0 && fraction(three, 2.25) == 0.25)
        #expect(fraction(three, 3) == 1 && three.sample(at: 3)?.iteration == 2)
        let partial = AnimationTiming(beginTime: 0, duration: 1, repeatCount: 1.75, fillsForwards: true)
        #expect(partial.endTime == 1.75 && fraction(partial, 9) == 0.75)
        let timed = AnimationTiming(beginTime: 0, duration: 1, repeatDuration: 2.5, fillsForwards: true)
        #expect(timed.endTime == 2.5 && fraction(timed, 2.5) == 0.5)
        let forever = AnimationTiming(beginTime: 0, duration: 1, repeatCount: .infinity)
        #expect(forever.endTime == .infinity && fraction(forever, 1e6 + 0.5) == 0.5)
    }

    @Test("speed scales time, timeOffset starts partway and wraps around, negative speed plays backwards")
    func speedAndOffset() {
        let fast = AnimationTiming(beginTime: 0, duration: 2, speed: 2)
        #expect(fast.endTime == 1 && fraction(fast, 0.5) == 0.5)
        let offset = AnimationTiming(beginTime: 0, duration: 5, timeOffset: 3, fillsForwards: true)
        #expect(offset.endTime == 5)
        #expect(fraction(offset, 0) == 0.6 && fraction(offset, 1.5) == 0.9)
        #expect(fraction(offset, 2.5) == 0.1, "wrapped to the start")
        #expect(fraction(offset, 6) == 0.6, "ends where it started")
        let backwards = AnimationTiming(beginTime: 0, duration: 1, speed: -1)
        #expect(fraction(backwards, 0.25) == 0.75)
        let frozen = AnimationTiming(beginTime: 0, duration: 1, speed: 0, timeOffset: 0.4)
        #expect(frozen.endTime == .infinity && fraction(frozen, 100) == 0.4)
    }

    @Test("A timing curve paces each cycle, mirrored on the way back")
    func curveAndAutoreverse() {
        let ease = CAMediaTimingFunction(name: .easeIn).curve
        let timing = AnimationTiming(beginTime: 0, duration: 1, autoreverses: true, curve: ease)
        #expect(abs(fraction(timing, 0.3)! - ease.value(at: 0.3)) < 1e-12)
        #expect(abs(fraction(timing, 1.7)! - ease.value(at: 0.3)) < 1e-12)
    }
}
