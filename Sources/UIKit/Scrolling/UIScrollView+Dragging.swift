import Foundation

/// Dragging (SCROLLING.md rules 9–15): the content follows the pan 1:1 inside the legal range and
/// with the rubber band past it; on lift the delegate is told the velocity and where the content
/// will rest, may move that target, and the content decelerates (and bounces) to exactly there.
/// The wheel moves in whole steps and stops at the edges; a trackpad moves like a finger.
extension UIScrollView {
    /// A touch went down: tracking begins, and the content stops where it is.
    func touchWentDown() {
        tracking = true
        stopMotion()
    }

    /// The scroll view's pan changed state.
    func panChanged() {
        switch scrollPan.state {
        case .began: beginDrag()
        case .changed: followDrag()
        case .ended: endDrag(cancelled: false)
        case .cancelled: endDrag(cancelled: true)
        default: break
        }
    }

    private func beginDrag() {
        stopMotion()
        let translation = scrollPan.translation(in: self)
        var axes = scrollableAxes
        if isDirectionalLockEnabled {
            let lock = DirectionalLock.axes(for: translation)
            axes = (axes.horizontal && lock.horizontal, axes.vertical && lock.vertical)
        }
        let range = scrollRange, offset = contentOffset
        // Content still past an edge carries on from where it shows.
        func unbanded(_ value: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
            if value < range.lowerBound { return range.lowerBound + RubberBand.overshoot(shown: value - range.lowerBound, dimension: dimension) }
            if value > range.upperBound { return range.upperBound + RubberBand.overshoot(shown: value - range.upperBound, dimension: dimension) }
            return value
        }
        drag = ScrollDrag(start: CGPoint(x: unbanded(offset.x, range.x, bounds.width), y: unbanded(offset.y, range.y, bounds.height)),
                          startOffset: offset, startTranslation: scrollPan.isScrolling ? .zero : translation, axes: axes)
        dragging = true
        UIApplication.shared.pushRunLoopMode(.tracking)
        delegate?.scrollViewWillBeginDragging(self)
        followDrag()
    }

    private func followDrag() {
        guard var drag else { return }
        let translation = scrollPan.translation(in: self), range = scrollRange
        let raw = CGPoint(x: drag.start.x - (translation.x - drag.startTranslation.x),
                          y: drag.start.y - (translation.y - drag.startTranslation.y))
        var offset = contentOffset
        if drag.axes.horizontal { offset.x = shown(raw.x, range.x, bounds.width) }
        if drag.axes.vertical { offset.y = shown(raw.y, range.y, bounds.height) }
        if scrollPan.isWheel {
            // A wheel turned on at an edge loses the steps: turning it back moves at once.
            drag.start = CGPoint(x: drag.start.x + offset.x - raw.x, y: drag.start.y + offset.y - raw.y)
            self.drag = drag
        }
        contentOffset = offset
    }

    /// Where content dragged to `raw` shows: there inside the range; past an edge with the rubber
    /// band, or at the edge without `bounces` and for the wheel.
    private func shown(_ raw: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
        if range.contains(raw) { return raw }
        let edge = raw < range.lowerBound ? range.lowerBound : range.upperBound
        guard bounces, !scrollPan.isWheel else { return edge }
        return edge + RubberBand.shown(overshoot: raw - edge, dimension: dimension)
    }

    private func endDrag(cancelled: Bool) {
        guard let drag else { return }
        self.drag = nil
        let panVelocity = cancelled || scrollPan.isWheel ? .zero : scrollPan.velocity(in: self)
        // The offset's velocity, points per millisecond (rule 11).
        let velocity = CGPoint(x: drag.axes.horizontal ? -panVelocity.x / 1000 : 0, y: drag.axes.vertical ? -panVelocity.y / 1000 : 0)
        let range = scrollRange, offset = contentOffset, rate = checkedDecelerationRate
        var motion = (x: ScrollAxisMotion(from: offset.x, velocity: velocity.x, rate: rate, range: range.x, bounces: bounces),
                      y: ScrollAxisMotion(from: offset.y, velocity: velocity.y, rate: rate, range: range.y, bounces: bounces))
        var proposed = CGPoint(x: motion.x.end, y: motion.y.end)
        if isPagingEnabled {
            proposed = CGPoint(x: PagingTarget.offset(dragStart: drag.startOffset.x, current: offset.x, velocity: velocity.x,
                                                      page: bounds.width, range: range.x),
                               y: PagingTarget.offset(dragStart: drag.startOffset.y, current: offset.y, velocity: velocity.y,
                                                      page: bounds.height, range: range.y))
        }
        var target = proposed
        if let delegate {
            withUnsafeMutablePointer(to: &target) { delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0) }
            target = checkedTarget(target, proposed: proposed, range: range)
        }
        // Paging and a moved target decelerate to it (paging at `.fast`, so a page turns in about half a second).
        let targetRate = isPagingEnabled ? DecelerationRate.fast.rawValue : rate
        if isPagingEnabled || target.x != proposed.x { motion.x = ScrollAxisMotion(from: offset.x, to: target.x, rate: targetRate, range: range.x) }
        if isPagingEnabled || target.y != proposed.y { motion.y = ScrollAxisMotion(from: offset.y, to: target.y, rate: targetRate, range: range.y) }
        dragging = false
        UIApplication.shared.popRunLoopMode(.tracking)
        let willDecelerate = !(motion.x.sample(at: 0).isFinished && motion.y.sample(at: 0).isFinished)
        if !willDecelerate, contentOffset != target { contentOffset = target }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return hideIndicatorsLater() }
        start(.decelerating(x: motion.x, y: motion.y, since: scrollPan.lastInputTime))
    }

    /// The deceleration rate, or `.normal`'s with a diagnostic when it is not strictly between 0 and 1.
    private var checkedDecelerationRate: Double {
        let rate = decelerationRate.rawValue
        guard rate > 0, rate < 1 else {
            Diagnostics.report("UIScrollView.decelerationRate \(rate) is not between 0 and 1; .normal is used", .oncePerMessage)
            return DecelerationRate.normal.rawValue
        }
        return rate
    }

    /// The delegate's target, kept inside the legal range (not a number: the proposed one), with a diagnostic.
    private func checkedTarget(_ target: CGPoint, proposed: CGPoint, range: ScrollRange) -> CGPoint {
        guard target.x.isFinite, target.y.isFinite else {
            Diagnostics.report("scrollViewWillEndDragging set the target offset to (\(target.x), \(target.y)), which is not a number; the content rests at (\(proposed.x), \(proposed.y))")
            return proposed
        }
        let kept = range.clamp(target)
        if kept != target {
            Diagnostics.report("scrollViewWillEndDragging set the target offset to (\(target.x), \(target.y)), outside the scroll range; the content rests at (\(kept.x), \(kept.y))")
        }
        return kept
    }
}
