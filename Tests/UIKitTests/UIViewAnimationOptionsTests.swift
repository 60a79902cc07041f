import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

@Suite("UIView animation options and springs", .startsClean)
@MainActor
struct UIViewAnimationOptionsTests {
    @Test("Option bits are Apple's, and the curve is a field, not independent flags")
    func rawValues() {
        #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1)
        #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 512)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(([] as UIView.AnimationOptions).curve == .easeInOut)
        #expect(UIView.AnimationOptions([.repeat, .curveEaseOut]).curve == .easeOut)
        #expect(UIView.AnimationOptions([.curveLinear, .autoreverse]).curve == .linear)
        #expect(UIView.AnimationCurve.easeIn.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(UIView.KeyframeAnimationOptions([.calculationModePaced, .repeat]).blockOptions == .repeat)
    }

    @Test("The spring's envelope has decayed to 1/1500 at the end of the duration; bad ratios are clamped")
    func springTiming() {
        for (duration, ratio) in [(1.0, 0.3), (0.5, 1.0), (2.0, 0.05)] {
            let spring = SpringTiming(duration: duration, dampingRatio: ratio, initialVelocity: 0)
            let natural = (spring.stiffness / spring.mass).squareRoot()
            #expect(abs(spring.damping / (2 * natural) - ratio) < 1e-12, "the damping ratio is kept")
            #expect(abs(exp(-ratio * natural * duration) - SpringTiming.residualFraction) < 1e-12)
        }
        let clamped = SpringTiming(duration: 1, dampingRatio: 0, initialVelocity: .nan)
        #expect(clamped.damping > 0 && clamped.initialVelocity == 0)
        #expect(SpringTiming(duration: 1, dampingRatio: 7, initialVelocity: 0) == SpringTiming(duration: 1, dampingRatio: 1, initialVelocity: 0))
    }
}
