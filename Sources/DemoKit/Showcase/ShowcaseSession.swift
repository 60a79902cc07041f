import UIKit

/// The showcase's two windows: the control window, key, on the main screen; the presentation
/// window on the first external screen (filling it), or beside the control window when there is
/// none. A display plugged in takes the presentation; when it is unplugged, UIKit brings the
/// window back to the main screen and the showcase makes it a window again. The user closing
/// either window closes the showcase (`onClose` says so).
@MainActor
final class ShowcaseSession {
    let controlWindow: UIWindow
    let presentationWindow: UIWindow
    let presentation = PresentationViewController()
    let controls: ControlViewController
    /// Called once the user has closed one of the windows and the session has closed the other.
    var onClose: (@MainActor () -> Void)?
    private var observers: [NSObjectProtocol] = []
    private(set) var isClosed = false
    /// The presentation window's size while it shares the main screen.
    private static let windowedSize = CGSize(width: 640, height: 400)

    /// Opens both windows, the control window's top-left corner at `origin` on the main screen.
    init(at origin: CGPoint = .zero) {
        controls = ControlViewController(presentation: presentation)
        controlWindow = UIWindow(frame: CGRect(origin: origin, size: CGSize(width: 480, height: 300)))
        controlWindow.rootViewController = controls
        controlWindow.makeKeyAndVisible()

        presentationWindow = UIWindow(frame: CGRect(origin: CGPoint(x: origin.x + 500, y: origin.y), size: Self.windowedSize))
        presentationWindow.rootViewController = presentation
        place()
        presentationWindow.isHidden = false       // shown, not made key

        let center = NotificationCenter.default
        for name in [UIScreen.didConnectNotification, UIScreen.didDisconnectNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.place() }
            })
        }
        for window in [controlWindow, presentationWindow] {
            observers.append(center.addObserver(forName: UIWindow.didBecomeHiddenNotification, object: window, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.windowClosed() }
            })
        }
    }

    /// Hides both windows and stops following the screens; the windows go with the session.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        controlWindow.isHidden = true
        presentationWindow.isHidden = true
    }

    private func windowClosed() {
        guard !isClosed else { return }
        close()
        onClose?()
    }

    /// Puts the presentation on the first external screen, or in a window on the main one, and
    /// says where it is. After an unplug UIKit itself brings the window to the main screen (once the
    /// platform has taken it off the display), so then only the words change.
    private func place() {
        let external = UIScreen.screens.dropFirst().first
        if let external {
            presentationWindow.screen = external
        } else if presentationWindow.screen.isConnectedScreen {
            presentationWindow.screen = .main
        }
        presentation.note = external == nil ? "One display: the presentation is in a second window." : ""
        controls.status.text = external.map { "The presentation fills screen 2 (\(Int($0.bounds.width))×\(Int($0.bounds.height)))." }
            ?? "One display: the presentation is shown in a second window. Plug in a display to move it there."
    }
}

private extension UIScreen {
    /// Whether the screen is still one of `UIScreen.screens`.
    var isConnectedScreen: Bool { UIScreen.screens.contains { $0 === self } }
}
