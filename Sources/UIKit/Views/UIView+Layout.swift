extension UIView {
    func baseSetNeedsLayout() { layer.setNeedsLayout() }
    func baseLayoutIfNeeded() {
        guard AutoLayoutEngine.shared != nil || ConstraintUpdatePass.isPending else { return layer.layoutIfNeeded() }
        // A pass can tell the engine something new that marks views again (a multi-line label's height
        // following the width it was just given): they are laid out again at once, as in UIKit, a bounded
        // number of times (the commit's layout pass names views that keep asking).
        for _ in 0..<4 {
            updateConstraintsIfNeeded()
            AutoLayoutEngine.shared?.syncIfNeeded()
            guard autoLayout != nil else { return layer.layoutIfNeeded() }
            // As CALayer does: from the highest ancestor that needs layout, so that a view whose own frame
            // the engine just changed gets it from its superview first.
            var top = self
            while let parent = top.superview, parent.layer.layoutFlags.isMarked { top = parent }
            guard top.layer.layoutFlags.isMarked else { return }
            top.layer.layoutIfNeeded()
        }
    }
    func baseSizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        bounds.size = size
        // UIKit keeps the top-left corner where it was (for an untransformed view).
        if transform.isIdentity { frame.origin = origin }
    }
}
