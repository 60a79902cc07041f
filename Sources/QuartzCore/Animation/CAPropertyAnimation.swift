import Foundation

/// An animation of one layer property, named by key path ("opacity", "position.x",
/// "transform.rotation.z"…).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    open var keyPath: String?
    /// Whether the animation's value is added to the value beneath it (the model value with
    /// earlier animations applied) instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat cycle starts where the previous one ended (adding the change of one
    /// cycle, end value minus start value, per completed cycle).
    open var isCumulative = false
    /// Turns the interpolated numbers into a transform (for transform key paths).
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAPropertyAnimation {
            keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
            valueFunction = other.valueFunction
        }
    }

    /// The animated key path and the kind of value the animation's values must be (the value
    /// function's input, when it has one); nil, reported, when the key path is not animatable.
    package func resolvedKeyPath() -> (AnimatableKeyPath, ValueFunction?, AnimationValue.Kind)? {
        guard let path = keyPath, let resolved = AnimatableKeyPath(rawValue: path) else {
            Diagnostics.report("animation key path \(keyPath.map { "\"\($0)\"" } ?? "nil") is not animatable; the animation changes nothing")
            return nil
        }
        if let function = valueFunction?.function {
            guard resolved.kind == .transform else {
                Diagnostics.report("a value function needs a transform key path, not \"\(path)\"; it is ignored")
                return (resolved, nil, resolved.kind)
            }
            return (resolved, function, function.inputKind)
        }
        return (resolved, nil, resolved.kind)
    }

    /// `value` converted for the animation (nil stays nil); `.failure` when it does not fit or has a
    /// NaN or infinite component (which the render tree must never receive), reported.
    package func convert(_ value: Any?, _ name: String, kind: AnimationValue.Kind, keyPath: AnimatableKeyPath) -> Result<AnimationValue?, ConversionError> {
        guard let value else { return .success(nil) }
        guard let converted = AnimationValue(value, kind: kind) else {
            Diagnostics.report("\(name) \(value) (\(type(of: value))) does not fit key path \"\(keyPath)\"; the animation changes nothing")
            return .failure(ConversionError())
        }
        guard converted.isFinite else {
            Diagnostics.report("\(name) \(value) of key path \"\(keyPath)\" is not finite; the animation changes nothing")
            return .failure(ConversionError())
        }
        return .success(converted)
    }

    package func effect(_ keyPath: AnimatableKeyPath, _ function: ValueFunction?, _ motion: PropertyEffect.Motion) -> RenderAnimation.Effect {
        .property(PropertyEffect(keyPath: keyPath, valueFunction: function, isAdditive: isAdditive, isCumulative: isCumulative, motion: motion))
    }
}

/// A value that does not fit the animated property.
package struct ConversionError: Error {}
