import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Scenes on the desktop (issue 29 item 7): connecting at launch through the delegate's
/// configuration, each scene following its own windows' state, a second scene opened and closed,
/// the default configuration naming the module's `SceneDelegate`.
@Suite("Scenes", .serialized, .startsClean)
@MainActor
struct SceneTests {
    /// Every call the application and scene delegates hear, in order.
    @MainActor static var log: [String] = []

    final class AppDelegate: UIApplicationDelegate {
        var window: UIWindow?
        var delegateClass: AnyClass? = SceneDelegate.self
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            SceneTests.log.append("app configurationForConnecting")
            let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = delegateClass
            return configuration
        }
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            SceneTests.log.append("app didDiscardSceneSessions \(sceneSessions.count)")
        }
    }

    /// Runs `body` on a headless platform with `delegate` as the application's, nothing connected
    /// left behind.
    private func withDelegate(_ delegate: UIApplicationDelegate, _ body: (HeadlessPlatform) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let application = UIApplication.shared
            let previous = application.delegate
            application.delegate = delegate
            SceneTests.log = []
            defer {
                for scene in application.sceneList { application.disconnect(scene) }
                application.delegate = previous
            }
            try body(platform)
        }
    }

    /// The headless platform window of `scene`'s first window.
    private func platformWindow(_ scene: UIScene) throws -> HeadlessWindow {
        try #require((scene as? UIWindowScene)?.windows.first?.platformWindow as? HeadlessWindow)
    }

    @Test("At launch: the configuration, the scene delegate made, willConnectTo (which shows the window), then foreground, and active with the focus")
    func launch() throws {
        try withDelegate(AppDelegate()) { _ in
            UIApplication.shared.connectLaunchScene()
            #expect(SceneTests.log == ["app configurationForConnecting", "scene init", "Main willConnectTo", "Main sceneWillEnterForeground"])
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            #expect(UIApplication.shared.connectedScenes.count == 1 && UIApplication.shared.openSessions == [scene.session])
            #expect(scene.activationState == .foregroundInactive && scene.session.scene === scene && scene.session.configuration.name == "Main")
            let window = try #require(scene.windows.first)
            #expect(window.windowScene === scene && window.frame.size == CGSize(width: 800, height: 600) && !window.isHidden)
            #expect((scene.delegate as? SceneDelegate)?.window === window)
            SceneTests.log = []
            try platformWindow(scene).focus()
            UIApplication.shared.handlePendingEvents()
            #expect(SceneTests.log == ["Main sceneDidBecomeActive"] && scene.activationState == .foregroundActive)
        }
    }

    @Test("A second scene opens as a window of its own and takes the focus from the first; destroying its session disconnects it through the background")
    func secondScene() throws {
        try withDelegate(AppDelegate()) { platform in
            let application = UIApplication.shared
            application.connectLaunchScene()
            let first = try #require(application.connectedScenes.first)
            try platformWindow(first).focus()
            application.handlePendingEvents()
            SceneTests.log = []
            application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let second = try #require(application.connectedScenes.first { $0 !== first } as? UIWindowScene)
            #expect(SceneTests.log == ["app configurationForConnecting", "scene init", "Main willConnectTo", "Main sceneWillEnterForeground"])
            SceneTests.log = []
            platform.inject(.windowFocus(window: try platformWindow(first).id, isFocused: false))
            try platformWindow(second).focus()
            application.handlePendingEvents()
            #expect(SceneTests.log == ["Main sceneWillResignActive", "Main sceneDidBecomeActive"])
            #expect(first.activationState == .foregroundInactive && second.activationState == .foregroundActive)

            SceneTests.log = []
            let window = try #require(second.windows.first)
            application.requestSceneSessionDestruction(second.session, options: nil)
            #expect(SceneTests.log == ["Main sceneWillResignActive", "Main sceneDidEnterBackground", "Main sceneDidDisconnect", "app didDiscardSceneSessions 1"])
            #expect(window.isHidden && second.activationState == .unattached && second.session.scene == nil)
            #expect(application.connectedScenes == [first])
            var failed = false
            application.requestSceneSessionActivation(second.session, userActivity: nil, options: nil) { _ in failed = true }
            #expect(failed, "a discarded session cannot be activated")
        }
    }

    @Test("The person closing a scene's only window disconnects the scene")
    func closingTheWindow() throws {
        try withDelegate(AppDelegate()) { platform in
            let application = UIApplication.shared
            application.connectLaunchScene()
            let scene = try #require(application.connectedScenes.first)
            SceneTests.log = []
            platform.inject(.windowClose(window: try platformWindow(scene).id))
            application.handlePendingEvents()
            #expect(SceneTests.log == ["Main sceneDidEnterBackground", "Main sceneDidDisconnect", "app didDiscardSceneSessions 1"])
            #expect(application.connectedScenes.isEmpty)
        }
    }

    @Test("By default the configuration names the module's SceneDelegate; with no delegate class the application has no scene at launch; a class that is no scene delegate is reported")
    func defaultConfiguration() throws {
        final class PlainDelegate: UIApplicationDelegate { var window: UIWindow? }
        try withDelegate(PlainDelegate()) { _ in
            let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
            let configuration = PlainDelegate().application(UIApplication.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
            #expect(configuration.delegateClass == SceneDelegate.self && configuration.role == .windowApplication)
        }
        let without = AppDelegate()
        without.delegateClass = nil
        try withDelegate(without) { _ in
            UIApplication.shared.connectLaunchScene()
            #expect(UIApplication.shared.connectedScenes.isEmpty && SceneTests.log == ["app configurationForConnecting"])
        }
        let wrong = AppDelegate()
        wrong.delegateClass = NSObject.self
        try withDelegate(wrong) { _ in
            let messages = Diagnostics.recording { UIApplication.shared.connectLaunchScene() }
            #expect(messages.count == 1 && messages[0].contains("is not a UISceneDelegate"))
            #expect(UIApplication.shared.connectedScenes.first?.delegate == nil)
        }
    }
}

/// The test module's scene delegate, which the default configuration finds by its name.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    override init() {
        super.init()
        SceneTests.log.append("scene init")
    }

    private func record(_ call: String, _ scene: UIScene) { SceneTests.log.append("\(scene.session.configuration.name ?? "?") \(call)") }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        record("willConnectTo", scene)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { record("sceneDidDisconnect", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { record("sceneDidBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { record("sceneWillResignActive", scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { record("sceneWillEnterForeground", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { record("sceneDidEnterBackground", scene) }
}
