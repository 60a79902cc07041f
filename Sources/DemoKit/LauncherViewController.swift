import UIKit

/// The launcher: a list of demos; clicking one shows it, with a button back to the list.
final class LauncherViewController: UIViewController {
    /// A demo to show at once instead of the list (from `--demo`).
    var initialDemo: Demo?
    /// The size the view loads at: the window's, so demos built in `viewDidLoad` see their final bounds.
    var viewFrame = UIScreen.main.bounds
    private var listView: UIView?
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
        let list = UIView(frame: view.bounds)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.backgroundColor = UIColor(white: 0.96, alpha: 1)
        let title = UILabel(frame: CGRect(x: 20, y: 16, width: view.bounds.width - 40, height: 36))
        title.text = "Casement demos"
        title.font = .boldSystemFont(ofSize: 24)
        title.autoresizingMask = .flexibleWidth
        list.addSubview(title)
        let frames = LauncherViewController.rowFrames(count: DemoCatalog.all.count, in: view.bounds)
        for (demo, frame) in zip(DemoCatalog.all, frames) {
            let row = TapRow(frame: frame, title: demo.title) { [weak self] in self?.show(demo, withBackButton: true) }
            list.addSubview(row)
        }
        view.addSubview(list)
        listView = list
    }

    /// Where the list's rows go: in columns below the title, as many columns as it takes for
    /// every row to fit the window's height.
    static func rowFrames(count: Int, in bounds: CGRect) -> [CGRect] {
        let top: CGFloat = 64, pitch: CGFloat = 44, height: CGFloat = 38, gap: CGFloat = 12
        let perColumn = max(1, Int((bounds.height - top) / pitch))
        let columns = max(1, (count + perColumn - 1) / perColumn)
        let width = (bounds.width - 40 - gap * CGFloat(columns - 1)) / CGFloat(columns)
        return (0..<count).map { index in
            CGRect(x: 20 + CGFloat(index / perColumn) * (width + gap), y: top + CGFloat(index % perColumn) * pitch,
                   width: width, height: height)
        }
    }

    private func show(_ demo: Demo, withBackButton: Bool) {
        listView?.removeFromSuperview()
        listView = nil
        let content = demo.make(view.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if withBackButton {
            let back = TapRow(frame: CGRect(x: view.bounds.width - 110, y: view.bounds.height - 48, width: 100, height: 38),
                              title: "‹ Demos") { [weak self] in self?.showList() }
            back.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
            content.addSubview(back)
        }
        // The showcase's windows, closed by the user, take the launcher back to its list.
        (content as? ShowcasePage)?.onFinish = { [weak self] in self?.showList() }
        view.addSubview(content)
        demoView = content
    }
}

/// A tappable row with a title: highlights while pressed, runs its action when released inside.
final class TapRow: UIView {
    private let action: @MainActor () -> Void
    private let normalColor = UIColor.white
    private let pressedColor = UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)

    init(frame: CGRect, title: String, action: @escaping @MainActor () -> Void) {
        self.action = action
        super.init(frame: frame)
        backgroundColor = normalColor
        let label = UILabel(frame: bounds.insetBy(dx: 10, dy: 0))
        label.text = title
        label.font = .systemFont(ofSize: 14)
        label.isUserInteractionEnabled = false
        addSubview(label)
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
