import Foundation

/// The begin/commit animation API UIKit kept from before blocks: `beginAnimations(_:context:)`
/// opens a block, the `setAnimation…` calls configure the innermost open block (they also work
/// inside the closure of an `animate…` call, as `setAnimationRepeatCount(_:)` does in UIKit),
/// and `commitAnimations()` closes it and starts its animations.
extension UIView {
    /// Opens an animation block identified by `animationID` and `context` (both handed back to
    /// the delegate). Blocks nest; a nested one starts from its parent's settings.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimationBlock(animationID: animationID, context: context, parent: ViewAnimationContext.innermost)
        block.isBeginCommit = true
        block.open()
    }

    /// Closes the innermost `beginAnimations` block and starts its animations.
    public class func commitAnimations() {
        guard let block = ViewAnimationContext.innermost, block.isBeginCommit else {
            Diagnostics.report("UIView.commitAnimations() without a matching beginAnimations(_:context:); ignored")
            return
        }
        block.close()
    }

    /// Sets who hears the innermost block's start and stop.
    public class func setAnimationDelegate(_ delegate: UIViewAnimationDelegate?) {
        configureInnermost("setAnimationDelegate(_:)") { $0.delegate = delegate }
    }

    /// Sets the innermost block's duration in seconds (0.2 s by default).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        configureInnermost("setAnimationDuration(_:)") { $0.duration = sanitized(duration) }
    }

    /// Sets how long the innermost block waits before its animations start.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        configureInnermost("setAnimationDelay(_:)") { $0.delay = sanitized(delay) }
    }

    /// Sets when the innermost block's animations start (instead of at once or after the delay).
    public class func setAnimationStartDate(_ startDate: Date) {
        configureInnermost("setAnimationStartDate(_:)") {
            $0.startTime = CATransaction.state.clock() + startDate.timeIntervalSinceNow
        }
    }

    /// Sets the innermost block's curve (ease in-out by default).
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        configureInnermost("setAnimationCurve(_:)") { $0.curve = curve }
    }

    /// Sets how many times the innermost block's animations repeat; fractions end part-way
    /// (with autoreverse, 2.5 ends on the new value).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        configureInnermost("setAnimationRepeatCount(_:)") { $0.repeatCount = repeatCount.isNaN ? 0 : max(0, repeatCount) }
    }

    /// Sets whether each repetition of the innermost block runs forward and then back.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        configureInnermost("setAnimationRepeatAutoreverses(_:)") { $0.repeatAutoreverses = repeatAutoreverses }
    }

    /// Sets whether the innermost block starts from what is on screen, replacing in-flight
    /// animations of the same properties (see `AnimationOptions.beginFromCurrentState`).
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        configureInnermost("setAnimationBeginsFromCurrentState(_:)") { $0.beginsFromCurrentState = fromCurrentState }
    }

    /// Turns view animations on or off for the whole application; while off, blocks change
    /// properties at once and still call their completions.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationContext.isEnabled = enabled
    }

    /// Whether view animations are on: `setAnimationsEnabled(_:)`, and not inside `performWithoutAnimation(_:)`.
    public class var areAnimationsEnabled: Bool {
        ViewAnimationContext.isEnabled && ViewAnimationContext.suppressionDepth == 0
    }

    /// Applies `change` to the innermost block; outside any block nothing happens (as in UIKit).
    private static func configureInnermost(_ name: String, _ change: (ViewAnimationBlock) -> Void) {
        guard let block = ViewAnimationContext.innermost else {
            Diagnostics.report("UIView.\(name) outside an animation block has no effect")
            return
        }
        change(block)
    }
}
