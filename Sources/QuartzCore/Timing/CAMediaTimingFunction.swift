import Foundation

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = Self(rawValue: "linear")
    public static let easeIn = Self(rawValue: "easeIn")
    public static let easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    public static let `default` = Self(rawValue: "default")
}

/// A timing curve: a cubic Bézier from (0,0) to (1,1) through two control points,
/// mapping the fraction of time elapsed to the fraction of the change shown.
public final class CAMediaTimingFunction: Sendable, Equatable {
    /// The curve's two inner control points.
    package let curve: TimingCurve

    /// One of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through (c1x, c1y) and (c2x, c2y); x values are clamped to 0…1 as Core Animation does.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = TimingCurve(c1x: Double(max(0, min(1, c1x))), c1y: Double(c1y),
                            c2x: Double(max(0, min(1, c2x))), c2y: Double(c2y))
    }

    /// The control point at `idx` (0: start, 1 and 2: the inner points, 3: end) as (x, y).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.c1x, curve.c1y), (curve.c2x, curve.c2y), (1, 1)]
        let point = points[max(0, min(3, idx))]
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool { lhs.curve == rhs.curve }
}

/// The pure cubic Bézier behind a timing function, solved exactly: for a time fraction x,
/// find the curve parameter t with X(t) = x (Newton's method, then bisection), and return Y(t).
package struct TimingCurve: Sendable, Equatable {
    package var c1x: Double, c1y: Double, c2x: Double, c2y: Double

    package static let linear = TimingCurve(c1x: 0, c1y: 0, c2x: 1, c2y: 1)

    package init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The progress shown at time fraction `x` (0…1).
    package func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        return TimingCurve.bezier(parameter(for: x), c1y, c2y)
    }

    /// The curve parameter whose x coordinate is `x`, to within 1e-12.
    private func parameter(for x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = TimingCurve.bezier(t, c1x, c2x) - x
            if abs(error) < 1e-12 { return t }
            let slope = TimingCurve.derivative(t, c1x, c2x)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        while high - low > 1e-14 {
            let value = TimingCurve.bezier(t, c1x, c2x)
            if abs(value - x) < 1e-12 { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
