import Foundation

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight from each value to the next, at the key times.
    public static let linear = Self(rawValue: "linear")
    /// Each value held until the next key time, no in-betweens.
    public static let discrete = Self(rawValue: "discrete")
    /// Straight lines at a constant rate (key times and timing functions are ignored).
    public static let paced = Self(rawValue: "paced")
    /// A smooth spline through the values (Catmull–Rom, shaped by tension, continuity and bias).
    public static let cubic = Self(rawValue: "cubic")
    /// The spline at a constant rate.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// Whether an animation along a path turns the layer to follow the path's direction.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned along the direction of travel.
    public static let rotateAuto = Self(rawValue: "auto")
    /// Turned along the direction of travel, plus 180°.
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// An animation through a sequence of values, or along a path (for point properties).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path to follow instead of `values` (for `position`, `anchorPoint` and other points).
    open var path: CGPath?
    /// When each value is reached, 0…1 of the cycle (evenly spaced when nil or invalid).
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between two values.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer following `path` turns with it.
    open var rotationMode: CAAnimationRotationMode?
    /// Per-value tightness of the cubic spline's curve.
    open var tensionValues: [NSNumber]?
    /// Per-value sharpness of the cubic spline's corners.
    open var continuityValues: [NSNumber]?
    /// Per-value weighting of the cubic spline's curve before and after the value.
    open var biasValues: [NSNumber]?

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAKeyframeAnimation {
            values = other.values; path = other.path; keyTimes = other.keyTimes; timingFunctions = other.timingFunctions
            calculationMode = other.calculationMode; rotationMode = other.rotationMode
            tensionValues = other.tensionValues; continuityValues = other.continuityValues; biasValues = other.biasValues
        }
    }

    package override func renderEffect(defaultDuration: Double) -> RenderAnimation.Effect {
        guard let (keyPath, function, kind) = resolvedKeyPath() else { return .none }
        let mode = self.mode
        let times = keyTimes?.map(\.doubleValue)
        let curves = (timingFunctions ?? []).map(\.curve)
        if let path, let shape = KeyframePath(path) {
            guard kind == .point, function == nil else {
                Diagnostics.report("a keyframe path needs a point key path, not \"\(keyPath)\"; the animation changes nothing")
                return .none
            }
            // A NaN or infinite point makes the length so too: the render tree must never receive one.
            guard shape.length.isFinite else {
                Diagnostics.report("a keyframe path with a point that is not finite; the animation changes nothing")
                return .none
            }
            let rotation: KeyframeTrack.Rotation? = switch rotationMode {
            case .rotateAuto?: .auto
            case .rotateAutoReverse?: .autoReverse
            default: nil
            }
            return effect(keyPath, nil, .keyframes(KeyframeTrack(path: shape, keyTimes: times, curves: curves, mode: mode, rotation: rotation)))
        }
        var converted: [AnimationValue] = []
        for value in values ?? [] {
            guard case .success(let v?) = convert(value, "keyframe value", kind: kind, keyPath: keyPath) else { return .none }
            converted.append(v)
        }
        guard let track = KeyframeTrack(values: converted, keyTimes: times, curves: curves, mode: mode,
                                        tension: tensionValues?.map(\.doubleValue) ?? [],
                                        continuity: continuityValues?.map(\.doubleValue) ?? [],
                                        bias: biasValues?.map(\.doubleValue) ?? []) else { return .none }
        return effect(keyPath, function, .keyframes(track))
    }

    private var mode: KeyframeTrack.Mode {
        switch calculationMode {
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return .cubic
        case .cubicPaced: return .cubicPaced
        default: return .linear
        }
    }
}
