/// A controller's place in a navigation stack: the navigation controller above it and the item the
/// bar shows for it.
extension UIViewController {
    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// Sets the toolbar items.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    var baseNavigationItem: UINavigationItem {
        if let existingNavigationItem { return existingNavigationItem }
        let item = UINavigationItem()
        item.title = title
        existingNavigationItem = item
        return item
    }
}
