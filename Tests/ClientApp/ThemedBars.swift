import UIKit

// Bar styling as apps have written it since iOS 13: one appearance for every state of the bar,
// white text on a coloured background, and a tab bar styled the same way.

final class ThemedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        let buttons = UIBarButtonItemAppearance(style: .plain)
        buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance = buttons
        appearance.backButtonAppearance = buttons
        appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.compactAppearance = appearance
        navigationBar.tintColor = .white
    }
}

final class ThemedTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        let items = UITabBarItemAppearance()
        items.normal.iconColor = .lightGray
        items.normal.titleTextAttributes = [.foregroundColor: UIColor.lightGray]
        items.selected.iconColor = .white
        items.selected.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.stackedLayoutAppearance = items
        appearance.inlineLayoutAppearance = items
        appearance.compactInlineLayoutAppearance = items
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
    }
}
