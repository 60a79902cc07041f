/// The delegate of one animation a block added: passes its start and stop to the block, and
/// while it runs keeps its view out of hit testing (unless the block allowed user interaction).
/// One per animation, because the layer reports the copy it holds, not the animation added.
@MainActor
final class ViewAnimationTracker: CAAnimationDelegate {
    private let block: ViewAnimationBlock
    /// The view that ignores touches until this animation stops.
    private weak var view: UIView?
    private var hasStopped = false

    init(block: ViewAnimationBlock, view: UIView?) {
        self.block = block
        self.view = view
    }

    func animationDidStart(_ anim: CAAnimation) {
        block.animationStarted()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard !hasStopped else { return }
        hasStopped = true
        view?.animationsBlockingTouches -= 1
        block.animationStopped(finished: flag)
    }
}
