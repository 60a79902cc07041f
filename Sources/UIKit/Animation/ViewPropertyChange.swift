/// One view property change in an animation block, as the animation that plays it.
///
/// Most changes animate additively, as UIKit's have since iOS 8: from (old − new) to zero over
/// the new model value, so animations of the same property stack and the value on screen never
/// jumps while the earlier ones finish. Two kinds cannot be written as an offset: colours (an
/// offset has negative components, which a `CGColor` cannot carry) and a transform that cannot
/// be inverted (a zero scale). Those animate absolutely from the value on screen to the new one,
/// replacing the property's in-flight animations.
struct ViewPropertyChange {
    let from: AnimationValue
    let to: AnimationValue
    let isAdditive: Bool

    /// The change of a property from `old` (model, or on screen with `beginFromCurrentState`) to
    /// `new`; `onScreen` is what the property shows now.
    init(from old: AnimationValue, to new: AnimationValue, onScreen: AnimationValue) {
        switch (old, new) {
        case (.transform(let o), .transform(let n)):
            let inverse = CATransform3DInvert(n)
            guard Self.isNearlyIdentity(CATransform3DConcat(n, inverse)) else {
                self.init(from: onScreen, to: new, isAdditive: false)
                return
            }
            // old = offset × new, so the additive animation starts on the old transform.
            self.init(from: .transform(CATransform3DConcat(o, inverse)), to: .transform(CATransform3DIdentity), isAdditive: true)
        case (.color, _):
            self.init(from: onScreen, to: new, isAdditive: false)
        default:
            self.init(from: old.subtracting(new), to: new.subtracting(new), isAdditive: true)
        }
    }

    private init(from: AnimationValue, to: AnimationValue, isAdditive: Bool) {
        self.from = from
        self.to = to
        self.isAdditive = isAdditive
    }

    private static func isNearlyIdentity(_ t: CATransform3D) -> Bool {
        zip(t.elements, CATransform3DIdentity.elements).allSatisfy { abs($0 - $1) < 1e-9 }
    }
}
