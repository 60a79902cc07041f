import Foundation

/// Where an animator stands: not started (or finished), running or paused, or stopped and waiting
/// for `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are gone.
    case inactive
    /// Started: running or paused.
    case active
    /// Stopped by `stopAnimation(false)`: the views keep what they showed until it finishes.
    case stopped
}

/// Where an animation ended: at its end, back at its start, or in between.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end
    case start
    case current
}

/// The controls of an interruptible animation: start, pause, scrub, reverse, stop and finish.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Whether the animation is inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is running (not paused, stopped or inactive).
    var isRunning: Bool { get }
    /// Whether the animation runs from its end back to its start.
    var isReversed: Bool { get set }
    /// How far the animation has come, 0 at its start and 1 at its end; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animation.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation where it is (an inactive one becomes active, paused at its start).
    func pauseAnimation()
    /// Stops the animation where it is: with `true` it becomes inactive at once, without its
    /// completions; with `false` it is stopped until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation at `finalPosition` and runs its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that animates the view changes made in closures, which can be added as it runs.
/// The methods are optional on Apple's platforms; here they have defaults that do nothing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds view changes that animate along with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds view changes that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a closure called with the final position when the animation finishes.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation with new timing, over `durationFactor` times its duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
