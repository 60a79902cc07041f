import CoreGraphics

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rotateX = Self(rawValue: "rotateX")
    public static let rotateY = Self(rawValue: "rotateY")
    public static let rotateZ = Self(rawValue: "rotateZ")
    public static let scale = Self(rawValue: "scale")
    public static let scaleX = Self(rawValue: "scaleX")
    public static let scaleY = Self(rawValue: "scaleY")
    public static let scaleZ = Self(rawValue: "scaleZ")
    public static let translate = Self(rawValue: "translate")
    public static let translateX = Self(rawValue: "translateX")
    public static let translateY = Self(rawValue: "translateY")
    public static let translateZ = Self(rawValue: "translateZ")
}

/// Turns the numbers a property animation interpolates into a transform, so a rotation from 0 to
/// 2π turns a full circle instead of interpolating two equal matrices. Rotations take an angle in
/// radians, `scaleX`… and `translateX`… one number, `scale` and `translate` three.
public final class CAValueFunction: Sendable {
    public let name: CAValueFunctionName
    package let function: ValueFunction

    /// The function named `name`; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        guard let function = ValueFunction(name) else { return nil }
        self.name = name
        self.function = function
    }
}

/// A value function as the render thread applies it.
package enum ValueFunction: Sendable, Equatable {
    /// About an axis (0: x, 1: y, 2: z).
    case rotate(Int)
    /// Along an axis; nil: all three from a vector.
    case scale(Int?)
    case translate(Int?)

    init?(_ name: CAValueFunctionName) {
        switch name {
        case .rotateX: self = .rotate(0)
        case .rotateY: self = .rotate(1)
        case .rotateZ: self = .rotate(2)
        case .scale: self = .scale(nil)
        case .scaleX: self = .scale(0)
        case .scaleY: self = .scale(1)
        case .scaleZ: self = .scale(2)
        case .translate: self = .translate(nil)
        case .translateX: self = .translate(0)
        case .translateY: self = .translate(1)
        case .translateZ: self = .translate(2)
        default: return nil
        }
    }

    /// The kind of value the function takes.
    package var inputKind: AnimationValue.Kind {
        switch self {
        case .scale(nil), .translate(nil): return .vector
        default: return .scalar
        }
    }

    /// The transform for `value` (the identity when the value is of the wrong kind).
    package func transform(for value: AnimationValue) -> CATransform3D {
        switch (self, value) {
        case (.rotate(let axis), .scalar(let angle)):
            return CATransform3DMakeRotation(CGFloat(angle), axis == 0 ? 1 : 0, axis == 1 ? 1 : 0, axis == 2 ? 1 : 0)
        case (.scale(let axis?), .scalar(let s)):
            return CATransform3DMakeScale(axis == 0 ? CGFloat(s) : 1, axis == 1 ? CGFloat(s) : 1, axis == 2 ? CGFloat(s) : 1)
        case (.scale(nil), .vector(let v)):
            return CATransform3DMakeScale(CGFloat(v.x), CGFloat(v.y), CGFloat(v.z))
        case (.translate(let axis?), .scalar(let d)):
            return CATransform3DMakeTranslation(axis == 0 ? CGFloat(d) : 0, axis == 1 ? CGFloat(d) : 0, axis == 2 ? CGFloat(d) : 0)
        case (.translate(nil), .vector(let v)):
            return CATransform3DMakeTranslation(CGFloat(v.x), CGFloat(v.y), CGFloat(v.z))
        default:
            return CATransform3DIdentity
        }
    }

    /// The function's input that `transform` corresponds to (from its decomposition): what an
    /// animation without fromValue or toValue starts or ends at.
    package func input(from transform: CATransform3D) -> AnimationValue {
        let parts = TransformDecomposition(transform) ?? TransformDecomposition()
        switch self {
        case .rotate(let axis): return .scalar(parts.eulerAngles[axis])
        case .scale(let axis?): return .scalar(parts.scale[axis])
        case .scale(nil): return .vector(parts.scale)
        case .translate(let axis?): return .scalar(parts.translation[axis])
        case .translate(nil): return .vector(parts.translation)
        }
    }
}
