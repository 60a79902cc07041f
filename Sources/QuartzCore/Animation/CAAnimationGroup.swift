import Foundation

/// Animations that run together on one layer, in the group's time: a child's `beginTime` is
/// relative to the group's start, and the group's duration cuts its children off. Children's
/// delegates are not told anything; the group's delegate is.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAAnimationGroup { animations = other.animations?.map { $0.copy() as! CAAnimation } }
    }

    package override func renderEffect(defaultDuration: Double) -> RenderAnimation.Effect {
        .group((animations ?? []).map { $0.renderAnimation(commitTime: 0, defaultDuration: defaultDuration) })
    }
}
