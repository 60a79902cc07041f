import Foundation

extension UIView {
    /// Animates in steps: the changes each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// in `animations` makes happen over its part of `duration`, after `delay`. A property holds
    /// its value between keyframes; `options` chooses how values in between are computed (straight
    /// lines by default) and, through Apple's curve bits, the pacing of the whole sequence.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let block = ViewAnimationBlock(duration: sanitized(duration), delay: sanitized(delay), options: options.blockOptions,
                                       parent: ViewAnimationContext.innermost)
        block.keyframeMode = options.calculationMode
        run(block, animations: animations, completion: completion)
    }

    /// Inside `animateKeyframes`: the changes `animations` makes happen from `frameStartTime` for
    /// `frameDuration`, both fractions (0…1) of the keyframe block's duration.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let block = ViewAnimationContext.innermost, block.keyframeMode != nil else {
            Diagnostics.report("UIView.addKeyframe outside animateKeyframes; its changes are made without animation")
            performWithoutAnimation(animations)
            return
        }
        let enclosing = block.currentKeyframe
        block.currentKeyframe = KeyframeInterval(start: frameStartTime, duration: frameDuration)
        defer { block.currentKeyframe = enclosing }
        animations()
    }
}
