import UIKit

/// The navigation page: a settings-like list in a navigation controller; choosing a row pushes its
/// details, the back button (or a bar button) pops back. Two more rows present: "Reset…" asks in an
/// alert (the answer shows under the list), "About" shows a sheet (Escape or Done dismisses it).
final class NavigationPage: UIView {
    /// The rows of the list, each pushing a page of its own colour.
    static let rows: [(String, UIColor)] = [("General", .systemBlue), ("Display", .systemOrange), ("Sounds", .systemGreen)]
    /// The rows that present, after the pushing ones.
    static let resetTitle = "Reset…", aboutTitle = "About"
    /// The height of a row, and the list's top (below the 44 pt bar).
    static let rowHeight: CGFloat = 44, listTop: CGFloat = 64

    let navigation: UINavigationController
    /// What the person answered the reset alert.
    let answer: UILabel

    override init(frame: CGRect) {
        let answer = UILabel()
        self.answer = answer
        navigation = UINavigationController(rootViewController: NavigationPage.list(answer: answer))
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

    private static func list(answer: UILabel) -> UIViewController {
        let list = UIViewController()
        list.title = "Settings"
        list.view.backgroundColor = .systemGroupedBackground
        var actions = rows.map { name, color in
            UIAction(title: name) { [weak list] _ in list?.navigationController?.pushViewController(detail(name, color), animated: true) }
        }
        actions.append(UIAction(title: resetTitle) { [weak list, weak answer] _ in
            list?.present(resetAlert { answer?.text = $0 }, animated: true)
        })
        actions.append(UIAction(title: aboutTitle) { [weak list] _ in list?.present(about(), animated: true) })
        for (index, action) in actions.enumerated() {
            let row = UIButton(type: .system, primaryAction: action)
            row.frame = CGRect(x: 0, y: listTop + CGFloat(index) * rowHeight, width: list.view.bounds.width, height: rowHeight - 1)
            row.autoresizingMask = [.flexibleWidth]
            row.backgroundColor = .white
            list.view.addSubview(row)
        }
        answer.text = "Not reset"
        answer.frame = CGRect(x: 16, y: listTop + CGFloat(actions.count) * rowHeight + 8, width: list.view.bounds.width - 32, height: 20)
        answer.autoresizingMask = [.flexibleWidth]
        answer.textColor = .secondaryLabel
        list.view.addSubview(answer)
        return list
    }

    /// An alert asking to confirm the reset; `answered` hears "Reset" or "Kept".
    private static func resetAlert(_ answered: @escaping (String) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Reset all settings?", message: "Your preferences go back to their defaults.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in answered("Kept") })
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { _ in answered("Reset") })
        return alert
    }

    /// A form sheet about the settings, with a Done button.
    private static func about() -> UIViewController {
        let about = UIViewController()
        about.view.backgroundColor = .white
        about.preferredContentSize = CGSize(width: 360, height: 240)
        about.view.frame = CGRect(origin: .zero, size: about.preferredContentSize)
        let done = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak about] _ in about?.dismiss(animated: true) })
        done.frame = CGRect(x: 280, y: 8, width: 72, height: 32)
        done.autoresizingMask = [.flexibleLeftMargin]
        about.view.addSubview(done)
        let text = UILabel(frame: CGRect(x: 20, y: 60, width: 320, height: 60))
        text.text = "Casement settings: a navigation stack, an alert and this sheet."
        text.numberOfLines = 0
        text.autoresizingMask = [.flexibleWidth]
        about.view.addSubview(text)
        return about
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
