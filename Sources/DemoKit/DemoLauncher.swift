import UIKit

/// Starts the launcher, the playground or the showcase: parses the command line, sets the
/// environment contract for screenshots, and runs the application with `DemoAppDelegate` (the
/// showcase with `ShowcaseDelegate`).
@MainActor
public enum DemoLauncher {
    /// `casement-demos`: the launcher, or one demo.
    public static func main(arguments: [String]) {
        run(arguments: arguments, program: .launcher, name: "casement-demos")
    }

    /// `casement-playground`: the playground page in a window of its own.
    public static func playground(arguments: [String]) {
        run(arguments: arguments, program: .playground, name: "casement-playground")
    }

    /// `casement-showcase`: the showcase's two windows, nothing else.
    public static func showcase(arguments: [String]) {
        run(arguments: arguments, program: .showcase, name: "casement-showcase")
    }

    private static func run(arguments: [String], program: DemoCommandLine.Program, name: String) {
        let commandLine: DemoCommandLine
        do {
            commandLine = try DemoCommandLine(arguments: Array(arguments.dropFirst()), program: program)
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
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
        if program == .showcase { return ShowcaseDelegate.main() }
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
        if case .demo(let id) = commandLine.mode, let demo = DemoCatalog.demo(id: id) {
            window.rootViewController = DemoPageViewController(demo: demo, frame: window.bounds)
        } else {
            window.rootViewController = LauncherViewController.inNavigationController(frame: window.bounds)
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
