import Foundation

extension UIView {
    /// Animates the view property changes made in `animations` (frame, bounds, center,
    /// transform, alpha, backgroundColor) over `duration` seconds after `delay`, then calls
    /// `completion` on the main thread: `true` when every animation ran to its end, `false` when
    /// one was removed or replaced first. The model values change at once; the compositor plays
    /// the animations on the render thread. With a duration of 0 nothing animates and the
    /// completion runs on the next turn of the main loop. Inside another block, the block starts
    /// with the enclosing one and inherits its duration, curve and options unless `options`
    /// overrides them.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let block = ViewAnimationBlock(duration: sanitized(duration), delay: sanitized(delay), options: options,
                                       parent: ViewAnimationContext.innermost)
        run(block, animations: animations, completion: completion)
    }

    /// Animates the changes in `animations` over `duration` with the default curve, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes in `animations` over `duration` with the default curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes in `animations` with a damped spring: `dampingRatio` 1 settles
    /// without overshoot, smaller values oscillate; `velocity` is the initial speed in whole
    /// distances per second (1 covers the change in one second). The spring comes to rest
    /// within `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = ViewAnimationBlock.Spring(dampingRatio: dampingRatio, initialVelocity: velocity)
        let block = ViewAnimationBlock(duration: sanitized(duration), delay: sanitized(delay), options: options,
                                       spring: spring, parent: ViewAnimationContext.innermost)
        run(block, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with view animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationContext.suppressionDepth += 1
        defer { ViewAnimationContext.suppressionDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// The duration of the innermost animation block running now (0 outside blocks).
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimationContext.recording?.duration ?? 0
    }

    /// Opens `block`, runs `animations` in it and closes it.
    static func run(_ block: ViewAnimationBlock, animations: () -> Void, completion: ((Bool) -> Void)?) {
        block.completion = completion
        block.open()
        animations()
        block.close()
    }

    /// Durations and delays that are negative or not finite count as 0, with a diagnostic.
    static func sanitized(_ seconds: TimeInterval) -> TimeInterval {
        guard seconds.isFinite, seconds >= 0 else {
            Diagnostics.report("animation duration or delay \(seconds) is negative or not finite; using 0")
            return 0
        }
        return seconds
    }
}
