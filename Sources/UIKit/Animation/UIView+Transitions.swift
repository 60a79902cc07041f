import Foundation

/// View transitions: a view's old look turns into its new one by a flip, a page curl or a
/// cross-dissolve, drawn by the compositor from pictures of the view's subtree before and after
/// the change (`CATransition` under the hood, so a view has one transition at a time).
extension UIView {
    /// The transitions of the begin/commit API (`setAnimationTransition(_:for:cache:)`).
    public enum AnimationTransition: Int, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown
    }

    /// Animates the change `animations` makes to `view` and its subviews with the transition
    /// `options` name (`.transitionFlipFromLeft`…), over `duration` seconds, then calls `completion`:
    /// `true` when it ran to its end, `false` when another transition on the view replaced it or
    /// the view left the window. The changes happen at once, unanimated, unless the options include
    /// `.allowAnimatedContent`: then they animate as in `animate…`, and the new side of the
    /// transition is drawn live. A duration of 0 (or less) changes the views without animation and
    /// calls `completion` with `true` on the next turn of the main loop.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let block = ViewAnimationBlock(duration: sanitized(duration), delay: 0, options: options, parent: ViewAnimationContext.innermost)
        block.completion = completion
        block.open()
        if options.contains(.allowAnimatedContent) { animations?() } else { performWithoutAnimation { animations?() } }
        if ViewAnimationContext.recording === block, let transition = CATransition(options) {
            transition.showsLiveContent = options.contains(.allowAnimatedContent)
            block.transition = (transition, view.layer)
        }
        block.close()
    }

    /// Replaces `fromView` with `toView` behind the transition `options` name, animating
    /// `fromView.superview`: `toView` goes in right above `fromView`, which is removed, both at once
    /// (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead). The
    /// caller's references keep `fromView` alive. Without a superview there is nothing to animate:
    /// the change is made (hiding and showing only) and reported, and `completion` hears `true`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showsAndHides = options.contains(.showHideTransitionViews)
        let replace = {
            if showsAndHides {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview, fromView !== toView {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            Diagnostics.report("UIView.transition(from:to:…): fromView has no superview, so nothing animates"
                               + (showsAndHides ? "" : " and toView is not inserted"))
            run(ViewAnimationBlock(duration: 0, delay: 0, options: [], parent: nil), animations: replace, completion: completion)
            return
        }
        transition(with: container, duration: duration, options: options, animations: replace, completion: completion)
    }

    /// Plays `transition` on `view` when the innermost begin/commit block commits, over the block's
    /// duration and curve. `cache` is accepted for compatibility: the compositor always draws from
    /// pictures of the view.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = ViewAnimationContext.innermost else {
            Diagnostics.report("UIView.setAnimationTransition(_:for:cache:) outside an animation block has no effect")
            return
        }
        let options: AnimationOptions
        switch transition {
        case .none: options = .transitionNone
        case .flipFromLeft: options = .transitionFlipFromLeft
        case .flipFromRight: options = .transitionFlipFromRight
        case .curlUp: options = .transitionCurlUp
        case .curlDown: options = .transitionCurlDown
        }
        block.transition = CATransition(options).map { ($0, view.layer) }
    }
}

extension CATransition {
    /// The transition UIKit's options name, in the raw types UIKit itself uses; nil for none.
    /// Subtypes are Core Animation's, worded for a y-up space (see `TransitionEdge`): a flip from
    /// the top is `fromBottom`.
    convenience init?(_ options: UIView.AnimationOptions) {
        let style = options.rawValue & UIView.AnimationOptions.transitionMask
        let named: (type: String, subtype: CATransitionSubtype?)
        switch style {
        case UIView.AnimationOptions.transitionFlipFromLeft.rawValue: named = ("oglFlip", .fromLeft)
        case UIView.AnimationOptions.transitionFlipFromRight.rawValue: named = ("oglFlip", .fromRight)
        case UIView.AnimationOptions.transitionFlipFromTop.rawValue: named = ("oglFlip", .fromBottom)
        case UIView.AnimationOptions.transitionFlipFromBottom.rawValue: named = ("oglFlip", .fromTop)
        case UIView.AnimationOptions.transitionCurlUp.rawValue: named = ("pageCurl", nil)
        case UIView.AnimationOptions.transitionCurlDown.rawValue: named = ("pageUnCurl", nil)
        case UIView.AnimationOptions.transitionCrossDissolve.rawValue: named = (CATransitionType.fade.rawValue, nil)
        default: return nil
        }
        self.init()
        type = CATransitionType(rawValue: named.type)
        subtype = named.subtype
    }
}
