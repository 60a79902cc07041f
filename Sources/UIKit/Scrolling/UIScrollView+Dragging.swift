import Foundation

/// Dragging (Scrolling rules 9–15): the content follows the pan 1:1 inside the legal range and
/// with the rubber band past it; on lift the delegate is told the velocity and where the content
/// will rest, may move that target, and the content decelerates (and bounces) to exactly there.
/// The wheel moves in whole steps, gliding to each, and stops at the edges; a trackpad moves like a finger.
extension UIScrollView {
    /// A touch went down on `view` of the content: tracking begins, the content stops where it is,
    /// and the keys scroll the innermost scroll view under the touch.
    func touchWentDown(on view: UIView?) {
        tracking = true
        stopMotion()
        window?.keyboardScrollView = view?.innermostScrollView ?? self
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
        drag = ScrollDrag(start: unbandedOffset, startOffset: contentOffset,
                          startTranslation: scrollPan.isScrolling ? .zero : translation, axes: axes)
        dragging = true
        UIApplication.shared.pushRunLoopMode(.tracking)
        delegate?.scrollViewWillBeginDragging(self)
        followDrag()
    }

    private func followDrag() {
        guard var drag else { return }
        let translation = scrollPan.translation(in: self), range = scrollRange
        // A pinch moves the content meanwhile: the drag goes on from where the zoom leaves it.
        if zooming || drag.followsZoom {
            drag.start = unbandedOffset
            drag.startTranslation = translation
            drag.followsZoom = zooming
            self.drag = drag
            if zooming { return }
        }
        let raw = CGPoint(x: drag.start.x - (translation.x - drag.startTranslation.x),
                          y: drag.start.y - (translation.y - drag.startTranslation.y))
        var offset = glideTarget ?? contentOffset
        if drag.axes.horizontal { offset.x = shown(raw.x, range.x, bounds.width) }
        if drag.axes.vertical { offset.y = shown(raw.y, range.y, bounds.height) }
        if scrollPan.isWheel {
            // A wheel turned on at an edge loses the steps: turning it back moves at once.
            drag.start = CGPoint(x: drag.start.x + offset.x - raw.x, y: drag.start.y + offset.y - raw.y)
            self.drag = drag
            return glide(to: offset)
        }
        contentOffset = offset
    }

    /// Where the content would be without the rubber band: its offset, unless it is past an edge.
    private var unbandedOffset: CGPoint {
        let range = scrollRange, offset = contentOffset
        func unbanded(_ value: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
            if value < range.lowerBound { return range.lowerBound + RubberBand.overshoot(shown: value - range.lowerBound, dimension: dimension) }
            if value > range.upperBound { return range.upperBound + RubberBand.overshoot(shown: value - range.upperBound, dimension: dimension) }
            return value
        }
        return CGPoint(x: unbanded(offset.x, range.x, bounds.width), y: unbanded(offset.y, range.y, bounds.height))
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
        // The wheel's last glide has ended by now but for late frames: the motion starts from its end.
        if let glideTarget {
            stopMotion()
            contentOffset = glideTarget
        }
        let panVelocity = cancelled || scrollPan.isWheel || zooming ? .zero : scrollPan.velocity(in: self)
        // The offset's velocity, points per millisecond (Scrolling rule 11).
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
        } else if let grid = horizontalRestingGrid {
            proposed.x = grid.offset(dragStart: drag.startOffset.x, current: offset.x, velocity: velocity.x, freeEnd: proposed.x, range: range.x)
        }
        var target = proposed
        if let delegate {
            withUnsafeMutablePointer(to: &target) { delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0) }
            target = checkedTarget(target, proposed: proposed, range: range)
        }
        // Paging, a resting grid and a moved target decelerate to it (paging at `.fast`, so a page
        // turns in about half a second).
        let pagesAcross = isPagingEnabled || horizontalRestingGrid?.kind == .paging
        let fast = DecelerationRate.fast.rawValue
        if isPagingEnabled || horizontalRestingGrid != nil || target.x != proposed.x {
            motion.x = ScrollAxisMotion(from: offset.x, to: target.x, rate: pagesAcross ? fast : rate, range: range.x)
        }
        if isPagingEnabled || target.y != proposed.y { motion.y = ScrollAxisMotion(from: offset.y, to: target.y, rate: isPagingEnabled ? fast : rate, range: range.y) }
        dragging = false
        UIApplication.shared.popRunLoopMode(.tracking)
        // A zoom under way (a pinch, its bounce) brings the content to rest itself.
        let willDecelerate = !zooming && !(motion.x.sample(at: 0).isFinished && motion.y.sample(at: 0).isFinished)
        if !willDecelerate, !zooming, contentOffset != target { contentOffset = target }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return hideIndicatorsLater() }
        start(.decelerating(x: motion.x, y: motion.y, since: scrollPan.lastInputTime))
    }

    /// Whether a pan by `translation` would move the content: on an axis that scrolls, the content
    /// is not at its edge that way.
    func canScroll(by translation: CGPoint) -> Bool {
        let range = scrollRange, offset = contentOffset, axes = scrollableAxes
        func moves(_ scrolls: Bool, _ by: Double, _ value: Double, _ range: ClosedRange<Double>) -> Bool {
            scrolls && (by > 0 && value > range.lowerBound || by < 0 && value < range.upperBound)
        }
        return moves(axes.horizontal, translation.x, offset.x, range.x) || moves(axes.vertical, translation.y, offset.y, range.y)
    }

    /// Whether a wheel or trackpad scroll by `translation` goes to a scroll view around this one:
    /// this one is at its edge that way and one around it is not.
    func handsScrollOn(_ translation: CGPoint) -> Bool {
        !canScroll(by: translation) && enclosingScrollViews.contains { $0.canScroll(by: translation) }
    }

    /// Whether a drag that began by `translation` goes to a scroll view around this one: it is
    /// mostly along an axis this one does not scroll and one around it does (a carousel in an article).
    func handsDragOn(_ translation: CGPoint) -> Bool {
        let vertical = abs(translation.y) > abs(translation.x)
        func scrolls(_ view: UIScrollView) -> Bool { vertical ? view.scrollableAxes.vertical : view.scrollableAxes.horizontal }
        return !scrolls(self) && enclosingScrollViews.contains(where: scrolls)
    }

    /// The enabled scroll views around this one, innermost first.
    private var enclosingScrollViews: [UIScrollView] {
        var views: [UIScrollView] = []
        var outer = superview?.innermostScrollView
        while let view = outer {
            if view.isScrollEnabled { views.append(view) }
            outer = view.superview?.innermostScrollView
        }
        return views
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
