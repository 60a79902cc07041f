import UIKit

/// The launcher: a list of demos; clicking one shows it, with a button back to the list.
final class LauncherViewController: UIViewController {
    /// A demo to show at once instead of the list (from `--demo`).
    var initialDemo: Demo?
    /// The size the view loads at: the window's, so demos built in `viewDidLoad` see their final bounds.
    var viewFrame = UIScreen.main.bounds
    /// The list of demos, while it shows.
    private(set) var listView: LauncherListView?
    private var demoView: UIView?

    override func loadView() {
        view = UIView(frame: viewFrame)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        if let initialDemo { show(initialDemo, withBackButton: false) } else { showList() }
    }

    private func showList() {
        demoView?.removeFromSuperview()
        demoView = nil
        let list = LauncherListView(frame: view.bounds, demos: DemoCatalog.all) { [weak self] in self?.show($0, withBackButton: true) }
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor), list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor), list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        listView = list
    }

    private func show(_ demo: Demo, withBackButton: Bool) {
        listView?.removeFromSuperview()
        listView = nil
        let content = demo.make(view.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if withBackButton {
            let back = TapRow(title: "‹ Demos") { [weak self] in self?.showList() }
            content.addSubview(back)
            NSLayoutConstraint.activate([
                back.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
                back.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
                back.widthAnchor.constraint(equalToConstant: 100), back.heightAnchor.constraint(equalToConstant: 38),
            ])
        }
        // The showcase's windows, closed by the user, take the launcher back to its list.
        (content as? ShowcasePage)?.onFinish = { [weak self] in self?.showList() }
        view.addSubview(content)
        demoView = content
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
        // Always placed by constraints (a column of the list, or the back row's anchors).
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
