import Foundation

/// The bar across the top of a navigation controller: the top item's title in the middle, its left
/// items or a back button to the item below on the left, its right items on the right.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points (iPhone, regular height; Navigation rule 22).
    static let height: CGFloat = 44
    /// The space between the bar's edges and its outer items, and between items.
    static let margin: CGFloat = 8
    /// The longest back button title shown; a longer one reads "Back" (Casement's rule for "too long").
    static let longestBackTitle = 12
    /// The point size of the bar's button titles and of its title.
    static let buttonFontSize = UIBarButtonItem.fontSize
    /// What a large title adds below the bar's row, its point size (bold), and its inset from the
    /// leading edge and from the bottom (Navigation rule 22; inset and size as iOS draws them).
    static let largeTitleHeight: CGFloat = 52
    static let largeTitleFontSize: CGFloat = 34
    static let largeTitleInset: CGFloat = 16
    static let largeTitleBottomInset: CGFloat = 8

    /// The items of the stack, bottom first.
    open var items: [UINavigationItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            for item in items ?? [] { item.bar = self }
            itemsChanged()
        }
    }
    /// The item shown: the last.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top, which the back button returns to.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }
    /// Whether the bar shows its top item's title large, in a row of its own below the buttons,
    /// where the item's `largeTitleDisplayMode` lets it.
    open var prefersLargeTitles = false { didSet { itemsChanged() } }
    /// The bar's background colour (nil: the appearance's).
    open var barTintColor: UIColor? { didSet { itemsChanged() } }
    /// How the bar looks, unless its top item has an appearance of its own (a copy of what is
    /// assigned, as UIKit keeps).
    open var standardAppearance = UINavigationBarAppearance() { didSet { standardAppearance = standardAppearance.copied; itemsChanged() } }
    /// Kept for code that sets them; Casement's bar has no compact height and does not follow its
    /// content's scroll edge, so it shows its standard appearance.
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The appearance shown: the top item's, else the bar's.
    private var shownAppearance: UINavigationBarAppearance { topItem?.standardAppearance ?? standardAppearance }

    /// Called when the back button is tapped (the navigation controller pops).
    var backAction: (() -> Void)?
    /// The views showing the top item: title, back button, left and right items.
    private var itemViews: [UIView] = []
    private var separator: BarHairline?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separator = BarHairline.install(on: self)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items; animated, the new top item's views cross-fade with the old ones.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard animated else { return self.items = items }
        crossFade(to: items) { fade, done in
            UIView.animate(withDuration: NavigationTransition.duration, animations: fade) { _ in done() }
        }
    }

    /// Replaces the items, cross-fading the top item's views along `coordinator`'s transition (a
    /// push or pop), at once without one.
    func setItems(_ items: [UINavigationItem]?, alongside coordinator: TransitionCoordinator?) {
        guard let coordinator else { return self.items = items }
        crossFade(to: items) { fade, done in
            coordinator.animate(alongsideTransition: { _ in fade() }, completion: { _ in done() })
        }
    }

    /// Shows `items` with the old top item's views kept and fading out while the new ones fade in,
    /// as `animate` runs the fade (then calls its end, which removes the old views).
    private func crossFade(to items: [UINavigationItem]?, _ animate: (@escaping () -> Void, @escaping () -> Void) -> Void) {
        let outgoing = itemViews
        itemViews = []
        self.items = items
        let incoming = itemViews
        UIView.performWithoutAnimation {
            for view in incoming { view.alpha = 0 }
        }
        animate({
            for view in outgoing { view.alpha = 0 }
            for view in incoming { view.alpha = 1 }
        }, {
            for view in outgoing { view.removeFromSuperview() }
        })
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// Whether the top item's title shows large: the bar prefers it, and the last item down the
    /// stack that is not `.automatic` (or the root) is `.always`.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items, !items.isEmpty else { return false }
        return items.reduce(true) { large, item in
            switch item.largeTitleDisplayMode {
            case .automatic: large
            case .always: true
            case .never: false
            }
        }
    }

    /// 44 pt, and 52 more with a large title less what of it has collapsed.
    private var barHeight: CGFloat { expandedHeight - (showsLargeTitle ? largeTitleCollapse : 0) }
    /// 44 pt, and 52 more with a large title.
    var expandedHeight: CGFloat { UINavigationBar.height + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0) }
    /// How much of a large title's row has collapsed (0 to 52 pt) as the content scrolled up under
    /// it: the bar is that much shorter, the large title fades as it goes, and the small title shows
    /// in the buttons' row once it has all gone.
    var largeTitleCollapse: CGFloat = 0 {
        didSet {
            guard largeTitleCollapse != oldValue else { return }
            frame.size.height = barHeight
            showCollapse()
            setNeedsLayout()
        }
    }

    /// The back button's title for `backItem`: its back bar button item's, else its `backButtonTitle`,
    /// else its title, "Back" when that is missing or too long.
    static func backTitle(for backItem: UINavigationItem) -> String {
        if let title = backItem.backBarButtonItem?.title { return title }
        if let title = backItem.backButtonTitle { return title }
        guard let title = backItem.title, !title.isEmpty, title.count <= longestBackTitle else { return "Back" }
        return title
    }

    /// Rebuilds the views of the top item (called when the items or one of them changes).
    func itemsChanged() {
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        titleView = nil
        collapsedTitleView = nil
        titleIsLarge = false
        leftViews = []
        rightViews = []
        frame.size.height = barHeight
        let appearance = shownAppearance
        separator?.apply(appearance, barTintColor: barTintColor)
        guard let top = topItem else { return }
        if let custom = top.titleView {
            titleView = custom
        } else if let title = top.title {
            titleIsLarge = showsLargeTitle
            titleView = titleLabel(title, large: titleIsLarge, appearance)
            if titleIsLarge { collapsedTitleView = titleLabel(title, large: false, appearance) }
        }
        let left = top.leftBarButtonItems ?? []
        if let back = backItem, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
            let button = backButton(titled: UINavigationBar.backTitle(for: back))
            appearance.backButtonAppearance.style(button)
            leftViews.append(button)
        }
        let itemView = { [weak self] (item: UIBarButtonItem) in
            item.makeView(plain: appearance.buttonAppearance, done: appearance.doneButtonAppearance) { self?.itemsChanged() }
        }
        leftViews += left.map(itemView)
        rightViews = (top.rightBarButtonItems ?? []).map(itemView)
        itemViews = [titleView, collapsedTitleView].compactMap { $0 } + leftViews + rightViews
        for view in itemViews { addSubview(view) }
        showCollapse()
        setNeedsLayout()
    }

    /// A label showing `title` as the bar's title, large or in the buttons' row, as `appearance` says.
    private func titleLabel(_ title: String, large: Bool, _ appearance: UINavigationBarAppearance) -> UILabel {
        let label = UILabel()
        label.text = title
        let attributes = large ? appearance.largeTitleTextAttributes : appearance.titleTextAttributes
        label.font = attributes[.font] as? UIFont ?? (large ? .boldSystemFont(ofSize: UINavigationBar.largeTitleFontSize)
            : .systemFont(ofSize: UINavigationBar.buttonFontSize, weight: .semibold))
        if let color = attributes[.foregroundColor] as? UIColor { label.textColor = color }
        label.textAlignment = large ? .left : .center
        label.sizeToFit()
        return label
    }

    /// The large title fades as its row collapses; the small one shows once it has collapsed.
    private func showCollapse() {
        guard titleIsLarge else { return }
        let collapsed = largeTitleCollapse / UINavigationBar.largeTitleHeight
        UIView.performWithoutAnimation {
            titleView?.alpha = 1 - collapsed
            collapsedTitleView?.alpha = collapsed >= 1 ? 1 : 0
        }
    }

    private var titleView: UIView?
    /// With a large title, the small one the buttons' row shows once the large one has collapsed.
    private var collapsedTitleView: UIView?
    /// Whether `titleView` is the large title, in the row below the buttons.
    private var titleIsLarge = false
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []

    private func backButton(titled title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("‹ " + title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: UINavigationBar.buttonFontSize)
        button.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .primaryActionTriggered)
        button.sizeToFit()
        return button
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        separator?.place(atY: bounds.height)
        // The buttons' row; a large title goes below it.
        let height = UINavigationBar.height
        var x = UINavigationBar.margin
        for view in leftViews {
            view.frame = CGRect(x: x, y: ((height - view.bounds.height) / 2).rounded(), width: view.bounds.width, height: view.bounds.height)
            x += view.bounds.width + UINavigationBar.margin
        }
        var right = bounds.width - UINavigationBar.margin
        for view in rightViews {
            right -= view.bounds.width
            view.frame = CGRect(x: right, y: ((height - view.bounds.height) / 2).rounded(), width: view.bounds.width, height: view.bounds.height)
            right -= UINavigationBar.margin
        }
        let adjustment = titleIsLarge ? .zero : shownAppearance.titlePositionAdjustment
        defer { titleView?.frame.origin.x += adjustment.horizontal; titleView?.frame.origin.y += adjustment.vertical }
        // Centred in the buttons' row, narrowed to fit between the sides.
        let room = max(0, min(right - x, bounds.width - 2 * max(x, bounds.width - right)))
        let centre = { (view: UIView) in
            let width = min(view.bounds.width, max(room, right - x))
            view.frame = CGRect(x: ((self.bounds.width - width) / 2).rounded(), y: ((height - view.bounds.height) / 2).rounded(),
                                width: width, height: view.bounds.height)
        }
        if let titleView, titleIsLarge {
            let inset = UINavigationBar.largeTitleInset
            titleView.frame = CGRect(x: inset, y: bounds.height - UINavigationBar.largeTitleBottomInset - titleView.bounds.height,
                                     width: min(titleView.bounds.width, bounds.width - 2 * inset), height: titleView.bounds.height)
            if let collapsedTitleView { centre(collapsedTitleView) }
        } else if let titleView {
            centre(titleView)
        }
    }
}
