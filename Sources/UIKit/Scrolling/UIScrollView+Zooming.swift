import Foundation

/// Zooming (SCROLLING.md rules 19–21), set from code: the delegate's `viewForZooming(in:)` is scaled
/// by a transform, kept at the content's top left, and `contentSize` follows its frame.
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

    /// Scales the zooming view to `scale` (already checked and kept within the limits).
    func applyZoomScale(_ scale: CGFloat, to view: UIView) {
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        // At the top left: centring small content is the app's job, as in UIKit.
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    /// `scale` if it is a number, within the zoom limits; nil, with a diagnostic, if it is not.
    func checkedZoomScale(_ scale: CGFloat, _ caller: String) -> CGFloat? {
        guard scale.isFinite else {
            Diagnostics.report("UIScrollView.\(caller) with the scale \(scale), which is not a number; ignored")
            return nil
        }
        return min(max(scale, minimumZoomScale), maximumZoomScale)
    }
}
