import QuartzCore

/// Snapshots. A snapshot view shows the compositor's own picture of the view and its subviews (the
/// one transitions animate from): what is on screen, at the window's scale, animations as they
/// stand. `drawHierarchy(in:afterScreenUpdates:)` must put pixels in a Core Graphics context, so it
/// draws the hierarchy again with `CALayer.render(in:)` from the model values (README says what
/// that leaves out).
extension UIView {
    func baseSnapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        snapshotView(of: bounds, afterScreenUpdates: afterUpdates, capInsets: .zero)
    }

    func baseResizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let rect = rect.standardized
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), rect.width > 0, rect.height > 0 else {
            Diagnostics.report("resizableSnapshotView(from:afterScreenUpdates:withCapInsets:): the rectangle \(rect) is empty or not finite; no snapshot", .oncePerMessage)
            return nil
        }
        return snapshotView(of: rect, afterScreenUpdates: afterUpdates, capInsets: capInsets)
    }

    func baseDrawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else {
            Diagnostics.report("drawHierarchy(in:afterScreenUpdates:): there is no current graphics context; nothing is drawn", .oncePerMessage)
            return false
        }
        let bounds = bounds
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), bounds.width > 0, bounds.height > 0 else {
            Diagnostics.report("drawHierarchy(in:afterScreenUpdates:): a view of \(bounds.size) cannot be drawn in \(rect); nothing is drawn", .oncePerMessage)
            return false
        }
        if afterUpdates { layoutIfNeeded() }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        return true
    }

    /// A view of `rect`'s size showing `rect` of the compositor's picture of the view, its
    /// `capInsets` kept when it is stretched. A view on no shown window has no picture: as UIKit's,
    /// its snapshot is empty. So is an empty view's.
    private func snapshotView(of rect: CGRect, afterScreenUpdates afterUpdates: Bool, capInsets: UIEdgeInsets) -> UIView {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        guard let window, window.platformWindow != nil else {
            Diagnostics.report("a snapshot was taken of a view that is not on screen; it shows nothing, as UIKit's does", .oncePerMessage)
            return snapshot
        }
        let bounds = bounds
        guard bounds.width > 0, bounds.height > 0, rect.width > 0, rect.height > 0 else { return snapshot }
        if afterUpdates {
            window.layoutIfNeeded()
            CATransaction.flush()
        }
        let state = CATransaction.state
        let picture = state.snapshot(layer, scale: window.pixelScale)
        state.setContents(.snapshot(picture), of: snapshot.layer)
        // The snapshot's layer keeps the picture; nothing else needs it.
        state.releaseSnapshot(picture)
        snapshot.layer.contentsScale = window.pixelScale
        snapshot.layer.contentsRect = CGRect(x: (rect.minX - bounds.minX) / bounds.width, y: (rect.minY - bounds.minY) / bounds.height,
                                             width: rect.width / bounds.width, height: rect.height / bounds.height)
        let left = min(max(0, capInsets.left), rect.width), top = min(max(0, capInsets.top), rect.height)
        snapshot.layer.contentsCenter = CGRect(x: left / rect.width, y: top / rect.height,
                                               width: max(0, rect.width - left - max(0, capInsets.right)) / rect.width,
                                               height: max(0, rect.height - top - max(0, capInsets.bottom)) / rect.height)
        return snapshot
    }
}
