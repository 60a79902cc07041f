import UIKit

/// Opens a window, posts work of every kind the main loop serves, prints what ran, then closes
/// its only window, which must end the program with status 0.
@main
final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var served: [String] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
        DispatchQueue.main.async { self.record("main queue") }
        Task { @MainActor in self.record("main-actor task") }
        DispatchQueue.global().async { DispatchQueue.main.async { self.record("main queue from another thread") } }
        Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
            MainActor.assumeIsolated { self.record("timer") }
        }
        return true
    }

    private func record(_ work: String) {
        served.append(work)
        guard served.count == 4 else { return }
        print("served: \(served.sorted().joined(separator: ", "))")
        window?.isHidden = true
    }
}
