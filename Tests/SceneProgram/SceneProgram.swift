import UIKit

/// A scene-based app as a real program (issue 29): its delegate's configuration names the scene
/// delegate, whose scenes each make a window titled "Scene N"; once the first scene comes to the
/// foreground the app asks for a second. Every delegate call is printed, for Scripts/scene-windows.sh,
/// which closes the second window as a window manager does and checks the calls' order.
@main
final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        say("app didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        say("app configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        say("app didDiscardSceneSessions \(sceneSessions.count)")
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private static var connections = 0
    private var number = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneDelegate.connections += 1
        number = SceneDelegate.connections
        say("scene \(number) willConnectTo")
        guard let windowScene = scene as? UIWindowScene else { return }
        scene.title = "Scene \(number)"
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = number == 1 ? .systemBlue : .systemOrange
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        say("scene \(number) sceneWillEnterForeground")
        guard number == 1, SceneDelegate.connections == 1 else { return }
        DispatchQueue.main.async {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        }
    }

    func sceneDidBecomeActive(_ scene: UIScene) { say("scene \(number) sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { say("scene \(number) sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { say("scene \(number) sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { say("scene \(number) sceneDidDisconnect") }
}

/// Writes a line to standard output at once (print's output waits in a buffer when it is a file).
@MainActor
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
