import Foundation

/// A property animator's pacing as a cubic Bézier from (0, 0) to (1, 1): one of UIKit's curves,
/// or one through two control points of the app's.
open class UICubicTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    /// The UIKit curve this is (`.easeInOut` for a curve of the app's own).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for a UIKit curve, `.cubic` for control points of the app's.
    public let timingCurveType: UITimingCurveType

    /// UIKit's default curve, ease in and out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        (controlPoint1, controlPoint2) = points
        timingCurveType = .builtin
    }

    /// A curve through `point1` and `point2` (x values are clamped to 0…1, as Core Animation does).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurveType = .cubic
    }

    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation timing function with these control points.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}
