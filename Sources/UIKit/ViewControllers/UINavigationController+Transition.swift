/// The push and pop slide (NAVIGATION.md rule 20): the top view slides in from (or out to) the
/// right edge over the underlying view, which moves a third of the way less (parallax) under a
/// black dimming; the compositor runs it on the navigation spring.
extension UINavigationController {
    func slide(to incoming: UIView, from outgoing: UIView, isPush: Bool, in container: UIView, completion: @escaping () -> Void) {
        let width = container.bounds.width
        let parallax = -CGFloat(NavigationTransition.parallax) * width
        let (top, under) = isPush ? (incoming, outgoing) : (outgoing, incoming)
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        container.insertSubview(dimming, belowSubview: top)
        let covered = CGFloat(NavigationTransition.dimming)
        UIView.performWithoutAnimation {
            top.frame.origin.x = isPush ? width : 0
            under.frame.origin.x = isPush ? 0 : parallax
            dimming.alpha = isPush ? 0 : covered
        }
        let animator = UIViewPropertyAnimator(duration: NavigationTransition.duration, timingParameters: NavigationTransition.timing)
        animator.addAnimations {
            top.frame.origin.x = isPush ? 0 : width
            under.frame.origin.x = isPush ? parallax : 0
            dimming.alpha = isPush ? covered : 0
        }
        animator.addCompletion { _ in
            dimming.removeFromSuperview()
            completion()
        }
        animator.startAnimation()
    }
}
