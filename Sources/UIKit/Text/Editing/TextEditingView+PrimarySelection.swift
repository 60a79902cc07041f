/// The primary selection of X11 and Wayland (Text rules 23, 36): text the user selects (where
/// it may be copied) is offered as it, and a middle click pastes it where it lands, asked of the
/// delegate as any paste.
extension TextEditingView {
    /// Offers the selection as the primary selection, when there is one that may be copied.
    func offerPrimarySelection() {
        guard allowsCopying, selection.length > 0, let platform = UIApplication.shared.startedPlatform else { return }
        platform.primarySelectionText = storage.attributedSubstring(from: selection).string
    }

    /// A middle click at `point` (the view's coordinates): the view takes the focus, the caret goes
    /// where the click lands, and the primary selection is pasted there.
    func middleClick(at point: CGPoint) {
        guard acceptsEdits, becomeFirstResponder() else { return }
        setSelection(NSRange(location: closestOffset(to: point), length: 0))
        selectionDidChangeByUser()
        guard let text = UIApplication.shared.startedPlatform?.primarySelectionText, !text.isEmpty else { return }
        changeByUser(selection, to: normalized(text))
    }
}
