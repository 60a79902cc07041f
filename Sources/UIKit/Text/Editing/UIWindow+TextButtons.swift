/// The pointer buttons that are not touches, as text fields and views take them: a secondary
/// click opens the edit menu (`TextEditingView+EditMenu.swift`), a middle click pastes the primary
/// selection (`TextEditingView+PrimarySelection.swift`). Either closes an edit menu already open.
extension UIWindow {
    /// The edit menu open in the window, if any.
    var editMenu: EditMenuView? { subviews.last { $0 is EditMenuView } as? EditMenuView }

    /// The secondary or middle `button` went down at `point` (from the window's top left).
    func textButtonPressed(_ button: PointerButtons, at point: CGPoint) {
        editMenu?.close()
        let location = CGPoint(x: point.x + bounds.minX, y: point.y + bounds.minY)
        guard bounds.contains(location) else { return }
        var view = hitTest(location, with: nil)
        while let current = view, !(current is any TextEditingView) { view = current.superview }
        guard let editing = view as? any TextEditingView else { return }
        let local = editing.convert(location, from: self)
        if button == .secondary {
            editing.secondaryClick(at: local)
        } else if button == .middle {
            editing.middleClick(at: local)
        }
    }

    /// A key while the edit menu is open closes it; returns whether the key was Escape, which does nothing else.
    func editMenuTakes(_ key: UIKey) -> Bool {
        guard let menu = editMenu else { return false }
        menu.close()
        return key.keyCode == .keyboardEscape
    }
}
