import UIKit

/// The navigation page: a settings-like list in a navigation controller; choosing a row pushes its
/// details, the back button (or a bar button) pops back.
final class NavigationPage: UIView {
    /// The rows of the list, each pushing a page of its own colour.
    static let rows: [(String, UIColor)] = [("General", .systemBlue), ("Display", .systemOrange), ("Sounds", .systemGreen)]
    /// The height of a row, and the list's top (below the 44 pt bar).
    static let rowHeight: CGFloat = 44, listTop: CGFloat = 64

    let navigation: UINavigationController

    override init(frame: CGRect) {
        navigation = UINavigationController(rootViewController: NavigationPage.list())
        super.init(frame: frame)
        backgroundColor = .white
        let content: UIView = navigation.view
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    /// The page hosts the navigation controller the way a window hosts its root: it appears and
    /// disappears with the page.
    override func didMoveToWindow() {
        navigation.beginAppearanceTransition(window != nil, animated: false)
        navigation.endAppearanceTransition()
    }

    private static func list() -> UIViewController {
        let list = UIViewController()
        list.title = "Settings"
        list.view.backgroundColor = .systemGroupedBackground
        for (index, (name, color)) in rows.enumerated() {
            let row = UIButton(type: .system, primaryAction: UIAction(title: name) { [weak list] _ in
                list?.navigationController?.pushViewController(detail(name, color), animated: true)
            })
            row.frame = CGRect(x: 0, y: listTop + CGFloat(index) * rowHeight, width: list.view.bounds.width, height: rowHeight - 1)
            row.autoresizingMask = [.flexibleWidth]
            row.backgroundColor = .white
            list.view.addSubview(row)
        }
        return list
    }

    private static func detail(_ name: String, _ color: UIColor) -> UIViewController {
        let detail = UIViewController()
        detail.title = name
        detail.view.backgroundColor = color
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak detail] _ in
            detail?.navigationController?.popToRootViewController(animated: true)
        })
        return detail
    }
}
