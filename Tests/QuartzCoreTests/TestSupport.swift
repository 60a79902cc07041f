// The headless stage and its recording sink live in TestStage, shared with the UIKit tests.
@_exported import TestStage
import Foundation
@testable import QuartzCore

extension Stage {
    /// Adds `animation` to `layer`, commits at the current time, and returns the presentation
    /// values at each of `times` (seconds after the commit).
    func present(_ animation: CAAnimation, on layer: CALayer, at times: [Double], key: String = "test") -> [LayerProperties] {
        layer.add(animation, forKey: key)
        let start = time
        CATransaction.flush()
        let values = times.map { layer.presentationProperties(at: start + $0) }
        layer.removeAnimation(forKey: key)
        CATransaction.flush()
        return values
    }
}

/// Whether two transforms are equal within `tolerance`, element by element.
func close(_ a: CATransform3D, _ b: CATransform3D, tolerance: Double = 1e-9) -> Bool {
    zip(a.elements, b.elements).allSatisfy { abs(Double($0 - $1)) <= tolerance }
}

/// A 10-second fade from 0 to 1 that logs its delegate calls as "fade".
@MainActor
func tenSecondFade(_ log: Log) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = 10
    animation.delegate = LoggingDelegate("fade", log)
    return animation
}

/// The opacity `layer` shows at media `time` (a Float: compare within 1e-6).
@MainActor
func opacity(_ layer: CALayer, at time: Double) -> Double {
    Double(layer.presentationProperties(at: time).opacity)
}
