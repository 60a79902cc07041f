import Foundation

/// Zooming (Scrolling rules 19–21): the delegate's `viewForZooming(in:)` is scaled by a
/// transform, kept at the content's top left, and `contentSize` follows its frame. A pinch scales
/// about the fingers' centre (past the limits with `bouncesZoom`, springing back after), Ctrl+wheel
/// about the pointer; animated changes move from UIKit's own display link. When a zoom ends, the
/// zoomed views draw again at the new scale, so their content is sharp (UIKit leaves that to the app).
extension UIScrollView {
    /// The zooming view, when zooming is on: a delegate's subview and a maximum above the minimum.
    /// A view that is not a subview is reported and not zoomed.
    var zoomingView: UIView? {
        guard maximumZoomScale > minimumZoomScale, let view = delegate?.viewForZooming(in: self) else { return nil }
        guard view.superview === self else {
            Diagnostics.report("viewForZooming(in:) returned a view that is not a subview of the scroll view; it is not zoomed", .oncePerMessage)
            return nil
        }
        return view
    }

    /// Scales the zooming view to `scale`, moves the content to `offset` (where it is, when nil),
    /// and tells the delegate.
    func applyZoomScale(_ scale: CGFloat, to view: UIView, offset: CGPoint? = nil) {
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        // At the top left: centring small content is the app's job, as in UIKit.
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        if let offset { contentOffset = offset }
        delegate?.scrollViewDidZoom(self)
    }

    /// `scale` if it is a number, within the zoom limits; nil, with a diagnostic, if it is not.
    func checkedZoomScale(_ scale: CGFloat, _ caller: String) -> CGFloat? {
        guard scale.isFinite else {
            Diagnostics.report("UIScrollView.\(caller) with the scale \(scale), which is not a number; ignored")
            return nil
        }
        return clampedZoomScale(scale)
    }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat { min(max(scale, minimumZoomScale), maximumZoomScale) }

    /// The offset that shows `anchor` (a point of the zooming view) at `location` (in the scroll
    /// view's frame, from its top left) once the view is scaled by `scale`.
    func offset(showing anchor: CGPoint, at location: CGPoint, scale: CGFloat) -> CGPoint {
        CGPoint(x: anchor.x * scale - location.x, y: anchor.y * scale - location.y)
    }

    /// The point of the zooming view under `location` (in the scroll view's frame) now.
    func zoomAnchor(under location: CGPoint) -> CGPoint {
        CGPoint(x: (contentOffset.x + location.x) / zoomScale, y: (contentOffset.y + location.y) / zoomScale)
    }

    /// A zoom began: the delegate hears of it.
    func beginZooming(_ view: UIView) {
        stopMotion()
        zooming = true
        delegate?.scrollViewWillBeginZooming(self, with: view)
    }

    /// A zoom (a pinch with its bounce, an animation, a Ctrl+wheel step) ended: the zoomed views
    /// draw again at the new scale, and the delegate hears of it.
    func endZooming() {
        guard zooming else { return }
        zooming = false
        zoomBouncing = false
        let view = zoomingView
        if let view { drawSharp(view) }
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
    }

    /// Has `view` and the views in it draw with as many pixels per point as they show at the zoom scale.
    func drawSharp(_ view: UIView) {
        guard let window else { return }
        let scale = window.pixelScale * zoomScale
        view.forEachInSubtree { $0.contentScaleFactor = scale }
    }

    /// Zooms from where the content is to `scale` at `offset` over `animationDuration`, or at once.
    func zoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool) {
        guard animated else {
            applyZoomScale(scale, to: view, offset: offset)
            drawSharp(view)
            return
        }
        beginZooming(view)
        start(.zooming(from: ZoomPosition(scale: zoomScale, offset: contentOffset), to: ZoomPosition(scale: scale, offset: offset), since: nil))
    }

    /// The scroll view's pinch changed state: the content scales about the fingers' centre.
    func pinchChanged() {
        guard let pinch = scrollPinch else { return }
        switch pinch.state {
        case .began:
            guard let view = zoomingView else { return }
            // The content the fingers held when they went down.
            let held = pinch.downLocation ?? pinch.location(in: self)
            beginZooming(view)
            pinchStart = (scale: zoomScale, anchor: CGPoint(x: held.x / zoomScale, y: held.y / zoomScale))
            followPinch(pinch, view)
        case .changed:
            guard let view = zoomingView else { return }
            followPinch(pinch, view)
        case .ended, .cancelled:
            endPinch()
        default:
            break
        }
    }

    /// Where the pinch's fingers are, in the scroll view's frame.
    private func pinchLocation(_ pinch: UIPinchGestureRecognizer) -> CGPoint {
        let point = pinch.location(in: self)
        return CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y)
    }

    private func followPinch(_ pinch: UIPinchGestureRecognizer, _ view: UIView) {
        guard let start = pinchStart else { return }
        let scale = shownZoomScale(start.scale * pinch.scale)
        applyZoomScale(scale, to: view, offset: offset(showing: start.anchor, at: pinchLocation(pinch), scale: scale))
    }

    /// The scale a pinch to `scale` shows: within the limits, or past them with `bouncesZoom`
    /// at half the pace (in proportion): twice the maximum's worth of pinch shows 1.41 times it.
    private func shownZoomScale(_ scale: CGFloat) -> CGFloat {
        let limit = clampedZoomScale(scale)
        guard bouncesZoom, scale != limit, scale > 0 else { return limit }
        return limit * (scale / limit).squareRoot()
    }

    /// The fingers lifted: a scale past the limits and content past the edges spring back, then the zoom ends.
    private func endPinch() {
        guard pinchStart != nil else { return }
        pinchStart = nil
        guard let view = zoomingView else { return endZooming() }
        let scale = clampedZoomScale(zoomScale)
        var offset = contentOffset
        if scale != zoomScale {
            // Back about the centre of the visible area.
            let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
            offset = self.offset(showing: zoomAnchor(under: middle), at: middle, scale: scale)
        }
        offset = zoomedRange(view, scale).clamp(offset)
        guard scale != zoomScale || offset != contentOffset else { return endZooming() }
        zoomBouncing = true
        start(.zooming(from: ZoomPosition(scale: zoomScale, offset: contentOffset), to: ZoomPosition(scale: scale, offset: offset), since: nil))
    }

    /// The legal range of offsets once `view` is scaled by `scale`.
    func zoomedRange(_ view: UIView, _ scale: CGFloat) -> ScrollRange {
        ScrollRange(contentSize: CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale),
                    inset: adjustedContentInset, boundsSize: bounds.size)
    }

    /// A Ctrl+wheel event of `steps` (positive: away from the user) at `location` (in the scroll
    /// view's bounds): each step zooms in by a quarter, or out, about the pointer, within the limits
    /// and with the content kept in range; each event is a whole zoom, begun and ended.
    func wheelZoom(steps: Double, at location: CGPoint) {
        guard let view = zoomingView else { return }
        let scale = clampedZoomScale(zoomScale * pow(Self.wheelZoomFactor, steps))
        guard scale != zoomScale else { return }
        let shown = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        let anchor = zoomAnchor(under: shown)
        beginZooming(view)
        applyZoomScale(scale, to: view, offset: zoomedRange(view, scale).clamp(offset(showing: anchor, at: shown, scale: scale)))
        endZooming()
    }

    /// How much one wheel step with Ctrl zooms (Casement's choice: four steps about double the scale).
    static let wheelZoomFactor = 1.1892
}

/// A zoom scale with the content offset that goes with it: the ends of an animated zoom.
struct ZoomPosition {
    var scale: CGFloat
    var offset: CGPoint
}
