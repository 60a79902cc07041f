import Foundation

extension UIBarButtonItem {
    /// The point size of bar button titles.
    static let fontSize: CGFloat = 17

    /// The view showing the item in a bar: its custom view, an empty space, or a button calling its
    /// primary action (or showing its menu), styled by the bar's `plain` or `done` button appearance; `changed` runs when
    /// the item changes, for the bar to rebuild.
    func makeView(plain: UIBarButtonItemAppearance? = nil, done: UIBarButtonItemAppearance? = nil,
                  onChange changed: @escaping () -> Void) -> UIView {
        onChange = changed
        if let customView { return customView }
        if isSpace { return UIView(frame: CGRect(x: 0, y: 0, width: width, height: 1)) }
        let button = UIButton(type: .system)
        if let image { button.setImage(image, for: .normal) } else { button.setTitle(title, for: .normal) }
        button.titleLabel?.font = style == .done ? .boldSystemFont(ofSize: Self.fontSize) : .systemFont(ofSize: Self.fontSize)
        button.isEnabled = isEnabled
        (style == .done ? done : plain)?.style(button)
        if let tintColor { button.tintColor = tintColor }
        if let primaryAction {
            button.addAction(primaryAction, for: .primaryActionTriggered)
        } else if let menu {
            button.menu = menu
            button.showsMenuAsPrimaryAction = true
        }
        button.sizeToFit()
        return button
    }
}
