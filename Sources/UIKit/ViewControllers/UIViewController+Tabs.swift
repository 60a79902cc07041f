/// A controller's place in a tab bar controller: the tab bar controller above it and its tab's item.
extension UIViewController {
    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    var baseTabBarItem: UITabBarItem {
        if let existingTabBarItem { return existingTabBarItem }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        existingTabBarItem = item
        return item
    }
}
