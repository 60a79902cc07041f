import UIKit

/// The showcase as a launcher page: in a window, it opens the showcase's control and presentation
/// windows and says so; the user closing one of them closes both and calls `onFinish` (the launcher
/// goes back to its list). Leaving the page closes them too.
final class ShowcasePage: UIView {
    /// The page's identifier on the command line, and `casement-showcase`'s one page.
    nonisolated static let demoID = "showcase"
    /// The showcase's windows while they are open.
    private(set) var session: ShowcaseSession?
    /// Called when the user has closed the showcase's windows.
    var onFinish: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        let label = UILabel(frame: bounds.insetBy(dx: 20, dy: 20))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        label.textAlignment = .center
        label.text = "The showcase is open: its controls in one window, the presentation on the external display "
            + "or in a window beside them. Close either window to come back here."
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let window else {
            session?.close()
            session = nil
            return
        }
        guard window.isHidden else { return openSession() }
        // The launcher opened on this page: its own window becomes key as it is shown, so the
        // control window opens, and takes the key, on the next turn of the main loop.
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.openSession() } }
    }

    private func openSession() {
        guard session == nil, let window else { return }
        let session = ShowcaseSession(at: CGPoint(x: window.frame.minX + 40, y: window.frame.minY + 40))
        session.onClose = { [weak self] in
            self?.session = nil
            self?.onFinish?()
        }
        self.session = session
    }
}
