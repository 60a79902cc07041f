import Foundation

/// What moves a scroll view's content on its own, frame by frame from UIKit's own display link
/// (no Core Animation animation): the motion after a lift, an animated offset change, or a zoom.
enum ScrollMotion {
    /// Deceleration and bounce on each axis, timed from the lift (media time, seconds).
    case decelerating(x: ScrollAxisMotion, y: ScrollAxisMotion, since: Double)
    /// `setContentOffset(_:animated: true)`: constant speed from `from` to `to`, timed from the
    /// first frame it is drawn in (nil until then).
    case animating(from: CGPoint, to: CGPoint, since: Double?)
    /// An animated zoom, or a pinch's bounce back inside the limits and the range: from `from` to
    /// `to`, eased in and out, timed like `animating`.
    case zooming(from: ZoomPosition, to: ZoomPosition, since: Double?)
    /// A wheel's steps: from `from` to `to` over `wheelGlideDuration`, easing out, timed like `animating`.
    case gliding(from: CGPoint, to: CGPoint, since: Double?)
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

    /// Ends the motion under way where the content is: a deceleration calls `scrollViewDidEndDecelerating`,
    /// a zoom `scrollViewDidEndZooming`.
    func stopMotion() {
        guard let motion else { return }
        self.motion = nil
        motionLink?.invalidate()
        motionLink = nil
        hideIndicatorsLater()
        switch motion {
        case .decelerating:
            decelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .zooming:
            endZooming()
        case .animating, .gliding:
            break
        }
    }

    /// Where the wheel's glide under way goes, if one is.
    var glideTarget: CGPoint? {
        guard case let .gliding(_, to, _) = motion else { return nil }
        return to
    }

    /// Moves the content to `target` from where it is, in a short glide: a wheel's steps.
    func glide(to target: CGPoint) {
        guard target != (glideTarget ?? contentOffset) else { return }
        start(.gliding(from: contentOffset, to: target, since: nil))
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
            let progress = Self.progress(link, since: start, over: Self.animationDuration)
            contentOffset = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            guard progress >= 1, motionLink === link else { return }
            stopMotion()
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case let .gliding(from, to, since):
            let start = since ?? link.timestamp
            if since == nil { self.motion = .gliding(from: from, to: to, since: start) }
            let linear = Self.progress(link, since: start, over: Self.wheelGlideDuration)
            let progress = 1 - (1 - linear) * (1 - linear)
            contentOffset = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            if linear >= 1, motionLink === link { stopMotion() }
        case let .zooming(from, to, since):
            let start = since ?? link.timestamp
            if since == nil { self.motion = .zooming(from: from, to: to, since: start) }
            let linear = Self.progress(link, since: start, over: Self.animationDuration)
            let progress = linear * linear * (3 - 2 * linear)
            if let view = zoomingView {
                applyZoomScale(from.scale + (to.scale - from.scale) * progress, to: view,
                               offset: CGPoint(x: from.offset.x + (to.offset.x - from.offset.x) * progress,
                                               y: from.offset.y + (to.offset.y - from.offset.y) * progress))
            }
            guard linear >= 1, motionLink === link else { return }
            stopMotion()
        }
    }

    /// How far through `duration` seconds from `start` the frame the link prepares is, from 0 to 1.
    private static func progress(_ link: CADisplayLink, since start: Double, over duration: Double) -> Double {
        // A microsecond short of the end is the end: frame times carry rounding errors.
        let elapsed = link.targetTimestamp - start
        return elapsed >= duration - 1e-6 ? 1 : max(0, elapsed / duration)
    }

    /// How long the content takes to glide through a wheel's steps (Casement's choice: short enough
    /// that a wheel turned steadily keeps up, long enough to be seen as motion, not a jump).
    static let wheelGlideDuration = 0.1
}
