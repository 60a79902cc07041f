import Foundation

/// What moves a scroll view's content on its own, frame by frame from UIKit's own display link
/// (no Core Animation animation): the motion after a lift, or an animated offset change.
enum ScrollMotion {
    /// Deceleration and bounce on each axis, timed from the lift (media time, seconds).
    case decelerating(x: ScrollAxisMotion, y: ScrollAxisMotion, since: Double)
    /// `setContentOffset(_:animated: true)`: constant speed from `from` to `to`, timed from the
    /// first frame it is drawn in (nil until then).
    case animating(from: CGPoint, to: CGPoint, since: Double?)
}

extension UIScrollView {
    /// Starts `motion` in place of any other, driven by a display link in every run-loop mode.
    func start(_ motion: ScrollMotion) {
        stopMotion()
        if case .decelerating = motion {
            decelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
        self.motion = motion
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.advanceMotion(link)
        }
        link.add(to: .main, forMode: .common)
        motionLink = link
    }

    /// Ends the motion under way where the content is: a deceleration calls `scrollViewDidEndDecelerating`.
    func stopMotion() {
        guard let motion else { return }
        self.motion = nil
        motionLink?.invalidate()
        motionLink = nil
        hideIndicatorsLater()
        if case .decelerating = motion {
            decelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Moves the content to where the motion is at the frame the link prepares.
    private func advanceMotion(_ link: CADisplayLink) {
        guard let motion else { return }
        switch motion {
        case let .decelerating(x, y, since):
            let t = (link.targetTimestamp - since) * 1000
            let (sx, sy) = (x.sample(at: t), y.sample(at: t))
            contentOffset = CGPoint(x: sx.offset, y: sy.offset)
            // The delegate may have started another motion from `scrollViewDidScroll`.
            if sx.isFinished, sy.isFinished, motionLink === link { stopMotion() }
        case let .animating(from, to, since):
            let start = since ?? link.timestamp
            if since == nil { self.motion = .animating(from: from, to: to, since: start) }
            // A microsecond short of the end is the end: frame times carry rounding errors.
            let elapsed = link.targetTimestamp - start
            let progress = elapsed >= Self.animationDuration - 1e-6 ? 1 : max(0, elapsed / Self.animationDuration)
            contentOffset = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            guard progress >= 1, motionLink === link else { return }
            stopMotion()
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
