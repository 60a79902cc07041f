extension UIView {
    /// A view whose subviews are being autoresized, and how far that has got.
    private struct AutoresizingStep {
        var view: UIView
        var subviews: [UIView]
        var next = 0
        var oldSize: CGSize
    }

    /// The autoresizing under way, innermost last; nil when none is. A subview resized by its
    /// superview leaves its own subviews here rather than resizing them inside the setter, so a
    /// chain of any depth autoresizes in constant stack, depth-first and in order as nested calls would.
    private static var autoresizing: [AutoresizingStep]?

    /// Resizes the subviews by their `autoresizingMask` for the bounds' change from `oldSize`
    /// (under a transform UIKit leaves this undefined; Casement resizes the frame and keeps the transform).
    func autoresizeSubviews(from oldSize: CGSize) {
        let step = AutoresizingStep(view: self, subviews: subviewList, oldSize: oldSize)
        guard UIView.autoresizing == nil else { return UIView.autoresizing!.append(step) }
        UIView.autoresizing = [step]
        defer { UIView.autoresizing = nil }
        while let last = UIView.autoresizing!.indices.last {
            let step = UIView.autoresizing![last]
            guard step.next < step.subviews.count else {
                UIView.autoresizing!.removeLast()
                continue
            }
            UIView.autoresizing![last].next += 1
            let subview = step.subviews[step.next]
            guard !subview.autoresizingMask.isEmpty else { continue }
            subview.frame = Autoresizing.frame(subview.frame, mask: subview.autoresizingMask,
                                               oldSuperviewSize: step.oldSize, newSuperviewSize: step.view.bounds.size)
        }
    }
}
