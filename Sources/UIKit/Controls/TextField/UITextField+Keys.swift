/// What the shared editing keys (`TextEditingView+Keys.swift`) do in a one-line field: Home, End,
/// Up, Down and the page keys go to its ends; Return is Return (Text rule 14); Tab and Shift+Tab move
/// to the window's next and previous field (Text rule 41).
extension UITextField {
    func caretTarget(for key: UIKeyboardHIDUsage, from offset: Int, toDocumentEnd: Bool) -> Int {
        key == .keyboardHome || key == .keyboardUpArrow || key == .keyboardPageUp ? 0 : storage.length
    }

    /// The field has one line: there is no line above or below.
    func offset(from offset: Int, movedBy lines: Int) -> Int? { nil }

    func tabPressed(backward: Bool) -> Bool { focusNeighbour(forward: !backward) }

    /// Moves the focus to the next (or previous) field of the window that can take it, in the
    /// order the views are drawn, wrapping around; false when there is no other.
    private func focusNeighbour(forward: Bool) -> Bool {
        guard let window else { return false }
        var fields: [UITextField] = []
        TreeWalk.forEach(from: window as UIView, children: \.subviewList, descends: { !$0.isHidden }) { view in
            if let field = view as? UITextField, field === self || !field.isHidden && field.canBecomeFirstResponder { fields.append(field) }
        }
        guard fields.count > 1, let index = fields.firstIndex(where: { $0 === self }) else { return false }
        let next = fields[(index + (forward ? 1 : fields.count - 1)) % fields.count]
        next.becomeFirstResponder()
        return true
    }
}
