import Foundation

/// A `UIMenu` shown by a control: its elements as a menu panel's rows, opened under the control.
extension UIMenu {
    /// The rows showing the menu's children: actions (not hidden; disabled greyed; destructive red,
    /// or all in a destructive menu; on ones ticked), inline submenus' children set apart by a line,
    /// and other submenus as a row ("Title ›") that opens them in the same place. Choosing an action
    /// calls it with `sender` as its sender.
    func panelRows(sender: UIControl, anchor: CGRect, in window: UIWindow) -> [MenuPanelView.Row] {
        var rows: [MenuPanelView.Row] = []
        var startsGroup = false
        for child in children {
            switch child {
            case let action as UIAction where !action.attributes.contains(.hidden):
                rows.append(MenuPanelView.Row(title: (action.state == .on ? "✓ " : "") + action.title,
                                              isEnabled: !action.attributes.contains(.disabled),
                                              isDestructive: action.attributes.contains(.destructive) || options.contains(.destructive),
                                              startsGroup: startsGroup) { [weak sender] in sender?.sendAction(action) })
                startsGroup = false
            case let menu as UIMenu where menu.options.contains(.displayInline):
                var inline = menu.panelRows(sender: sender, anchor: anchor, in: window)
                if !inline.isEmpty { inline[0].startsGroup = !rows.isEmpty }
                rows += inline
                startsGroup = true
            case let menu as UIMenu:
                rows.append(MenuPanelView.Row(title: menu.title + " ›", isEnabled: !menu.children.isEmpty, startsGroup: startsGroup) { [weak sender, weak window] in
                    guard let sender, let window else { return }
                    menu.present(from: sender, anchor: anchor, in: window)
                })
                startsGroup = false
            default:
                continue
            }
        }
        return rows
    }

    /// Opens the menu under `anchor` (in `window`'s coordinates), above everything in the window.
    func present(from sender: UIControl, anchor: CGRect, in window: UIWindow) {
        window.openMenu?.close()
        window.addSubview(MenuPanelView(rows: panelRows(sender: sender, anchor: anchor, in: window), at: anchor.origin, below: anchor, in: window))
    }
}
