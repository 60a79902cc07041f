import CasementPortKit
import Testing

@Suite struct AppDelegateRewriterTests {
    @Test func templateDelegateBecomesFinalMain() {
        let file = port("""
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """)
        #expect(file.ported == """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """)
    }

    @Test func subclassedDelegateGetsARequiredInit() {
        let file = port("""
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """, beside: ["final class TestAppDelegate: AppDelegate {}"])
        #expect(file.ported == """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                required override init() {
                    super.init()
                }
                var window: UIWindow?
            }
            """)
    }

    @Test func existingInitIsMadeRequired() {
        let file = port("""
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                override init() { super.init() }
            }
            class Other: AppDelegate {}
            """)
        #expect(file.ported.contains("    required override init() { super.init() }"))
    }

    @Test func otherMainClassIsLeftAlone() {
        #expect(port("@main\nclass Tool { static func main() {} }").ported == "@main\nclass Tool { static func main() {} }")
    }

    @Test func sceneDelegateBecomesFinal() {
        let file = port("class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}")
        #expect(file.ported == "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}")
        #expect(file.unported.isEmpty)
    }

    @Test func subclassedSceneDelegateWithoutSuperclassGetsARequiredInit() {
        let file = port("class SceneDelegate: UIWindowSceneDelegate {\n    var window: UIWindow?\n}\nclass Other: SceneDelegate {}")
        #expect(file.ported.contains("class SceneDelegate: UIWindowSceneDelegate {\n    required init() {}\n"))
    }
}
