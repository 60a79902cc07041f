import UIKit

/// Seed listing L14 as a real program: a blue main window from `UIScreen.main.bounds`, key and
/// visible, and a red window on the external screen, shown, not key (`configureExternalDisplayAndShow`
/// verbatim). It prints what the screens do, for Scripts/l14-unplug.sh to read: when the external screen
/// goes, where UIKit put its window; the app then hides that window and turns the main one green, so a
/// new frame on the main screen shows the program still draws.
@main
final class L14Delegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var externalWindow: UIWindow?
    private var externalScreen: UIScreen?
    private var observers: [NSObjectProtocol] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .blue
        window.makeKeyAndVisible()
        self.window = window
        let rootVC = UIViewController()
        rootVC.view.backgroundColor = .red
        configureExternalDisplayAndShow(with: rootVC)
        observers.append(NotificationCenter.default.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { note in
            let screen = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { self.screenDisconnected(screen) }
        })
        say("screens: \(UIScreen.screens.count); main window on the main screen: \(window.screen === UIScreen.main); external window on screen 2: \(externalWindow.map { $0.screen !== UIScreen.main } ?? false)")
        return true
    }

    func configureExternalDisplayAndShow(with rootVC: UIViewController) {
        if UIScreen.screens.count > 1 {
            let externalScreen = UIScreen.screens[1]
            self.externalScreen = externalScreen
            let externalWindow = UIWindow(frame: externalScreen.bounds)
            externalWindow.windowLevel = .normal
            externalWindow.screen = externalScreen
            externalWindow.rootViewController = rootVC
            externalWindow.isHidden = false       // shown, not made key
            self.externalWindow = externalWindow
        }
    }

    /// Observers see the window still on the screen that went; UIKit moves it to the main screen
    /// right after them, so the next turn of the main loop looks where it is.
    private func screenDisconnected(_ screen: ObjectIdentifier?) {
        let isExternal = externalScreen.map { screen == ObjectIdentifier($0) } ?? false
        let size = externalScreen.map { "\(Int($0.bounds.width))×\(Int($0.bounds.height))" } ?? "none"
        say("disconnected: the external screen (\(size)): \(isExternal); screens: \(UIScreen.screens.count)")
        DispatchQueue.main.async {
            let onMain = self.externalWindow.map { $0.screen === UIScreen.main && !$0.isHidden } ?? false
            self.say("then the external window is shown on the main screen: \(onMain)")
            self.say("and the main window is on the main screen: \(self.window.map { $0.screen === UIScreen.main } ?? false)")
            self.externalWindow?.isHidden = true
            self.externalWindow = nil
            self.window?.backgroundColor = .green
        }
    }

    /// Writes a line to standard output at once (print's output waits in a buffer when it is a file).
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
