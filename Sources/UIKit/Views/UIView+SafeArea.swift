/// The safe area: what a container's bars cover of a controller's root view (its provided insets),
/// passed down to the views inside it by where they lie. The insets are worked out when a container
/// provides new ones, when a view joins a superview that has some, and after a view with some lays
/// out its subviews; a view whose insets changed hears `safeAreaInsetsDidChange()` (its controller
/// `viewSafeAreaInsetsDidChange()`) and passes them on. Views with no safe area around them cost
/// nothing. A scroll view passes none to its content: its `adjustedContentInset` keeps the content
/// clear of the bars instead.
extension UIView {
    /// The layout margins measured from the edges: from the safe area's when `insetsLayoutMarginsFromSafeArea`.
    var marginsFromEdges: UIEdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return layoutMargins }
        let safe = safeAreaInsets, margins = layoutMargins
        return UIEdgeInsets(top: safe.top + margins.top, left: safe.left + margins.left,
                            bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
    }

    /// The provided insets, or the part of the superview's safe area the view lies in where that is
    /// more, each at most the view's size.
    private var workedOutSafeAreaInsets: UIEdgeInsets {
        var insets = providedSafeAreaInsets
        if let superview, !(superview is UIScrollView), superview.announcedSafeAreaInsets != .zero {
            let outer = superview.announcedSafeAreaInsets, area = superview.bounds, frame = self.frame
            insets.top = max(insets.top, outer.top - (frame.minY - area.minY))
            insets.left = max(insets.left, outer.left - (frame.minX - area.minX))
            insets.bottom = max(insets.bottom, outer.bottom - (area.maxY - frame.maxY))
            insets.right = max(insets.right, outer.right - (area.maxX - frame.maxX))
        }
        let size = bounds.size
        return UIEdgeInsets(top: min(max(0, insets.top), size.height), left: min(max(0, insets.left), size.width),
                            bottom: min(max(0, insets.bottom), size.height), right: min(max(0, insets.right), size.width))
    }

    /// Works the insets out again; if they changed, announces them and passes them on.
    func updateSafeAreaInsets() {
        let insets = workedOutSafeAreaInsets
        guard insets != announcedSafeAreaInsets else { return }
        announcedSafeAreaInsets = insets
        setNeedsLayout()
        if autoLayout != nil { AutoLayoutEngine.shared?.safeAreaDidChange(self) }
        safeAreaInsetsDidChange()
        viewControllerRef?.viewSafeAreaInsetsDidChange()
        for subview in subviewList { subview.updateSafeAreaInsets() }
    }

    /// After the subviews moved: theirs follow this view's insets (nothing to do without any).
    func passSafeAreaDown() {
        guard announcedSafeAreaInsets != .zero, !(self is UIScrollView) else { return }
        for subview in subviewList { subview.updateSafeAreaInsets() }
    }

    /// A view that joined or left a superview: its insets follow where it is now, if either side has any.
    func safeAreaMayHaveMoved() {
        guard announcedSafeAreaInsets != .zero || providedSafeAreaInsets != .zero || superview?.announcedSafeAreaInsets ?? .zero != .zero else { return }
        updateSafeAreaInsets()
    }
}
