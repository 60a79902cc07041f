/// One view property change recorded in an animation block, and how animations play it.
///
/// Most changes play additively, as UIKit's have since iOS 8: as offsets from the new model
/// value (old − new down to zero), so animations of the same property stack and the value on
/// screen never jumps while earlier ones finish. Two kinds cannot be written as an offset:
/// colours (an offset has negative components, which a `CGColor` cannot carry) and changes to a
/// transform that cannot be inverted (a zero scale). Those play absolutely, starting from the
/// value on screen, and replace the property's in-flight animations.
struct ViewPropertyChange {
    /// The value before the change (the model's, or the screen's with `beginFromCurrentState`).
    let old: AnimationValue
    /// The new model value.
    let new: AnimationValue
    /// What the property showed before the change.
    let onScreen: AnimationValue

    init(from old: AnimationValue, to new: AnimationValue, onScreen: AnimationValue) {
        self.old = old
        self.new = new
        self.onScreen = onScreen
    }

    /// Whether the change plays as offsets from the new value.
    var isAdditive: Bool {
        switch new {
        case .color: return false
        case .transform(let n): return Self.inverse(of: n) != nil
        default: return true
        }
    }

    /// The values an animation plays for a property passing through `path`, which starts at
    /// `old` and ends at `new`: offsets from `new` when additive, else `path` from the screen value.
    func played(_ path: [AnimationValue]) -> [AnimationValue] {
        guard isAdditive else { return [onScreen] + path.dropFirst() }
        return path.map(offset(of:))
    }

    /// `value` as an offset from `new`: value − new, or for transforms value × new⁻¹ (so that
    /// offset × new = value, the additive animation's composition).
    private func offset(of value: AnimationValue) -> AnimationValue {
        if case .transform(let v) = value, case .transform(let n) = new, let inverse = Self.inverse(of: n) {
            return .transform(CATransform3DConcat(v, inverse))
        }
        return value.subtracting(new)
    }

    /// The inverse of `t`, or nil when it has none.
    private static func inverse(of t: CATransform3D) -> CATransform3D? {
        let inverse = CATransform3DInvert(t)
        let product = CATransform3DConcat(t, inverse)
        let isIdentity = zip(product.elements, CATransform3DIdentity.elements).allSatisfy { abs($0 - $1) < 1e-9 }
        return isIdentity ? inverse : nil
    }
}
