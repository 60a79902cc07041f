import Foundation

/// A bar of buttons, 44 pt tall, as at the bottom of a navigation controller: its items from the
/// leading edge, 8 pt apart and 8 pt in from the ends; flexible spaces share what room is left
/// (so one between two items puts the second at the trailing edge), fixed spaces take their width.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The toolbar's height in points (Navigation rule 22).
    static let height: CGFloat = 44
    /// The space at the ends and between items.
    static let spacing: CGFloat = 8

    /// The items shown, leading first.
    open var items: [UIBarButtonItem]? { didSet { itemsChanged() } }
    /// The bar's background colour (nil: the appearance's).
    open var barTintColor: UIColor? { didSet { appearanceChanged() } }
    /// How the bar looks (a copy of what is assigned, as UIKit keeps).
    open var standardAppearance = UIToolbarAppearance() { didSet { standardAppearance = standardAppearance.copied; appearanceChanged() } }
    /// Kept for code that sets them; Casement's toolbar shows its standard appearance.
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?

    private var itemViews: [(item: UIBarButtonItem, view: UIView)] = []
    private var separator: BarHairline?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separator = BarHairline.install(on: self)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIToolbar.height) }

    private func appearanceChanged() {
        separator?.apply(standardAppearance, barTintColor: barTintColor)
        itemsChanged()
    }

    /// Rebuilds the items' views (when the items or one of them change).
    private func itemsChanged() {
        for (_, view) in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            (item, item.makeView(plain: standardAppearance.buttonAppearance, done: standardAppearance.doneButtonAppearance) { [weak self] in
                self?.itemsChanged()
            })
        }
        for (_, view) in itemViews { addSubview(view) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        separator?.place(atY: 0)
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let fixed = itemViews.reduce(CGFloat(0)) { $0 + ($1.item.systemItem == .flexibleSpace ? 0 : $1.view.bounds.width) }
        let gaps = CGFloat(itemViews.count + 1) * UIToolbar.spacing
        let share = flexible == 0 ? 0 : max(0, (bounds.width - fixed - gaps) / CGFloat(flexible))
        var x = UIToolbar.spacing
        for (item, view) in itemViews {
            let width = item.systemItem == .flexibleSpace ? share : view.bounds.width
            view.frame = CGRect(x: x.rounded(), y: ((bounds.height - view.bounds.height) / 2).rounded(), width: width, height: view.bounds.height)
            x += width + UIToolbar.spacing
        }
    }
}
