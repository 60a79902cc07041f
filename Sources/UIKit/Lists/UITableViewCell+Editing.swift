import Foundation

/// A cell's editing controls: the delete or insert control at the leading edge (the content moves
/// aside for it) and the reorder control at the trailing edge in place of the accessory. They
/// slide in from the edges as they fade in, and out the same way.
extension UITableViewCell {
    /// How long the controls take to slide in or out (Casement's choice).
    static let editingAnimationDuration: TimeInterval = 0.3

    /// Whether the leading control and the reorder control show.
    private var showsEditingControl: Bool { editing && shownEditingStyle != .none }
    private var showsReorder: Bool { editing && showsReorderControl }

    /// Adds the controls that now show (clear, past the edges) and lays the cell out, sliding when
    /// `animated`; controls no longer shown leave once out of sight.
    func updateEditingControls(animated: Bool) {
        if showsEditingControl, editingControl?.style != shownEditingStyle {
            editingControl?.removeFromSuperview()
            let control = EditingControlView(style: shownEditingStyle)
            editingControl = control
            addOutOfSight(control)
        }
        if showsReorder, reorderControl == nil {
            let control = ReorderControlView()
            reorderControl = control
            addOutOfSight(control)
        }
        setNeedsLayout()
        let finish = { [weak self] in
            guard let self else { return }
            if !showsEditingControl { editingControl?.removeFromSuperview(); editingControl = nil }
            if !showsReorder { reorderControl?.removeFromSuperview(); reorderControl = nil }
        }
        guard animated, window != nil else {
            layoutIfNeeded()
            return finish()
        }
        UIView.animate(withDuration: Self.editingAnimationDuration, animations: { self.layoutIfNeeded() }) { _ in finish() }
    }

    private func addOutOfSight(_ control: UIView) {
        addSubview(control)
        UIView.performWithoutAnimation {
            control.alpha = 0
            control.frame = editingControlFrame(control, shown: false)
        }
    }

    /// Where a control is: inside the edge it belongs to when shown, just past it when not.
    private func editingControlFrame(_ control: UIView, shown: Bool) -> CGRect {
        if control === editingControl {
            let indent = TableMetrics.editingIndent
            return CGRect(x: shown ? 0 : -indent, y: 0, width: indent, height: bounds.height)
        }
        let width = TableMetrics.reorderControlWidth
        return CGRect(x: shown ? bounds.width - width : bounds.width, y: 0, width: width, height: bounds.height)
    }

    /// Places the controls, and gives the room they leave the content: where it starts, and where
    /// it ends when the reorder control shows.
    func layOutEditingControls() -> (leading: CGFloat, trailing: CGFloat?) {
        for (control, shown) in [(editingControl as UIView?, showsEditingControl), (reorderControl, showsReorder)] {
            guard let control else { continue }
            control.frame = editingControlFrame(control, shown: shown)
            control.alpha = shown ? 1 : 0
        }
        return (showsEditingControl && indentsWhileEditing ? TableMetrics.editingIndent : 0,
                showsReorder ? bounds.width - TableMetrics.reorderControlWidth : nil)
    }

    /// The reorder control, when it shows.
    var shownReorderControl: UIView? { showsReorder ? reorderControl : nil }
}
