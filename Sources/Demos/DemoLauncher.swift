import UIKit

/// Starts the launcher: parses the command line, sets the environment contract for screenshots,
/// and runs the application with `DemoAppDelegate`.
@MainActor
enum DemoLauncher {
    static func main(arguments: [String]) {
        let commandLine: DemoCommandLine
        do {
            commandLine = try DemoCommandLine(arguments: Array(arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("casement-demos: \(error)\n".utf8))
            exit(2)
        }
        if case .list = commandLine.mode {
            for demo in DemoCatalog.all { print(demo.id) }
            exit(0)
        }
        if let screenshot = commandLine.screenshot {
            // The same contract any Casement program has, through the environment.
            setenv("CASEMENT_CLOCK", "virtual", 1)
            setenv("CASEMENT_SCREENSHOT", screenshot, 1)
            setenv("CASEMENT_SCREENSHOT_AT", String(commandLine.at), 1)
        }
        DemoAppDelegate.commandLine = commandLine
        DemoAppDelegate.main()
    }
}

/// Opens the launcher window, or one demo's window.
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    static var commandLine = DemoCommandLine()
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let commandLine = DemoAppDelegate.commandLine
        let window = UIWindow(frame: CGRect(origin: .zero, size: commandLine.size))
        window.backgroundColor = .white
        let controller = LauncherViewController()
        controller.viewFrame = window.bounds
        if case .demo(let id) = commandLine.mode, let demo = DemoCatalog.demo(id: id) {
            controller.initialDemo = demo
        }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
