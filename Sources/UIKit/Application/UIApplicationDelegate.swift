/// The application's delegate: told when the application has launched, when its state changes
/// (`UIApplication+State.swift`), and when it will end.
/// A class marked `@main` that adopts it starts the application (through `UIApplicationMain`).
/// The delegate is created with `init()`: a non-final delegate class needs a `required` one.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    /// The application finished launching; create and show windows here.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The application is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The application became active: one of its windows has the keyboard focus.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The application is about to stop being active: its windows are losing the keyboard focus.
    func applicationWillResignActive(_ application: UIApplication)
    /// The application went to the background: all its windows are minimised or hidden.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The application is about to leave the background: one of its windows is coming back.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The delegate's main window, if it keeps one.
    var window: UIWindow? { get set }
    /// The configuration of a scene about to connect (Linux has no Info.plist's scene manifest):
    /// by default, the class named `SceneDelegate` in the delegate's module as the scene's delegate,
    /// if there is one; with neither a delegate class nor a scene class the application has no
    /// scene at launch and makes its windows itself.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The sessions of scenes that disconnected for good.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        let module = String(reflecting: Self.self).split(separator: ".").first.map(String.init) ?? ""
        configuration.delegateClass = NSClassFromString(module + ".SceneDelegate")
        return configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// The entry point `@main` uses: runs the application with this class as its delegate.
    public static func main() {
        exit(UIApplication.run(delegateType: Self.self, arguments: CommandLine.arguments))
    }
}
