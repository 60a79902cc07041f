import UIKit

/// `casement-showcase`'s application: the showcase's two windows, the control window key; the
/// program ends when the user closes them.
final class ShowcaseDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var session: ShowcaseSession?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let session = ShowcaseSession()
        window = session.controlWindow
        self.session = session
        return true
    }
}
