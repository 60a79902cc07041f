import UIKit

/// The launcher: the list of demos, the root of a navigation controller (`inNavigationController`);
/// choosing a demo pushes its page, and the bar's back button returns.
final class LauncherViewController: UIViewController {
    /// The size the view loads at: the window's, so the list built in `viewDidLoad` sees its final width.
    var viewFrame = UIScreen.main.bounds
    /// The list of demos.
    private(set) var listView: LauncherListView?

    /// A navigation controller of the launcher, for a window of `frame`.
    static func inNavigationController(frame: CGRect) -> UINavigationController {
        let launcher = LauncherViewController()
        launcher.viewFrame = frame
        return UINavigationController(rootViewController: launcher)
    }

    override func loadView() {
        view = UIView(frame: viewFrame)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Demos"
        edgesForExtendedLayout = []
        view.backgroundColor = .white
        let list = LauncherListView(frame: view.bounds, demos: DemoCatalog.all) { [weak self] in self?.open($0) }
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor), list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor), list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        listView = list
    }

    /// Pushes `demo`'s page; the showcase's windows, closed by the user, pop it again.
    private func open(_ demo: Demo) {
        let page = DemoPageViewController(demo: demo, frame: view.bounds)
        page.onFinish = { [weak self] in _ = self?.navigationController?.popToRootViewController(animated: true) }
        navigationController?.pushViewController(page, animated: true)
    }
}

/// One demo's page: under the launcher's bar, or alone in its window (`--demo`).
final class DemoPageViewController: UIViewController {
    let demo: Demo
    private let frame: CGRect
    /// Called when the page is done by itself (the showcase's windows closed by the user).
    var onFinish: (@MainActor () -> Void)?

    init(demo: Demo, frame: CGRect) {
        self.demo = demo
        self.frame = frame
        super.init()
        title = demo.title
        edgesForExtendedLayout = []
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let content = demo.make(frame)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        (content as? ShowcasePage)?.onFinish = { [weak self] in self?.onFinish?() }
        view = content
    }
}

/// A tappable row with a title that wraps to the row's width (the row's height follows it):
/// highlights while pressed, runs its action when released inside.
final class TapRow: UIView {
    let label = WrappingLabel()
    private let action: @MainActor () -> Void
    private let normalColor = UIColor.white
    private let pressedColor = UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)

    init(title: String, action: @escaping @MainActor () -> Void) {
        self.action = action
        super.init(frame: .zero)
        // Always placed by constraints (a column of the list).
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = normalColor
        label.text = title
        label.font = .systemFont(ofSize: 13)
        label.isUserInteractionEnabled = false
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -5),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = pressedColor }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = normalColor }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = normalColor
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        action()
    }
}
