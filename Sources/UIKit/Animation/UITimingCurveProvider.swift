/// What kind of timing a curve provider gives: one of UIKit's curves, a cubic Bézier, a spring,
/// or a combination.
public enum UITimingCurveType: Int, Sendable {
    case builtin
    case cubic
    case spring
    case composed
}

/// The timing of a property animator: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: AnyObject, Sendable {
    /// Which kind of timing this is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if there is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if there is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}
