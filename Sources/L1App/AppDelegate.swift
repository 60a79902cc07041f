import UIKit

// L1 from SEED-LISTINGS.md, verbatim: an application whose delegate builds a window with two squares.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let redView = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        redView.backgroundColor = .red
        let blueView = UIView(frame: CGRect(x: 10, y: 150, width: 100, height: 100))
        blueView.backgroundColor = .blue
        window.addSubview(redView)
        window.addSubview(blueView)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
