import CoreGraphics

extension UIView {
    /// Whether a view's tint is greyed: the states of `tintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the root).
        case automatic
        /// The tint as set.
        case normal
        /// The tint desaturated, as behind a modal presentation.
        case dimmed
    }

    /// The tint before dimming: the view's own, its superview's, or the system tint.
    var undimmedTintColor: UIColor { ownTintColor ?? superviewRef?.undimmedTintColor ?? .tintColor }

    /// Calls `tintColorDidChange()` on this view, then on every descendant that `inherits` says
    /// takes the changed value from its superview.
    func tintDidChange(reaching inherits: (UIView) -> Bool) {
        tintColorDidChange()
        for subview in subviewList where inherits(subview) { subview.tintDidChange(reaching: inherits) }
    }

    /// Tells a view that moved to another superview, and those below it that inherit, that its
    /// tint changed, when the move changed what it inherits.
    func tintDidChange(from oldTint: UIColor) {
        guard tintColor != oldTint else { return }
        tintDidChange(reaching: { $0.ownTintColor == nil || $0.ownTintAdjustmentMode == .automatic })
    }
}

extension UIColor {
    /// The grey of the same luminance and alpha: how a dimmed tint is shown.
    var dimmedTint: UIColor {
        let c = cgColor.rgba
        return UIColor(white: 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue, alpha: c.alpha)
    }
}
