import UIKit

/// The launcher: a grid of cards, one per demo, the root of a navigation controller
/// (`inNavigationController`); choosing a card pushes its demo's page, and the bar's back button returns.
final class LauncherViewController: UIViewController {
    /// The size the view loads at: the window's, so the grid built in `viewDidLoad` sees its final width.
    var viewFrame = UIScreen.main.bounds
    /// The grid of demos.
    private(set) var grid: LauncherGrid?

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
        let grid = LauncherGrid(frame: view.bounds, demos: DemoCatalog.all) { [weak self] in self?.open($0) }
        let list = grid.collectionView
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor), list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor), list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        self.grid = grid
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
