import Foundation

/// The bar of tabs along the bottom of a tab bar controller: one button per item, the selected one tinted.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height in points (iPhone; NAVIGATION.md rule 29, without the home indicator).
    static let height: CGFloat = 49
    /// The colour of an unselected item (UIKit's gray).
    static let unselectedColor = UIColor.systemGray

    /// The items, in tab order.
    open var items: [UITabBarItem]? { didSet { itemsChanged() } }
    /// The item shown selected.
    open var selectedItem: UITabBarItem? { didSet { itemsChanged() } }
    /// The bar's background colour (nil: the appearance's).
    open var barTintColor: UIColor? { didSet { itemsChanged() } }
    /// The unselected items' colour (nil: UIKit's gray).
    open var unselectedItemTintColor: UIColor? { didSet { itemsChanged() } }
    /// How the bar looks (a copy of what is assigned, as UIKit keeps).
    open var standardAppearance = UITabBarAppearance() { didSet { standardAppearance = standardAppearance.copied; itemsChanged() } }
    /// Kept for code that sets it; Casement's tab bar shows its standard appearance.
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// Called when the user taps an item (the tab bar controller selects its tab).
    var itemTapped: ((UITabBarItem) -> Void)?
    private var buttons: [UIButton] = []
    private var separator: BarHairline?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separator = BarHairline.install(on: self)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UITabBar.height) }

    private func itemsChanged() {
        separator?.apply(standardAppearance, barTintColor: barTintColor)
        let states = standardAppearance.stackedLayoutAppearance
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            item.onChange = { [weak self] in self?.itemsChanged() }
            let button = UIButton(type: .system)
            let selected = item === selectedItem
            if let image = selected ? item.selectedImage ?? item.image : item.image { button.setImage(image, for: .normal) }
            button.setTitle(item.title, for: .normal)
            let state = selected ? states.selected : states.normal
            button.titleLabel?.font = state.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 10, weight: .medium)
            button.tintColor = selected ? state.iconColor : state.iconColor ?? unselectedItemTintColor ?? UITabBar.unselectedColor
            if let color = state.titleTextAttributes[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
            button.isEnabled = item.isEnabled
            button.addAction(UIAction { [weak self] _ in self?.itemTapped?(item) }, for: .primaryActionTriggered)
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        separator?.place(atY: 0)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(), height: UITabBar.height)
        }
    }
}
