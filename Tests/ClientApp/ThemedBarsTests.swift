import Testing
import UIKit

@Suite("Client code: bar appearances", .serialized)
@MainActor
struct ThemedBarsTests {
    @Test("A themed navigation controller and tab bar controller: the bars take the appearances' indigo, the tabs their colours")
    func themedBars() {
        let navigation = ThemedNavigationController(rootViewController: UIViewController())
        navigation.loadViewIfNeeded()
        #expect(navigation.navigationBar.backgroundColor == .systemIndigo)
        #expect(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
        let tabs = ThemedTabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.loadViewIfNeeded()
        #expect(tabs.tabBar.backgroundColor == .systemIndigo)
        #expect(tabs.tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .white)
    }
}
