import UIKit

/// The showcase's application: the control window, key, on the main screen; the presentation
/// window on the first external screen (filling it), or beside the control window when there is
/// none. A display plugged in takes the presentation; when it is unplugged, UIKit brings the
/// window back to the main screen and the showcase makes it a window again.
final class ShowcaseDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var presentationWindow: UIWindow?
    private let presentation = PresentationViewController()
    private lazy var controls = ControlViewController(presentation: presentation)
    /// The presentation window's size while it shares the main screen.
    private static let windowedSize = CGSize(width: 640, height: 400)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 300))
        window.rootViewController = controls
        window.makeKeyAndVisible()
        self.window = window

        let presentationWindow = UIWindow(frame: CGRect(origin: CGPoint(x: 500, y: 0), size: Self.windowedSize))
        presentationWindow.rootViewController = presentation
        self.presentationWindow = presentationWindow
        place()
        presentationWindow.isHidden = false       // shown, not made key

        let center = NotificationCenter.default
        for name in [UIScreen.didConnectNotification, UIScreen.didDisconnectNotification] {
            center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.place() }
            }
        }
        return true
    }

    /// Puts the presentation on the first external screen, or in a window on the main one, and
    /// says where it is. After an unplug UIKit itself brings the window to the main screen (once the
    /// platform has taken it off the display), so then only the words change.
    private func place() {
        guard let presentationWindow else { return }
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
