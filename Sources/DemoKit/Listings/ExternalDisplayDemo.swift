import UIKit

/// L14: with two displays, a second window fills the external one and shows a view controller's
/// view (indigo, with a label); the launcher's window stays key. The page says what happened. The
/// external window lives until another L14 page replaces it or its screen is unplugged.
enum ExternalDisplayDemo {
    @MainActor private static var externalWindow: UIWindow?

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let root = UIView.demoPage(frame: frame)
        externalWindow?.isHidden = true
        externalWindow = nil
        let rootVC = UIViewController()
        rootVC.view.backgroundColor = .systemIndigo
        configureExternalDisplayAndShow(with: rootVC)
        let label = UILabel(frame: root.bounds.insetBy(dx: 20, dy: 20))
        label.numberOfLines = 0
        label.textAlignment = .center
        label.text = externalWindow == nil
            ? "One display: connect another and open L14 again to show a window on it."
            : "A window fills the external display (screen 2 of \(UIScreen.screens.count)); this window stays key."
        root.addSubview(label)
        return root
    }

    @MainActor
    private static func configureExternalDisplayAndShow(with rootVC: UIViewController) {
        if UIScreen.screens.count > 1 {
            let externalScreen = UIScreen.screens[1]
            let externalWindow = UIWindow(frame: externalScreen.bounds)
            externalWindow.windowLevel = .normal
            externalWindow.screen = externalScreen
            externalWindow.rootViewController = rootVC
            externalWindow.isHidden = false       // shown, not made key
            self.externalWindow = externalWindow
        }
    }
}
