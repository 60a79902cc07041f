import Foundation

/// Tabs: one controller per tab, the selected one's view filling the tab bar controller's view
/// above a 49 pt tab bar of their items. Only the selected tab's view is loaded and shown; the
/// user's taps ask the delegate, programmatic selection does not.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar of tabs along the bottom.
    open private(set) var tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: UITabBar.height))
    /// Asked and told about the user's choices.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The controller whose view is shown.
    private var shownViewController: UIViewController?
    private var selection = 0

    public override init() {
        super.init()
        tabBar.itemTapped = { [weak self] item in self?.userChose(item) }
    }

    /// The tabs' controllers, in tab order; setting them is `setViewControllers(_:animated:)`.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs, keeping the selected controller if it is still a tab, else the same
    /// index if there is one, else the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let kept = selectedViewController
        let tabs = (viewControllers ?? []).filter { controller in
            guard controller !== self else {
                Diagnostics.report("a tab bar controller cannot be its own tab; ignored")
                return false
            }
            return true
        }
        for old in children where !tabs.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        for new in tabs where new.parent !== self {
            addChild(new)
            new.didMove(toParent: self)
        }
        children = tabs
        tabBar.items = tabs.map(\.tabBarItem)
        let index = kept.flatMap { kept in tabs.firstIndex { $0 === kept } } ?? (selection < tabs.count ? selection : 0)
        select(index)
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard children.indices.contains(newValue) else {
                return Diagnostics.report("selectedIndex \(newValue) is outside the \(children.count) tabs; ignored")
            }
            select(newValue)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selection) ? children[selection] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else {
                return Diagnostics.report("selectedViewController must be one of the tabs; ignored")
            }
            select(index)
        }
    }

    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - UITabBar.height, width: view.bounds.width, height: UITabBar.height)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(tabBar)
        self.view = view
        showSelected()
    }

    /// Selects the tab at `index` and shows it.
    private func select(_ index: Int) {
        selection = index
        tabBar.selectedItem = selectedViewController?.tabBarItem
        showSelected()
    }

    /// Shows the selected tab's view in place of the one shown, with appearance calls (outgoing
    /// first) when the tab bar controller is on screen.
    private func showSelected() {
        guard let view = viewIfLoaded, shownViewController !== selectedViewController else { return }
        let old = shownViewController, new = selectedViewController
        let visible = appearanceState == .appeared
        new?.loadViewIfNeeded()
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if let new, let content = new.view {
            content.frame = view.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(content, belowSubview: tabBar)
            coverWithTabBar(new)
        }
        shownViewController = new
        if visible {
            view.layoutIfNeeded()
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }

    /// A tap on `item`: the delegate may refuse; else the tab is selected and the delegate told
    /// (also when it was selected already).
    private func userChose(_ item: UITabBarItem) {
        guard let index = children.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = children[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The selected view fills the view, under the tab bar: its safe area ends above the bar.
    private func coverWithTabBar(_ controller: UIViewController) {
        guard let content = controller.viewIfLoaded else { return }
        controller.barSafeAreaInsets.bottom = tabBar.isHidden ? 0 : max(0, content.frame.maxY - tabBar.frame.minY)
    }

    /// The view changed size (the bar moves with the bottom): the selected view's safe area follows.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if let shown = shownViewController { coverWithTabBar(shown) }
    }
}
