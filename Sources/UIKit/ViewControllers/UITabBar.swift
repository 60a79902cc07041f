import Foundation

/// The bar of tabs along the bottom of a tab bar controller: one button per item, the selected one tinted.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height in points (iPhone; Navigation rule 29, without the home indicator).
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

    /// A badge's height (also its least width), its point size, and where it sits: its left edge this far
    /// right of its item's centre, its top this far down (Casement's placement, over the icon's top right).
    static let badgeHeight: CGFloat = 18, badgeFontSize: CGFloat = 13, badgeOffset = CGPoint(x: 6, y: 2)

    /// Called when the user taps an item (the tab bar controller selects its tab).
    var itemTapped: ((UITabBarItem) -> Void)?
    private var buttons: [UIButton] = []
    /// Each button's badge, if its item has a `badgeValue`.
    private var badges: [UILabel?] = []
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
        for badge in badges { badge?.removeFromSuperview() }
        badges = (items ?? []).map { makeBadge(for: $0, in: $0 === selectedItem ? states.selected : states.normal) }
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
        for badge in badges { if let badge { addSubview(badge) } }
        setNeedsLayout()
    }

    /// The badge for `item`'s `badgeValue`: its text in white on its `badgeColor` (red by default), a
    /// round-ended pill at least as wide as it is tall; an empty value is a dot.
    private func makeBadge(for item: UITabBarItem, in state: UITabBarItemStateAppearance) -> UILabel? {
        guard let value = item.badgeValue else { return nil }
        let badge = UILabel()
        badge.text = value
        badge.font = state.badgeTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: UITabBar.badgeFontSize)
        badge.textColor = state.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white
        badge.textAlignment = .center
        badge.backgroundColor = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
        let height = value.isEmpty ? UITabBar.badgeHeight / 2 : UITabBar.badgeHeight
        badge.sizeToFit()
        badge.bounds.size = CGSize(width: value.isEmpty ? height : max(height, badge.bounds.width + 10), height: height)
        badge.layer.cornerRadius = height / 2
        badge.clipsToBounds = true
        badge.isUserInteractionEnabled = false
        return badge
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        separator?.place(atY: 0)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(), height: UITabBar.height)
            if index < badges.count, let badge = badges[index] {
                badge.frame.origin = CGPoint(x: (button.frame.midX + UITabBar.badgeOffset.x).rounded(), y: UITabBar.badgeOffset.y)
            }
        }
    }
}
