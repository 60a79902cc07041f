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
    var undimmedTintColor: UIColor { ownTintColor ?? inheritedTint.color ?? .tintColor }

    /// What this view passes down to its subviews.
    var passedTint: InheritedTint {
        InheritedTint(color: ownTintColor ?? inheritedTint.color, mode: tintAdjustmentMode)
    }

    /// Brings what the views below inherit up to date with this view's tint, going only as deep as
    /// it changes.
    func passTintDown() {
        TreeWalk.forEach(from: self, children: { view in
            let passed = view.passedTint
            return view.subviewList.filter { $0.inherit(passed) }
        }) { _ in }
    }

    /// Takes `tint` from the superview (`.none`: none); true when that changes what it passes down.
    @discardableResult
    func inherit(_ tint: InheritedTint) -> Bool {
        guard tint != inheritedTint else { return false }
        let before = passedTint
        inheritedTint = tint
        return passedTint != before
    }

    /// Calls `tintColorDidChange()` on this view, then on every descendant that `inherits` says
    /// takes the changed value from its superview.
    func tintDidChange(reaching inherits: (UIView) -> Bool) {
        TreeWalk.forEach(from: self, children: \.subviewList, descends: inherits) { $0.tintColorDidChange() }
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

/// The tint a view takes from its superview: its colour (nil: the system tint) and adjustment mode.
package struct InheritedTint: Equatable {
    var color: UIColor?
    var mode: UIView.TintAdjustmentMode

    /// What a view without a superview inherits.
    static let none = InheritedTint(color: nil, mode: .normal)

    /// The same colour object and mode (a different object of the same colour still counts as a change).
    package static func == (lhs: InheritedTint, rhs: InheritedTint) -> Bool { lhs.color === rhs.color && lhs.mode == rhs.mode }
}
