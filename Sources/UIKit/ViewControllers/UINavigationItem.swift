import Foundation

/// What a navigation bar shows for one controller of the stack: its title (or title view), its
/// left and right bar button items, and what the back button to it is called from above.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar's middle, and the back button's title from the controller above.
    open var title: String? { didSet { changed() } }
    /// A view shown in the middle instead of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// The title of the back button shown while this item is the one below the top.
    open var backButtonTitle: String? { didSet { changed() } }
    /// The item of the back button shown while this item is the one below the top.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether the left items come after the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// The items on the left, from the leading edge.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items on the right, the first at the trailing edge.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// When a bar that prefers large titles shows this item's title large; the raw values are Apple's.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it does (large for the root).
        case automatic
        case always
        case never
    }
    /// When the title shows large in a bar that prefers large titles.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }

    /// The bar showing the item, which redraws it when it changes.
    /// The bar's look while this item is on top (nil: the bar's own), a copy of what is assigned.
    open var standardAppearance: UINavigationBarAppearance? { didSet { standardAppearance = standardAppearance?.copied; changed() } }
    /// Kept for code that sets them; the bar shows the standard appearance.
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    weak var bar: UINavigationBar?

    public override init() { super.init() }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The first of `leftBarButtonItems`; setting it replaces them, nil removes them.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it replaces them, nil removes them.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Replaces the left items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Replaces the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Replaces the left items by `item`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Replaces the right items by `item`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    private func changed() { bar?.itemsChanged() }
}
