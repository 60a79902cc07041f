import Foundation

/// An animation between two values. Core Animation's combinations: from and to; from and from + by;
/// to − by and to; from and the value beneath; the value beneath and to; the value beneath and
/// itself + by. ("The value beneath" is the model value with earlier animations applied.)
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CABasicAnimation { fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue }
    }

    /// The pacing that replaces the timing function's (a spring), or nil.
    package var springMotion: SpringMotion? { nil }

    package override func renderEffect(defaultDuration: Double) -> RenderAnimation.Effect {
        guard let (keyPath, function, kind) = resolvedKeyPath() else { return .none }
        guard case .success(let from) = convert(fromValue, "fromValue", kind: kind, keyPath: keyPath),
              case .success(let to) = convert(toValue, "toValue", kind: kind, keyPath: keyPath),
              case .success(let by) = convert(byValue, "byValue", kind: kind, keyPath: keyPath) else { return .none }
        return effect(keyPath, function, .basic(from: from, to: to, by: by, spring: springMotion))
    }
}
