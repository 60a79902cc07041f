/// The pointer buttons that are not touches, as text fields and views take them: a secondary
/// click opens the edit menu (`TextEditingView+EditMenu.swift`), a middle click pastes the primary
/// selection (`TextEditingView+PrimarySelection.swift`). Either closes a menu already open.
extension UIWindow {
    /// The menu open in the window (an edit menu, or a button's), if any.
    var openMenu: MenuPanelView? { subviews.last { $0 is MenuPanelView } as? MenuPanelView }

    /// The secondary or middle `button` went down at `point` (from the window's top left).
    func textButtonPressed(_ button: PointerButtons, at point: CGPoint) {
        openMenu?.close()
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

    /// A key while a menu is open closes it; returns whether the key was Escape, which does nothing else.
    func menuTakes(_ key: UIKey) -> Bool {
        guard let menu = openMenu else { return false }
        menu.close()
        return key.keyCode == .keyboardEscape
    }
}
