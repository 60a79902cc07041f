/// The animation blocks open on the main thread, innermost last, and the switches that turn
/// view animations off. A view's layer asks its view for an action when a property changes; the
/// view answers from here: an animation for the innermost block, or none.
@MainActor
enum ViewAnimationContext {
    /// Open blocks (`animate…` closures running, or `beginAnimations` not yet committed).
    static var stack: [ViewAnimationBlock] = []
    /// `setAnimationsEnabled(_:)`.
    static var isEnabled = true
    /// How many `performWithoutAnimation(_:)` calls are running.
    static var suppressionDepth = 0
    /// Blocks whose completion runs at the start of the next turn (they animated nothing).
    private static var deferred: [ViewAnimationBlock] = []

    /// The innermost open block, animating or not.
    static var innermost: ViewAnimationBlock? { stack.last }

    /// The block that turns property changes into animations now: nil outside blocks, while
    /// animations are disabled and inside `performWithoutAnimation(_:)`.
    static var recording: ViewAnimationBlock? {
        isEnabled && suppressionDepth == 0 ? stack.last : nil
    }

    /// Runs `block`'s callbacks on the next turn of the main loop, as UIKit does for blocks that
    /// animate nothing (never synchronously from within the `animate` call).
    static func finishOnNextTurn(_ block: ViewAnimationBlock) {
        deferred.append(block)
        guard deferred.count == 1 else { return }
        Task { @MainActor in finishDeferredBlocks() }
    }

    /// Runs the callbacks `finishOnNextTurn(_:)` deferred (the main loop's next turn does).
    static func finishDeferredBlocks() {
        let blocks = deferred
        deferred.removeAll()
        for block in blocks { block.finishWithoutAnimations() }
    }
}
