import UIKit

/// The navigation page: a settings-like app with tabs at the bottom. The Settings tab is a list in a
/// navigation controller; choosing a row pushes its details, the back button (or a bar button) pops
/// back. Two more rows present: "Reset…" asks in an alert (the answer shows under the list), "About"
/// shows a sheet (Escape or Done dismisses it). The bar's Name button presents a form sheet with a
/// text field; the name saved there shows on the Profile tab. The bar's Sort button opens a menu
/// ordering the pushing rows A to Z or Z to A.
final class NavigationPage: UIView {
    /// The rows of the list, each pushing a page of its own colour.
    static let rows: [(String, UIColor)] = [("General", .systemBlue), ("Display", .systemOrange), ("Sounds", .systemGreen)]
    /// The rows that present, after the pushing ones.
    static let resetTitle = "Reset…", aboutTitle = "About"
    /// The bar button presenting the name form, and the form's button saving the name.
    static let nameTitle = "Name", saveTitle = "Save"
    /// The bar button opening the sort menu, and the menu's two orders.
    static let sortTitle = "Sort", ascendingTitle = "A to Z", descendingTitle = "Z to A"
    /// What the Profile tab says before a name is saved.
    static let noName = "No name yet"
    /// The height of a row, and the list's top (below the 44 pt bar).
    static let rowHeight: CGFloat = 44, listTop: CGFloat = 64

    let tabs = UITabBarController()
    let navigation: UINavigationController
    /// What the person answered the reset alert.
    let answer = UILabel()
    /// The name saved in the name form, on the Profile tab.
    let name = UILabel()

    override init(frame: CGRect) {
        navigation = UINavigationController(rootViewController: NavigationPage.list(answer: answer, name: name))
        navigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 0)
        super.init(frame: frame)
        tabs.viewControllers = [navigation, NavigationPage.profile(showing: name)]
        backgroundColor = .white
        let content: UIView = tabs.view
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    /// The page hosts the tab bar controller the way a window hosts its root: it appears and
    /// disappears with the page.
    override func didMoveToWindow() {
        tabs.beginAppearanceTransition(window != nil, animated: false)
        tabs.endAppearanceTransition()
    }

    private static func list(answer: UILabel, name: UILabel) -> UIViewController {
        let list = UIViewController()
        list.title = "Settings"
        list.view.backgroundColor = .systemGroupedBackground
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: nameTitle) { [weak list, weak name] _ in
            list?.present(nameForm(current: name?.text == noName ? nil : name?.text) { name?.text = $0 }, animated: true)
        })
        var actions = rows.map { name, color in
            UIAction(title: name) { [weak list] _ in list?.navigationController?.pushViewController(detail(name, color), animated: true) }
        }
        actions.append(UIAction(title: resetTitle) { [weak list, weak answer] _ in
            list?.present(resetAlert { answer?.text = $0 }, animated: true)
        })
        actions.append(UIAction(title: aboutTitle) { [weak list] _ in list?.present(about(), animated: true) })
        let buttons = actions.map { action in
            let row = UIButton(type: .system, primaryAction: action)
            row.autoresizingMask = [.flexibleWidth]
            row.backgroundColor = .white
            list.view.addSubview(row)
            return row
        }
        place(buttons, in: list.view)
        list.navigationItem.leftBarButtonItem = UIBarButtonItem(title: sortTitle, menu: sortMenu(buttons, in: list.view))
        answer.text = "Not reset"
        answer.frame = CGRect(x: 16, y: listTop + CGFloat(actions.count) * rowHeight + 8, width: list.view.bounds.width - 32, height: 20)
        answer.autoresizingMask = [.flexibleWidth]
        answer.textColor = .secondaryLabel
        list.view.addSubview(answer)
        return list
    }

    /// Puts the list's rows one under the other, in the order given.
    private static func place(_ rows: [UIButton], in list: UIView) {
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: listTop + CGFloat(index) * rowHeight, width: list.bounds.width, height: rowHeight - 1)
        }
    }

    /// The Sort menu: its orders rearrange the pushing rows by title, the presenting rows staying below.
    private static func sortMenu(_ rows: [UIButton], in list: UIView) -> UIMenu {
        let pushing = rows.prefix(NavigationPage.rows.count), presenting = rows.dropFirst(NavigationPage.rows.count)
        func order(_ title: String, _ precedes: @escaping (String, String) -> Bool) -> UIAction {
            UIAction(title: title) { [weak list] _ in
                guard let list else { return }
                let sorted = pushing.sorted { precedes($0.currentTitle ?? "", $1.currentTitle ?? "") }
                place(sorted + presenting, in: list)
            }
        }
        return UIMenu(children: [order(ascendingTitle, <), order(descendingTitle, >)])
    }

    /// The Profile tab: the saved name, large, in the middle.
    private static func profile(showing name: UILabel) -> UIViewController {
        let profile = UIViewController()
        profile.title = "Profile"
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.circle"), tag: 1)
        profile.view.backgroundColor = .white
        name.text = noName
        name.font = .systemFont(ofSize: 28, weight: .semibold)
        name.textAlignment = .center
        name.frame = CGRect(x: 20, y: 120, width: profile.view.bounds.width - 40, height: 40)
        name.autoresizingMask = [.flexibleWidth]
        profile.view.addSubview(name)
        return profile
    }

    /// A form sheet asking for a name (`current` to start with): Save or Return hands the field's
    /// text to `saved` and dismisses it, Cancel (or Escape) dismisses it.
    private static func nameForm(current: String?, saved: @escaping (String) -> Void) -> UIViewController {
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        form.view.backgroundColor = .white
        form.preferredContentSize = CGSize(width: 360, height: 200)
        form.view.frame = CGRect(origin: .zero, size: form.preferredContentSize)
        let field = UITextField(frame: CGRect(x: 20, y: 72, width: 320, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Your name"
        field.text = current
        field.autoresizingMask = [.flexibleWidth]
        let save = UIAction(title: saveTitle) { [weak form, weak field] _ in
            saved(field?.text ?? "")
            form?.dismiss(animated: true)
        }
        field.addAction(save, for: .editingDidEndOnExit)
        let cancel = UIButton(type: .system, primaryAction: UIAction(title: "Cancel") { [weak form] _ in form?.dismiss(animated: true) })
        cancel.frame = CGRect(x: 8, y: 8, width: 72, height: 32)
        let saveButton = UIButton(type: .system, primaryAction: save)
        saveButton.frame = CGRect(x: 280, y: 8, width: 72, height: 32)
        saveButton.autoresizingMask = [.flexibleLeftMargin]
        let heading = UILabel(frame: CGRect(x: 20, y: 44, width: 320, height: 20))
        heading.text = "What should Settings call you?"
        heading.textColor = .secondaryLabel
        heading.autoresizingMask = [.flexibleWidth]
        for view in [cancel, saveButton, heading, field] { form.view.addSubview(view) }
        return form
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
