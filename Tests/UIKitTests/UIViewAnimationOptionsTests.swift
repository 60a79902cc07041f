import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

@Suite("UIView animation options")
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
}
